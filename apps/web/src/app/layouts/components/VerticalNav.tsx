import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo.tsx';
import ChevronLeftIcon from '../../../components/icons/ChevronLeft.tsx';
import CloseIcon from '../../../components/icons/Close.tsx';
import ExpandMoreIcon from '../../../components/icons/ExpandMore.tsx';
import RadioButtonUncheckedIcon from '../../../components/icons/RadioButtonUnchecked.tsx';
import { PRIMARY, VERTICAL_NAV_COLLAPSED_WIDTH, VERTICAL_NAV_WIDTH } from '../../../lib/theme/theme.ts';
import { isMenuItemActive, type NavGroupItem, type NavItem, type NavLinkItem } from '../../navigation.ts';
import { NAV_ICONS } from './NavIcons.tsx';

interface Props {
  items: NavItem[];
  pathname: string;
  home: string;
  /** Temporary drawer (below 960 + 16 px, or horizontal navigation below lg). */
  overlay: boolean;
  open: boolean;
  onClose: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  skin: 'default' | 'bordered';
}

const activeSx = {
  color: '#fff',
  background: `linear-gradient(270deg, ${alpha(PRIMARY, 0.7)} 0%, ${PRIMARY} 100%)`,
  boxShadow: `0 2px 6px ${alpha(PRIMARY, 0.3)}`,
  '& .MuiListItemIcon-root': { color: '#fff' },
  '&:hover': { background: `linear-gradient(270deg, ${alpha(PRIMARY, 0.75)} 0%, ${PRIMARY} 100%)` },
};

function LinkEntry({
  item,
  pathname,
  collapsed,
  onNavigate,
  nested = false,
}: {
  item: NavLinkItem;
  pathname: string;
  collapsed: boolean;
  onNavigate: () => void;
  nested?: boolean;
}) {
  const { t } = useTranslation();
  const active = isMenuItemActive(item, pathname);
  const Icon = nested ? RadioButtonUncheckedIcon : NAV_ICONS[item.icon];
  const title = t(item.titleKey);
  const button = (
    <ListItemButton
      component={NavLink}
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? title : undefined}
      sx={{
        minHeight: 42,
        px: collapsed ? 1.5 : 2,
        justifyContent: collapsed ? 'center' : 'flex-start',
        mb: 0.5,
        ...(active ? activeSx : { color: 'text.primary' }),
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: active ? '#fff' : 'text.secondary' }}>
        <Icon sx={{ fontSize: nested ? 12 : 22 }} />
      </ListItemIcon>
      {collapsed ? null : (
        <ListItemText primary={title} slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500 } } }} />
      )}
    </ListItemButton>
  );
  // Each entry is an item of the menu's list (a list holds only items: axe's `list` rule).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {collapsed ? (
        <Tooltip title={title} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

function GroupEntry({
  item,
  pathname,
  collapsed,
  onNavigate,
}: {
  item: NavGroupItem;
  pathname: string;
  collapsed: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const active = isMenuItemActive(item, pathname);
  const [open, setOpen] = useState(active);
  const Icon = NAV_ICONS[item.icon];
  if (collapsed) {
    // A collapsed rail has no room for the links: the group's icon goes to its first link, lit for all of them.
    const [first, ...rest] = item.children;
    if (!first) return null;
    const siblings = rest.flatMap((child) => [child.to, ...(child.activePrefixes ?? [])]);
    return (
      <LinkEntry
        item={{
          ...first,
          titleKey: item.titleKey,
          icon: item.icon,
          activePrefixes: [...(first.activePrefixes ?? []), ...siblings],
          deeperRoutes: first.deeperRoutes?.filter((path) => !siblings.includes(path)),
        }}
        pathname={pathname}
        collapsed
        onNavigate={onNavigate}
      />
    );
  }
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        sx={{
          minHeight: 42,
          mb: 0.5,
          px: collapsed ? 1.5 : 2,
          justifyContent: collapsed ? 'center' : 'flex-start',
          bgcolor: active ? 'action.selected' : undefined,
        }}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36 }}>
          <Icon />
        </ListItemIcon>
        {collapsed ? null : (
          <>
            <ListItemText
              primary={t(item.titleKey)}
              slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500 } } }}
            />
            <ExpandMoreIcon
              fontSize="small"
              sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          </>
        )}
      </ListItemButton>
      <Collapse in={open && !collapsed} unmountOnExit>
        <List disablePadding>
          {item.children.map((child) => (
            <LinkEntry
              key={child.to}
              item={child}
              pathname={pathname}
              collapsed={false}
              onNavigate={onNavigate}
              nested
            />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

export function VerticalNav({
  items,
  pathname,
  home,
  overlay,
  open,
  onClose,
  collapsed,
  onToggleCollapsed,
  skin,
}: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isCollapsed = collapsed && !overlay;
  const width = isCollapsed ? VERTICAL_NAV_COLLAPSED_WIDTH : VERTICAL_NAV_WIDTH;
  const onNavigate = overlay ? onClose : () => {};

  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: isCollapsed ? 'center' : 'space-between',
          px: isCollapsed ? 1 : 2.5,
          minHeight: 72,
        }}
      >
        <Box
          component={RouterLink}
          to={home}
          onClick={onNavigate}
          aria-label={t('app.name')}
          sx={{ textDecoration: 'none', color: 'inherit', display: isCollapsed ? 'none' : 'block' }}
        >
          <BrandLogo />
        </Box>
        {overlay ? (
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : (
          <Tooltip title={isCollapsed ? t('nav.expand') : t('nav.collapse')} placement="right">
            <IconButton
              aria-label={isCollapsed ? t('nav.expand') : t('nav.collapse')}
              aria-pressed={isCollapsed}
              onClick={onToggleCollapsed}
              size="small"
              data-testid="nav-collapse"
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <ChevronLeftIcon
                fontSize="small"
                sx={{
                  transition: 'transform .2s',
                  transform:
                    (isCollapsed ? 'rotate(180deg)' : 'none') +
                    (theme.direction === 'rtl' ? ' scaleX(-1)' : ''),
                }}
              />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box
        component="nav"
        aria-label={t('nav.mainMenu')}
        sx={{ flex: 1, overflowY: 'auto', px: isCollapsed ? 1 : 1.75, py: 1 }}
      >
        <List disablePadding>
          {items.map((item) =>
            item.kind === 'group' ? (
              <GroupEntry
                key={item.key}
                item={item}
                pathname={pathname}
                collapsed={isCollapsed}
                onNavigate={onNavigate}
              />
            ) : (
              <LinkEntry
                key={item.to}
                item={item}
                pathname={pathname}
                collapsed={isCollapsed}
                onNavigate={onNavigate}
              />
            ),
          )}
        </List>
      </Box>
    </Box>
  );

  const paperSx = {
    width,
    boxSizing: 'border-box' as const,
    bgcolor: 'background.paper',
    borderRight: skin === 'bordered' ? `1px solid ${theme.palette.divider}` : 'none',
    boxShadow:
      skin === 'bordered'
        ? 'none'
        : theme.palette.mode === 'light'
          ? '0 2px 8px rgba(47,43,61,0.12)'
          : '0 2px 8px rgba(19,17,32,0.3)',
    transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
    overflowX: 'hidden' as const,
  };

  if (overlay) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { ...paperSx, width: VERTICAL_NAV_WIDTH } } }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Box sx={{ width, flexShrink: 0, transition: paperSx.transition }}>
      <Drawer variant="permanent" open slotProps={{ paper: { sx: paperSx } }}>
        {content}
      </Drawer>
    </Box>
  );
}
