/** What other features may use of the recovery feature. */
export { BackToLogin } from './components/BackToLogin.tsx';
