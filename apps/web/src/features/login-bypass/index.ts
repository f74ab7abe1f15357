/** What other features may use of the login-bypass feature. */
export { useCreateLoginBypassMutation } from './api/create-login-bypass.ts';
export { ImpersonationBanner } from './components/ImpersonationBanner.tsx';
// The operators' one-time link: the console home makes one, the users' screen makes one for a chosen user.
export { LoginBypassCard } from './ops/components/LoginBypassCard.tsx';
export { LoginLinkResult } from './ops/components/LoginLinkResult.tsx';
