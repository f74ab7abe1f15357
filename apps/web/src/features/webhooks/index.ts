/** What other features may use of the webhooks feature. */
export { WebhooksSummaryCard } from './components/WebhooksSummaryCard.tsx';
