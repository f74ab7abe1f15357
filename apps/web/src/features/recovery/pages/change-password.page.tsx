import { SetPasswordScreen } from '../components/SetPasswordScreen.tsx';

/** /change-password/{id}: the emailed link's set-new-password screen. */
export default function ChangePasswordPage() {
  return <SetPasswordScreen flow="change-password" />;
}
