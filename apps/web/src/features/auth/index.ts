/** What other features may use of the auth feature. */

export { logout } from './api/logout.ts';
export { completeSignIn } from './sign-in.ts';
