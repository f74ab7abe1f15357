/** What other features may use of the login-bypass feature. */
export { useCreateLoginBypassMutation } from './api/create-login-bypass.ts';
export { ImpersonationBanner } from './components/ImpersonationBanner.tsx';
