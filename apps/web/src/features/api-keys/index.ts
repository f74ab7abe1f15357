/** What other features may use of the API keys feature. */
export { ApiKeysSummaryCard } from './components/ApiKeysSummaryCard.tsx';
