/** What other features may use of the planner feature. */
export { bidText } from './bid-text.ts';
