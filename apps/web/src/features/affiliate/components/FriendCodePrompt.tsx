import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../../../lib/use-session.ts';
import { useInternalAdvertiser } from '../api/get-internal-advertiser.ts';
import { useSkipFriendCodeMutation } from '../api/skip-friend-code.ts';
import { friendCodeDialog } from '../friend-code-store.ts';

// The dialog and its form (zod, the resolver) are fetched for the advertiser it is offered to, not with every page.
const FriendCodeDialog = lazy(() =>
  import('./FriendCodeDialog.tsx').then((module) => ({ default: module.FriendCodeDialog })),
);

/**
 * In the app shell: offers the friend-code dialog by itself to an advertiser that may still enter one (within
 * 24 hours of registration, none entered yet, a role that may update settings, the user's own session — never
 * one an operator opened as the user) until the user enters it or chooses "Skip for now". The choice is kept
 * on the server, so it holds in every session and browser; the profile can still open the dialog.
 */
export function FriendCodePrompt() {
  const { userData } = useSession();
  const ownSession = userData?.impersonated === false;
  const advertiser = useInternalAdvertiser(ownSession ? userData.advertiser_id : null);
  const eligible = ownSession && advertiser.data?.can_set_friend_code === true;
  const skipped = advertiser.data?.friend_code_skipped === true;
  const skip = useSkipFriendCodeMutation(advertiser.data?.id ?? '');
  const { mutate: rememberSkip } = skip;

  useEffect(() => friendCodeDialog.onSkip(() => rememberSkip()), [rememberSkip]);

  useEffect(() => {
    // Offered once per page load at most: a skip that failed to reach the server does not reopen it here.
    if (eligible && !skipped) friendCodeDialog.open();
  }, [eligible, skipped]);

  if (!advertiser.data || !eligible) return null;
  return (
    <Suspense fallback={null}>
      <FriendCodeDialog advertiserId={advertiser.data.id} until={advertiser.data.friend_code_until} />
    </Suspense>
  );
}
