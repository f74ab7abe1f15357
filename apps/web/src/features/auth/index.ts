/** What other features may use of the auth feature. */
export { completeSignIn } from './sign-in.ts';
