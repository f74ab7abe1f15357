/** What other features may use of the statements feature. */
export { StatementsTable } from './components/StatementsTable.tsx';
