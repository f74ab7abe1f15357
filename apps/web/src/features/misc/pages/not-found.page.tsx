import { useTranslation } from 'react-i18next';
import { isSignedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { homePath, href } from '../../../routing/href.ts';
import { MiscScreen } from '../components/MiscScreen.tsx';

/** The catch-all route. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const state = useSession();
  useDocumentTitle(t('misc.notFound.title'));
  const signedIn = isSignedIn(state);
  return (
    <MiscScreen
      code={t('misc.notFound.code')}
      title={t('misc.notFound.title')}
      message={t('misc.notFound.message')}
      actionLabel={signedIn ? t('common.backToHome') : t('common.backToLogin')}
      actionTo={signedIn ? homePath(state.userData?.role?.kind) : href('login')}
      embedded={false}
    />
  );
}
