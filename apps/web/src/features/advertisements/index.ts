/** What other features may use of the advertisements feature. */
export { AdStatusChip } from './components/AdStatusChip.tsx';
