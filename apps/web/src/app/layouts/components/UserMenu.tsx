import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import LogoutIcon from '../../../components/icons/Logout.tsx';
import PersonOutlineIcon from '../../../components/icons/PersonOutlineOutlined.tsx';
import SettingsOutlinedIcon from '../../../components/icons/SettingsOutlined.tsx';
import TelegramIcon from '../../../components/icons/Telegram.tsx';
import TuneIcon from '../../../components/icons/Tune.tsx';
import { useSignOut } from '../../../features/auth/api/logout.ts';
import { initials } from '../../../lib/initials.ts';
import { useSession } from '../../../lib/use-session.ts';
import { href } from '../../../routing/href.ts';

/** The user profile menu: who is signed in, with which role; layout settings; sign out. */
export function UserMenu({ onCustomize }: { onCustomize: () => void }) {
  const { t } = useTranslation();
  const { userData } = useSession();
  const signOut = useSignOut();
  const ability = useAbility<AppAbility>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const name = userData?.name ?? '';
  const kind = userData?.role?.kind ?? 'advertiser';

  const avatar = (size: number) => (
    <Badge
      overlap="circular"
      variant="dot"
      color="success"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ '& .MuiBadge-badge': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}` } }}
    >
      <Avatar
        sx={{
          width: size,
          height: size,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: size * 0.4,
          fontWeight: 600,
        }}
      >
        {initials(name)}
      </Avatar>
    </Badge>
  );

  return (
    <>
      <IconButton
        // The name starts with the initials the button shows (WCAG 2.5.3, axe's label-content-name-mismatch).
        aria-label={t('user.menuButton', { initials: initials(name), name })}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="user-menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5, borderRadius: '50%' }}
      >
        {avatar(36)}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } }, list: { 'aria-label': t('user.menu') } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
          {avatar(40)}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap data-testid="user-name">
              {name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap data-testid="user-role">
              {userData?.role?.name}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ px: 2, pb: 1.5, display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={kind === 'platform' ? 'info' : 'primary'}
            variant="outlined"
            label={t(`user.kind.${kind}`)}
          />
          {userData?.role?.is_administrator ? (
            <Chip size="small" variant="outlined" label={t('user.administrator')} />
          ) : null}
          {userData?.impersonated ? (
            <Chip size="small" color="warning" label={t('user.impersonated')} />
          ) : null}
        </Box>
        <Divider />
        {userData?.id ? (
          <MenuItem
            component={RouterLink}
            to={href('user-profile', { id: userData.id })}
            data-testid="profile-link"
            onClick={() => setAnchor(null)}
            sx={{ py: 1.25 }}
          >
            <ListItemIcon>
              <PersonOutlineIcon fontSize="small" />
            </ListItemIcon>
            {t('profile.openProfile')}
          </MenuItem>
        ) : null}
        <MenuItem
          component={RouterLink}
          to={href('setting')}
          data-testid="settings-link"
          onClick={() => setAnchor(null)}
          sx={{ py: 1.25 }}
        >
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('user.settings')}
        </MenuItem>
        {ability.can('read', 'Telegram') ? (
          <MenuItem
            component={RouterLink}
            to={href('telegram')}
            data-testid="telegram-link"
            onClick={() => setAnchor(null)}
            sx={{ py: 1.25 }}
          >
            <ListItemIcon>
              <TelegramIcon fontSize="small" />
            </ListItemIcon>
            {t('telegram.title')}
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onCustomize();
          }}
          sx={{ py: 1.25 }}
        >
          <ListItemIcon>
            <TuneIcon fontSize="small" />
          </ListItemIcon>
          {t('user.customize')}
        </MenuItem>
        <Divider />
        <MenuItem
          data-testid="logout"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setAnchor(null);
            await signOut();
          }}
          sx={{ py: 1.25, color: 'toneText.error' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('user.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
