/** What other features may use of the telegram feature. */
export { TelegramSummaryCard } from './components/TelegramSummaryCard.tsx';
