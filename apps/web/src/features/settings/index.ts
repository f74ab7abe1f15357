/** What other features may use of the settings feature. */
export { NotificationSettingsCard } from './components/NotificationSettingsForm.tsx';
export { SectionCardHeader } from './components/SectionCardHeader.tsx';
