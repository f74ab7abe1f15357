import { useTranslation } from 'react-i18next';
import { isSignedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { homePath, href } from '../../../routing/href.ts';
import { MiscScreen } from '../components/MiscScreen.tsx';

/** /not-authorized (alias /pages/misc/not-authorized), also shown in place of a route the ability refuses. */
export default function NotAuthorizedPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const state = useSession();
  useDocumentTitle(t('misc.notAuthorized.title'));
  const signedIn = isSignedIn(state);
  return (
    <MiscScreen
      code={t('misc.notAuthorized.code')}
      title={t('misc.notAuthorized.title')}
      message={t('misc.notAuthorized.message')}
      actionLabel={signedIn ? t('common.backToHome') : t('common.backToLogin')}
      actionTo={signedIn ? homePath(state.userData?.role?.kind) : href('login')}
      embedded={embedded}
    />
  );
}
