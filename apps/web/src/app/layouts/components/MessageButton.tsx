import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import MailOutlinedIcon from '../../../components/icons/MailOutlined.tsx';
import MarkEmailUnreadOutlinedIcon from '../../../components/icons/MarkEmailUnreadOutlined.tsx';
import { useMessageCounts } from '../../../features/messages/api/count-unread-messages.ts';
import { useSession } from '../../../lib/use-session.ts';
import { href } from '../../../routing/href.ts';
import { UnreadIcon } from './UnreadIcon.tsx';

/**
 * The layout's message button (spec: layout pieces): the advertiser's unread support answers, read again every
 * minute like the bell, and the way into /messages. Only for advertiser users who may read messages.
 */
export function MessageButton() {
  const { userData } = useSession();
  const ability = useAbility<AppAbility>();
  if (userData?.role?.kind !== 'advertiser' || !ability.can('read', 'Message')) return null;
  return <Button />;
}

function Button() {
  const { t } = useTranslation();
  const counts = useMessageCounts();
  const unread = counts.data?.unread ?? 0;
  const label = unread > 0 ? t('messages.buttonUnread', { count: unread }) : t('messages.button');
  return (
    <Tooltip title={t('messages.title')}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to={href('messages')}
        aria-label={label}
        data-testid="message-button"
      >
        <UnreadIcon
          count={unread}
          unread={<MarkEmailUnreadOutlinedIcon />}
          read={<MailOutlinedIcon />}
          testId="message-button-count"
        />
      </IconButton>
    </Tooltip>
  );
}
