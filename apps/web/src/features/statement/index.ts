/** What other features may use of the statement feature. */
export { StatementsTable } from './components/StatementsTable.tsx';
