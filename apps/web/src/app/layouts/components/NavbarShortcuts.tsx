import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import AppsOutlinedIcon from '../../../components/icons/AppsOutlined.tsx';
import MailOutlinedIcon from '../../../components/icons/MailOutlined.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { href } from '../../../routing/href.ts';
import type { RouteName } from '../../route-types.ts';
import { routeAllowed } from './allowed-routes.ts';
import { NAV_ICONS } from './NavIcons.tsx';

/** The spec's navbar shortcuts: the common actions of an advertiser, each only when its route is allowed. */
const SHORTCUTS = [
  {
    route: 'advertisement-add',
    title: 'nav.adCreate',
    hint: 'shortcuts.createAdHint',
    icon: NAV_ICONS.adCreate,
  },
  {
    route: 'deposit',
    // Straight to the add-deposit dialog: the shortcut is the action, not the list.
    search: '?add=1',
    title: 'nav.deposit',
    hint: 'shortcuts.depositHint',
    icon: NAV_ICONS.deposit,
  },
  {
    route: 'report-day-expense',
    title: 'nav.dayExpense',
    hint: 'shortcuts.dayExpenseHint',
    icon: NAV_ICONS.dayExpense,
  },
  { route: 'statement', title: 'nav.statement', hint: 'shortcuts.statementHint', icon: NAV_ICONS.statement },
  {
    route: 'report-clicks',
    title: 'nav.clickReport',
    hint: 'shortcuts.clickReportHint',
    icon: NAV_ICONS.clickReport,
  },
  { route: 'messages', title: 'messages.title', hint: 'shortcuts.messagesHint', icon: MailOutlinedIcon },
  { route: 'tutorials', title: 'tutorials.menu', hint: 'shortcuts.tutorialsHint', icon: NAV_ICONS.tutorials },
] as const satisfies readonly {
  route: RouteName;
  search?: string;
  title: string;
  hint: string;
  icon: unknown;
}[];

/**
 * The navbar's shortcuts button: a grid of the common actions (a menu: arrows move, Enter opens, Escape closes).
 * Nothing is shown to a user who may open none of them (operators).
 */
export function NavbarShortcuts() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const kind = useSession().userData?.role?.kind;
  const menuId = useId();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shortcuts = SHORTCUTS.filter((shortcut) =>
    routeAllowed(shortcut.route, (action, subject) => ability.can(action, subject), kind),
  );
  if (shortcuts.length === 0) return null;
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={t('shortcuts.open')}>
        <IconButton
          color="inherit"
          aria-label={t('shortcuts.open')}
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="shortcuts-open"
          onClick={(event) => setAnchor(event.currentTarget)}
          // Phones have no room left in the bar; every shortcut is a page the search and the menu reach.
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <AppsOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: 360, maxWidth: 'calc(100vw - 24px)', mt: 1 },
            'data-testid': 'shortcuts-menu',
          } as never,
        }}
      >
        <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: 16 }}>
            {t('shortcuts.title')}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('shortcuts.subtitle')}
          </Typography>
        </Box>
        <MenuList
          id={menuId}
          autoFocusItem
          aria-labelledby={titleId}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', p: 0 }}
        >
          {shortcuts.map((shortcut, index) => {
            const { route, title, hint, icon: Icon } = shortcut;
            return (
              <MenuItem
                key={route}
                component={RouterLink}
                to={`${href(route)}${'search' in shortcut ? shortcut.search : ''}`}
                onClick={close}
                data-testid={`shortcut-${route}`}
                sx={{
                  flexDirection: 'column',
                  gap: 0.75,
                  py: 2,
                  px: 1.5,
                  whiteSpace: 'normal',
                  textAlign: 'center',
                  borderBottom: 1,
                  borderColor: 'divider',
                  // A line between the two columns; the last tile alone on its row spans both.
                  borderRight: index % 2 === 0 && index < shortcuts.length - 1 ? 1 : 0,
                  borderRightColor: 'divider',
                  gridColumn: index === shortcuts.length - 1 && index % 2 === 0 ? '1 / -1' : undefined,
                }}
              >
                <Avatar
                  sx={(theme) => ({
                    width: 44,
                    height: 44,
                    bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.18 : 0.1),
                    color: 'primaryText',
                  })}
                >
                  <Icon />
                </Avatar>
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {t(title)}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.3 }}>
                  {t(hint)}
                </Typography>
              </MenuItem>
            );
          })}
        </MenuList>
      </Popover>
    </>
  );
}
