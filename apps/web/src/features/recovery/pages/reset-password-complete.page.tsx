import { PasswordChangedScreen } from '../components/PasswordChangedScreen.tsx';

/** /reset-password/complete */
export default function ResetPasswordCompletePage() {
  return <PasswordChangedScreen />;
}
