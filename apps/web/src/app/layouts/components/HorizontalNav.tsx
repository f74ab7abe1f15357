import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { type ReactNode, type Ref, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import ExpandMoreIcon from '../../../components/icons/ExpandMore.tsx';
import MoreHorizIcon from '../../../components/icons/MoreHoriz.tsx';
import { PRIMARY } from '../../../lib/theme/theme.ts';
import {
  HORIZONTAL_NAV_POPOVER_OFFSET,
  isMenuItemActive,
  type NavGroupItem,
  type NavItem,
  type NavLinkItem,
} from '../../navigation.ts';
import { NAV_ICONS } from './NavIcons.tsx';
import { fittingCount } from './nav-overflow.ts';

const activeSx = {
  color: '#fff',
  background: `linear-gradient(270deg, ${alpha(PRIMARY, 0.7)} 0%, ${PRIMARY} 100%)`,
  boxShadow: `0 2px 6px ${alpha(PRIMARY, 0.3)}`,
  '&:hover': { background: `linear-gradient(270deg, ${alpha(PRIMARY, 0.75)} 0%, ${PRIMARY} 100%)` },
};

/** Every button of the bar keeps its width: a label never runs into its icon or past its end. */
const buttonSx = { px: 1.75, py: 1, flexShrink: 0, whiteSpace: 'nowrap' } as const;

/** A bar button's look: the active one filled with the primary gradient. */
const barButtonSx = (active: boolean) => ({
  ...buttonSx,
  color: active ? '#fff' : 'text.primary',
  ...(active ? activeSx : {}),
});

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
      data-nav-item=""
      sx={barButtonSx(active)}
    >
      {t(item.titleKey)}
    </Button>
  );
}

/**
 * A bar button that opens a list of links below it (a popper, not a modal: the bar stays usable). The list gets a
 * `close` to call when a link is chosen; a click away or a second click on the button closes it too.
 */
function BarMenuButton({
  label,
  icon,
  active,
  placement,
  buttonProps,
  paperSx,
  listTestId,
  children,
}: {
  label: string;
  icon: ReactNode;
  active: boolean;
  placement: 'bottom-start' | 'bottom-end';
  buttonProps: Record<`data-${string}`, string>;
  paperSx: SxProps<Theme>;
  listTestId?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        startIcon={icon}
        endIcon={<ExpandMoreIcon />}
        {...buttonProps}
        sx={barButtonSx(active)}
      >
        {label}
      </Button>
      <Popper
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        placement={placement}
        modifiers={[{ name: 'offset', options: { offset: [0, HORIZONTAL_NAV_POPOVER_OFFSET] } }]}
        sx={{ zIndex: (theme) => theme.zIndex.appBar + 1 }}
      >
        <ClickAwayListener onClickAway={close}>
          <Paper sx={paperSx}>
            <MenuList autoFocusItem data-testid={listTestId}>
              {children(close)}
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}

function GroupButton({ item, pathname }: { item: NavGroupItem; pathname: string }) {
  const { t } = useTranslation();
  const Icon = NAV_ICONS[item.icon];
  return (
    <BarMenuButton
      label={t(item.titleKey)}
      icon={<Icon />}
      active={isMenuItemActive(item, pathname)}
      placement="bottom-start"
      buttonProps={{ 'data-nav-item': '' }}
      paperSx={{ minWidth: 220, borderRadius: 2.5, boxShadow: 8 }}
    >
      {(close) =>
        item.children.map((child) => (
          <MenuItem
            key={child.to}
            component={NavLink}
            to={child.to}
            selected={isMenuItemActive(child, pathname)}
            onClick={close}
          >
            {t(child.titleKey)}
          </MenuItem>
        ))
      }
    </BarMenuButton>
  );
}

/**
 * "More": the items that do not fit on the bar, in order; a group's links under its title. It reads as active
 * when the page shown is one of them.
 */
function MoreButton({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const { t } = useTranslation();
  return (
    <BarMenuButton
      label={t('nav.more')}
      icon={<MoreHorizIcon />}
      active={items.some((item) => isMenuItemActive(item, pathname))}
      placement="bottom-end"
      buttonProps={{ 'data-testid': 'nav-more' }}
      paperSx={{ minWidth: 240, maxHeight: '70vh', overflowY: 'auto', borderRadius: 2.5, boxShadow: 8 }}
      listTestId="nav-more-menu"
    >
      {(close) =>
        items.flatMap((item) =>
          item.kind === 'group'
            ? [
                <ListSubheader key={item.key} data-nav-more-group="" sx={{ lineHeight: 2.5 }}>
                  {t(item.titleKey)}
                </ListSubheader>,
                ...item.children.map((child) => (
                  <MoreLink key={child.to} item={child} pathname={pathname} onClick={close} inset />
                )),
              ]
            : [<MoreLink key={item.to} item={item} pathname={pathname} onClick={close} />],
        )
      }
    </BarMenuButton>
  );
}

function MoreLink({
  item,
  pathname,
  onClick,
  inset = false,
}: {
  item: NavLinkItem;
  pathname: string;
  onClick: () => void;
  inset?: boolean;
}) {
  const { t } = useTranslation();
  const Icon = NAV_ICONS[item.icon];
  const active = isMenuItemActive(item, pathname);
  return (
    <MenuItem
      component={NavLink}
      to={item.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
      sx={inset ? { pl: 4 } : undefined}
    >
      {inset ? null : (
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
      )}
      {t(item.titleKey)}
    </MenuItem>
  );
}

/** Space between the bar's buttons, in px (MUI spacing 1). */
const GAP = 8;

/**
 * The horizontal navigation bar (lg and up). The items that fit at this width and in this language stay on
 * the bar; the rest go, in order, into "More". The widths come from a hidden copy of the bar (the same
 * buttons, measured whole), read again whenever the bar or the copy changes size (window, language, fonts).
 */
export function HorizontalNav({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(items.length);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      setFitting(fittingCount(widths, more, GAP, nav.clientWidth));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, []);

  const shown = items.slice(0, fitting);
  const overflow = items.slice(fitting);
  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label={t('nav.mainMenu')}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: `${GAP}px`,
        py: 1,
        minWidth: 0,
      }}
    >
      {shown.map((item) =>
        item.kind === 'group' ? (
          <GroupButton key={item.key} item={item} pathname={pathname} />
        ) : (
          <LinkButton key={item.to} item={item} pathname={pathname} />
        ),
      )}
      {overflow.length > 0 ? <MoreButton items={overflow} pathname={pathname} /> : null}
      <MeasuringCopy ref={measureRef} items={items} />
    </Box>
  );
}

/**
 * The bar's buttons as they would be drawn, out of sight and out of reach (no links, inert): what the bar
 * measures to know how many fit. The last one is "More".
 */
function MeasuringCopy({ ref, items }: { ref: Ref<HTMLDivElement>; items: NavItem[] }) {
  const { t } = useTranslation();
  // A box of no size that clips: the copy, as wide as its content, never widens the bar (nor makes it scroll).
  return (
    <Box
      aria-hidden="true"
      inert
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: 0,
        height: 0,
        overflow: 'hidden',
        visibility: 'hidden',
      }}
    >
      <Box ref={ref} sx={{ display: 'flex', width: 'max-content', pointerEvents: 'none' }}>
        {items.map((item) => {
          const Icon = NAV_ICONS[item.icon];
          return (
            <Button
              key={item.kind === 'group' ? item.key : item.to}
              component="span"
              tabIndex={-1}
              startIcon={<Icon />}
              endIcon={item.kind === 'group' ? <ExpandMoreIcon /> : undefined}
              sx={buttonSx}
            >
              {t(item.titleKey)}
            </Button>
          );
        })}
        <Button
          component="span"
          tabIndex={-1}
          startIcon={<MoreHorizIcon />}
          endIcon={<ExpandMoreIcon />}
          sx={buttonSx}
        >
          {t('nav.more')}
        </Button>
      </Box>
    </Box>
  );
}
