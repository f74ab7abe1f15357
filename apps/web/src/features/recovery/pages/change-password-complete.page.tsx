import { PasswordChangedScreen } from '../components/PasswordChangedScreen.tsx';

/** /change-password/complete */
export default function ChangePasswordCompletePage() {
  return <PasswordChangedScreen />;
}
