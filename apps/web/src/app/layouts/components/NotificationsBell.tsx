import { isHttpsAddress, isPortalPath, type Notification, type NotificationKind } from '@adportal/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { alpha, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import AccountBalanceWalletOutlinedIcon from '../../../components/icons/AccountBalanceWalletOutlined.tsx';
import CampaignOutlinedIcon from '../../../components/icons/CampaignOutlined.tsx';
import ChatBubbleOutlineOutlinedIcon from '../../../components/icons/ChatBubbleOutlineOutlined.tsx';
import DoneAllIcon from '../../../components/icons/DoneAll.tsx';
import InfoOutlinedIcon from '../../../components/icons/InfoOutlined.tsx';
import LinkOffOutlinedIcon from '../../../components/icons/LinkOffOutlined.tsx';
import LocalOfferOutlinedIcon from '../../../components/icons/LocalOfferOutlined.tsx';
import NewspaperOutlinedIcon from '../../../components/icons/NewspaperOutlined.tsx';
import NotificationsNoneOutlinedIcon from '../../../components/icons/NotificationsNoneOutlined.tsx';
import NotificationsOutlinedIcon from '../../../components/icons/NotificationsOutlined.tsx';
import SavingsOutlinedIcon from '../../../components/icons/SavingsOutlined.tsx';
import { useNotifications } from '../../../features/notifications/api/list-notifications.ts';
import { useMarkAllNotificationsReadMutation } from '../../../features/notifications/api/mark-all-notifications-read.ts';
import { useMarkNotificationReadMutation } from '../../../features/notifications/api/mark-notification-read.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/use-session.ts';
import { UnreadIcon } from './UnreadIcon.tsx';

const KIND_ICONS: Record<NotificationKind, ReactNode> = {
  advertisement: <CampaignOutlinedIcon fontSize="small" />,
  deposit: <AccountBalanceWalletOutlinedIcon fontSize="small" />,
  promotion: <LocalOfferOutlinedIcon fontSize="small" />,
  messenger: <ChatBubbleOutlineOutlinedIcon fontSize="small" />,
  system: <InfoOutlinedIcon fontSize="small" />,
  news: <NewspaperOutlinedIcon fontSize="small" />,
  balance: <SavingsOutlinedIcon fontSize="small" />,
  webhook: <LinkOffOutlinedIcon fontSize="small" />,
};
const KIND_TONES: Record<NotificationKind, 'primary' | 'success' | 'warning' | 'info'> = {
  advertisement: 'primary',
  deposit: 'success',
  promotion: 'warning',
  messenger: 'info',
  system: 'info',
  news: 'info',
  balance: 'warning',
  webhook: 'warning',
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "just now" in the reader's language. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The navbar bell of advertisers: unread count, the latest notifications, mark read, go to what it is about. */
export function NotificationsBell() {
  const { userData } = useSession();
  // Operators have no notifications: no bell, and no polling.
  if (userData?.role?.kind !== 'advertiser') return null;
  return <Bell />;
}

function Bell() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const list = useNotifications(true);
  const markRead = useMarkNotificationReadMutation();
  const markAll = useMarkAllNotificationsReadMutation();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.data ?? [];

  const message = (item: Notification) =>
    i18n.exists(item.message_key)
      ? String(t(item.message_key as never, item.params as never))
      : t('notifications.fallback');

  const open = (item: Notification) => {
    setAnchor(null);
    if (!item.read_at) markRead.mutate(item.id);
    if (!item.link) return;
    // A news broadcast may point outside the portal (https): a new tab, never this one.
    if (isHttpsAddress(item.link)) window.open(item.link, '_blank', 'noopener,noreferrer');
    else if (isPortalPath(item.link)) void navigate(item.link);
  };

  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="notifications-bell"
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void list.refetch();
          }}
        >
          <UnreadIcon
            count={unread}
            unread={<NotificationsOutlinedIcon />}
            read={<NotificationsNoneOutlinedIcon />}
            testId="notifications-count"
          />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: 380, maxWidth: 'calc(100vw - 24px)', mt: 1 },
            'data-testid': 'notifications-menu',
          } as never,
          list: { 'aria-label': t('notifications.title'), sx: { py: 0 } },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            py: 1.5,
          }}
          // The header is not a menu item: keyboard focus moves between the notifications.
          onKeyDown={(event) => event.stopPropagation()}
        >
          {/* Inside a menu only menu items may be reached (axe aria-required-children): the title is the menu's
              name already, drawn here as text, and 'Mark all as read' is one of the menu's items. */}
          <Typography variant="h6" component="div" sx={{ fontSize: 16 }}>
            {t('notifications.title')}
          </Typography>
          {unread > 0 ? (
            <Button
              role="menuitem"
              size="small"
              startIcon={<DoneAllIcon />}
              onClick={() => markAll.mutate(null)}
              data-testid="notifications-read-all"
            >
              {t('notifications.markAll')}
            </Button>
          ) : null}
        </Box>
        <Divider />
        {list.isPending ? (
          <Box sx={{ px: 2, py: 1 }}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        ) : null}
        {list.isError && !list.data ? (
          <Typography sx={{ px: 2, py: 3, color: 'text.secondary', textAlign: 'center' }}>
            {t('notifications.failed')}
          </Typography>
        ) : null}
        {list.isSuccess && items.length === 0 ? (
          <Box sx={{ px: 2, py: 4, textAlign: 'center' }} data-testid="notifications-empty">
            <NotificationsNoneOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
            <Typography sx={{ fontWeight: 500, mt: 1 }}>{t('notifications.empty')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('notifications.emptyHint')}
            </Typography>
          </Box>
        ) : null}
        <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {items.map((item) => {
            const tone = KIND_TONES[item.kind];
            const isUnread = !item.read_at;
            return (
              <MenuItem
                key={item.id}
                onClick={() => open(item)}
                data-testid="notification-item"
                data-unread={isUnread ? 'true' : 'false'}
                sx={{
                  alignItems: 'flex-start',
                  gap: 1.5,
                  py: 1.5,
                  whiteSpace: 'normal',
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: isUnread
                    ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.05)
                    : 'transparent',
                }}
              >
                <Avatar
                  sx={{
                    width: 34,
                    height: 34,
                    bgcolor: alpha(theme.palette[tone].main, 0.14),
                    color: tone === 'primary' ? 'primaryText' : `${tone}.main`,
                  }}
                >
                  {KIND_ICONS[item.kind]}
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: isUnread ? 600 : 400, color: 'text.primary', overflowWrap: 'anywhere' }}
                  >
                    {message(item)}
                  </Typography>
                  {item.params.summary ? (
                    // A news broadcast's opening words: its whole text goes by Telegram and email.
                    <Typography
                      variant="body2"
                      sx={{
                        color: 'text.secondary',
                        overflowWrap: 'anywhere',
                        display: '-webkit-box',
                        WebkitLineClamp: 3,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {item.params.summary}
                    </Typography>
                  ) : null}
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    <time dateTime={item.created_at} title={formatDateTime(item.created_at, i18n.language)}>
                      {relativeTime(item.created_at, i18n.language)}
                    </time>
                  </Typography>
                </Box>
                {isUnread ? (
                  <Box
                    component="span"
                    role="img"
                    aria-label={t('notifications.unread')}
                    sx={{
                      width: 8,
                      height: 8,
                      mt: 1,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      flexShrink: 0,
                    }}
                  />
                ) : null}
              </MenuItem>
            );
          })}
        </Box>
      </Menu>
    </>
  );
}
