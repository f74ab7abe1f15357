/** What other features may use of the team feature (the operators' users screen shares the users columns). */
export { UserIdentity, userAccountColumns } from './components/UserColumns.tsx';
