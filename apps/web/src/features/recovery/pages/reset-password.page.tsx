import { SetPasswordScreen } from '../components/SetPasswordScreen.tsx';

/** /reset-password/{id}: the emailed link's set-new-password screen. */
export default function ResetPasswordPage() {
  return <SetPasswordScreen flow="reset-password" />;
}
