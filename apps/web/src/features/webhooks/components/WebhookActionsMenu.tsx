import type { WebhookEndpoint } from '@adportal/contracts';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import DeleteOutlineOutlinedIcon from '../../../components/icons/DeleteOutlineOutlined.tsx';
import EditOutlinedIcon from '../../../components/icons/EditOutlined.tsx';
import HistoryOutlinedIcon from '../../../components/icons/HistoryOutlined.tsx';
import LockResetOutlinedIcon from '../../../components/icons/LockResetOutlined.tsx';
import MoreVertIcon from '../../../components/icons/MoreVert.tsx';
import PauseCircleOutlinedIcon from '../../../components/icons/PauseCircleOutlined.tsx';
import PlayCircleOutlinedIcon from '../../../components/icons/PlayCircleOutlined.tsx';
import SendOutlinedIcon from '../../../components/icons/SendOutlined.tsx';
import { readableTone, TONE_MAINS } from '../../../lib/theme/tones.ts';
import { href } from '../../../routing/href.ts';
import type { WebhookAction, WebhookPermissions } from './WebhookActions.tsx';

/** A row's actions in one menu: its delivery log, and what the caller's role lets it change. */
export function WebhookActionsMenu({
  endpoint,
  can,
  onAction,
}: {
  endpoint: WebhookEndpoint;
  can: WebhookPermissions;
  onAction: (action: WebhookAction, endpoint: WebhookEndpoint) => void;
}) {
  const { t } = useTranslation();
  // The theme's red is too light (dark) for text on the menu's paper: the readable shade of it.
  const danger = readableTone(useTheme().palette.mode, TONE_MAINS.error, 'error');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const item = (action: WebhookAction, icon: ReactNode, label: string, color?: string) => (
    <MenuItem
      key={action}
      onClick={() => {
        close();
        onAction(action, endpoint);
      }}
      sx={color ? { color } : undefined}
    >
      <ListItemIcon sx={color ? { color } : undefined}>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  const label = t('webhooks.actions.menu', { url: endpoint.url });

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="webhook-actions"
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={href('webhook-detail', { id: endpoint.id })} onClick={close}>
          <ListItemIcon>
            <HistoryOutlinedIcon />
          </ListItemIcon>
          <ListItemText>{t('webhooks.actions.deliveries')}</ListItemText>
        </MenuItem>
        {can.update
          ? [
              item('edit', <EditOutlinedIcon />, t('webhooks.actions.edit')),
              endpoint.enabled
                ? item('disable', <PauseCircleOutlinedIcon />, t('webhooks.actions.disable'))
                : item('enable', <PlayCircleOutlinedIcon />, t('webhooks.actions.enable')),
              item('test', <SendOutlinedIcon />, t('webhooks.actions.test')),
              item('rotate', <LockResetOutlinedIcon />, t('webhooks.actions.rotate')),
            ]
          : null}
        {can.delete
          ? item('delete', <DeleteOutlineOutlinedIcon />, t('webhooks.actions.delete'), danger)
          : null}
      </Menu>
    </>
  );
}
