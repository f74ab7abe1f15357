import { useEffect } from 'react';
import { useSession } from '../../../lib/use-session.ts';
import { useInternalAdvertiser } from '../api/get-internal-advertiser.ts';
import { friendCodeDialog } from '../friend-code-store.ts';
import { FriendCodeDialog } from './FriendCodeDialog.tsx';

/**
 * In the app shell: offers the friend-code dialog once per browser session to an advertiser that may still
 * enter one (within 24 hours of registration, none entered yet, and a role that may update settings).
 */
export function FriendCodePrompt() {
  const { userData } = useSession();
  const advertiser = useInternalAdvertiser(userData?.advertiser_id);
  const eligible = advertiser.data?.can_set_friend_code === true;

  useEffect(() => {
    if (eligible && !friendCodeDialog.wasDismissed()) friendCodeDialog.open();
  }, [eligible]);

  if (!advertiser.data || !eligible) return null;
  return <FriendCodeDialog advertiserId={advertiser.data.id} until={advertiser.data.friend_code_until} />;
}
