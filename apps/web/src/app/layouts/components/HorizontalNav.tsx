import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { alpha } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PRIMARY } from '../../../lib/theme/theme.ts';
import {
  HORIZONTAL_NAV_POPOVER_OFFSET,
  isMenuItemActive,
  type NavGroupItem,
  type NavItem,
  type NavLinkItem,
} from '../../navigation.ts';
import { NAV_ICONS } from './NavIcons.tsx';

const activeSx = {
  color: '#fff',
  background: `linear-gradient(270deg, ${alpha(PRIMARY, 0.7)} 0%, ${PRIMARY} 100%)`,
  boxShadow: `0 2px 6px ${alpha(PRIMARY, 0.3)}`,
  '&:hover': { background: `linear-gradient(270deg, ${alpha(PRIMARY, 0.75)} 0%, ${PRIMARY} 100%)` },
};

function LinkButton({ item, pathname }: { item: NavLinkItem; pathname: string }) {
  const { t } = useTranslation();
  const active = isMenuItemActive(item, pathname);
  const Icon = NAV_ICONS[item.icon];
  return (
    <Button
      component={NavLink}
      to={item.to}
      aria-current={active ? 'page' : undefined}
      startIcon={<Icon />}
      sx={{
        px: 2,
        py: 1,
        color: active ? '#fff' : 'text.primary',
        whiteSpace: 'nowrap',
        ...(active ? activeSx : {}),
      }}
    >
      {t(item.titleKey)}
    </Button>
  );
}

function GroupButton({ item, pathname }: { item: NavGroupItem; pathname: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const active = isMenuItemActive(item, pathname);
  const Icon = NAV_ICONS[item.icon];
  return (
    <>
      <Button
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        startIcon={<Icon />}
        endIcon={<ExpandMoreIcon />}
        sx={{ px: 2, py: 1, color: active ? '#fff' : 'text.primary', ...(active ? activeSx : {}) }}
      >
        {t(item.titleKey)}
      </Button>
      <Popper
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        placement="bottom-start"
        modifiers={[{ name: 'offset', options: { offset: [0, HORIZONTAL_NAV_POPOVER_OFFSET] } }]}
        sx={{ zIndex: (theme) => theme.zIndex.appBar + 1 }}
      >
        <ClickAwayListener onClickAway={() => setAnchor(null)}>
          <Paper sx={{ minWidth: 220, borderRadius: 2.5, boxShadow: 8 }}>
            <MenuList autoFocusItem>
              {item.children.map((child) => (
                <MenuItem
                  key={child.to}
                  component={NavLink}
                  to={child.to}
                  selected={isMenuItemActive(child, pathname)}
                  onClick={() => setAnchor(null)}
                >
                  {t(child.titleKey)}
                </MenuItem>
              ))}
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}

/** The horizontal navigation bar (lg and up). */
export function HorizontalNav({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.mainMenu')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, overflowX: 'auto' }}
    >
      {items.map((item) =>
        item.kind === 'group' ? (
          <GroupButton key={item.key} item={item} pathname={pathname} />
        ) : (
          <LinkButton key={item.to} item={item} pathname={pathname} />
        ),
      )}
    </Box>
  );
}
