/** What other features may use of the recovery feature. */
export { BackToLogin } from './components/BackToLogin.tsx';
// The operators' users screen sends a user a link to change their password.
export { useRequestPasswordChangeMutation } from './ops/api/request-password-change.ts';
