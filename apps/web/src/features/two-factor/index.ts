/** What other features may use of the two-factor feature. */
export { TwoFactorCard } from './components/TwoFactorCard.tsx';
