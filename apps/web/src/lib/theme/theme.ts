import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { ColorScheme, Skin } from './settings.ts';

export const PRIMARY = '#ed0000';
/**
 * The primary red as text, outlines and indicators on dark surfaces (contrast ≥ 4.5:1 on #2f3349), where
 * #ed0000 lacks contrast; filled surfaces (contained buttons, avatars) keep #ed0000 with white on it.
 */
const PRIMARY_ON_DARK = '#ff6b6b';

/** Breakpoints of spec §9. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Below 960 + 16 px the vertical navigation becomes an overlay (spec §1). */
export const VERTICAL_NAV_OVERLAY_BELOW = BREAKPOINTS.md + 16;
export const VERTICAL_NAV_WIDTH = 260;
export const VERTICAL_NAV_COLLAPSED_WIDTH = 76;

export const FONT_FAMILY = [
  'Inter',
  '"Noto Sans Thai"',
  '"Noto Sans SC"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

interface Surfaces {
  background: string;
  paper: string;
  text: string;
}

const SURFACES: Record<ColorScheme, Surfaces> = {
  light: { background: '#f8f7fa', paper: '#ffffff', text: '47, 43, 61' },
  dark: { background: '#25293c', paper: '#2f3349', text: '225, 222, 245' },
};

/**
 * The console theme. Skin 'default' puts shadowed cards on a tinted background; skin 'bordered'
 * swaps the background to the surface colour and replaces shadows with 1px outlines.
 */
export function createAppTheme(scheme: ColorScheme, skin: Skin, direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  const surfaces = SURFACES[scheme];
  const bordered = skin === 'bordered';
  const rgb = surfaces.text;
  const divider = `rgba(${rgb}, 0.12)`;
  const cardShadow =
    scheme === 'light' ? '0 3px 12px 0 rgba(47, 43, 61, 0.14)' : '0 3px 12px 0 rgba(19, 17, 32, 0.24)';
  const dark = scheme === 'dark';

  return createTheme({
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    shape: { borderRadius: 8 },
    // The layout's chrome stays under the spec's popup layer (z-index 1000 and up, features/popups); dialogs,
    // menus, snackbars and tooltips keep MUI's layers above it.
    zIndex: { mobileStepper: 900, appBar: 910, drawer: 920, fab: 930, speedDial: 930 },
    palette: {
      mode: scheme,
      primary: { main: PRIMARY, light: '#ff4d4d', dark: '#b80000', contrastText: '#ffffff' },
      primaryText: dark ? PRIMARY_ON_DARK : PRIMARY,
      secondary: { main: '#808390', contrastText: '#ffffff' },
      success: { main: '#28c76f', contrastText: '#ffffff' },
      info: { main: '#00bad1', contrastText: '#ffffff' },
      warning: { main: '#ff9f43', contrastText: '#ffffff' },
      error: { main: '#ff4c51', contrastText: '#ffffff' },
      background: {
        default: bordered ? surfaces.paper : surfaces.background,
        paper: surfaces.paper,
      },
      text: {
        primary: `rgba(${rgb}, 0.9)`,
        secondary: `rgba(${rgb}, 0.7)`,
        disabled: `rgba(${rgb}, 0.4)`,
      },
      divider,
      action: {
        hover: `rgba(${rgb}, 0.06)`,
        selected: `rgba(${rgb}, 0.08)`,
      },
    },
    typography: {
      fontFamily: FONT_FAMILY,
      fontSize: 14,
      h1: { fontSize: '2.875rem', fontWeight: 600, lineHeight: 1.2 },
      h2: { fontSize: '2.375rem', fontWeight: 600, lineHeight: 1.25 },
      h3: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3 },
      h4: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.35 },
      h5: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
      h6: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.45 },
      subtitle1: { fontSize: '0.9375rem', lineHeight: 1.5 },
      subtitle2: { fontSize: '0.8125rem', fontWeight: 500, lineHeight: 1.5 },
      body1: { fontSize: '0.9375rem', lineHeight: 1.55 },
      body2: { fontSize: '0.8125rem', lineHeight: 1.55 },
      button: { textTransform: 'none', fontWeight: 500, fontSize: '0.9375rem' },
      caption: { fontSize: '0.8125rem', lineHeight: 1.4 },
      overline: { fontSize: '0.75rem', fontWeight: 500, letterSpacing: '0.8px' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          body: { backgroundColor: bordered ? surfaces.paper : surfaces.background },
          '.tabular-nums': { fontVariantNumeric: 'tabular-nums' },
        },
      },
      MuiPaper: {
        styleOverrides: { root: { backgroundImage: 'none' } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: 12,
            boxShadow: bordered ? 'none' : cardShadow,
            border: bordered ? `1px solid ${divider}` : 'none',
          },
        },
      },
      MuiCardHeader: {
        styleOverrides: {
          root: { padding: '20px 24px 0' },
          title: { fontSize: '1.125rem', fontWeight: 600 },
          subheader: { fontSize: '0.8125rem', marginTop: 2 },
        },
      },
      MuiCardContent: {
        styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            borderRadius: 8,
            paddingInline: 20,
            variants: [
              {
                props: { variant: 'contained', color: 'primary' },
                style: {
                  boxShadow: bordered ? 'none' : `0 2px 6px 0 ${alpha(PRIMARY, 0.3)}`,
                  '&:hover': { boxShadow: bordered ? 'none' : `0 4px 12px 0 ${alpha(PRIMARY, 0.35)}` },
                },
              },
              // Text and outlined primary buttons on dark surfaces: the lighter red for the label and the
              // outline (contained ones keep white on #ed0000).
              ...(dark
                ? [
                    {
                      props: { color: 'primary' as const },
                      style: {
                        '--variant-textColor': PRIMARY_ON_DARK,
                        '--variant-outlinedColor': PRIMARY_ON_DARK,
                        '--variant-outlinedBorder': alpha(PRIMARY_ON_DARK, 0.6),
                        '@media (hover: hover)': {
                          '&:hover': { '--variant-outlinedBorder': PRIMARY_ON_DARK },
                        },
                      },
                    },
                  ]
                : []),
            ],
          },
          sizeLarge: { paddingBlock: 10, fontSize: '1rem' },
        },
      },
      // The selected tab and its indicator read in the lighter red on dark surfaces.
      MuiTab: {
        styleOverrides: dark ? { textColorPrimary: { '&.Mui-selected': { color: PRIMARY_ON_DARK } } } : {},
      },
      MuiTabs: {
        styleOverrides: dark
          ? {
              indicator: {
                variants: [
                  { props: { indicatorColor: 'primary' }, style: { backgroundColor: PRIMARY_ON_DARK } },
                ],
              },
            }
          : {},
      },
      MuiIconButton: {
        styleOverrides: { root: { borderRadius: 8 } },
      },
      // The scrolling box is the containing block of what it holds: a visually hidden (absolute) header
      // label must not escape it and widen the page on phones.
      MuiTableContainer: {
        styleOverrides: { root: { position: 'relative' } },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            // A focused field's outline in the lighter red on dark surfaces.
            ...(dark
              ? {
                  '&.Mui-focused.MuiInputBase-colorPrimary .MuiOutlinedInput-notchedOutline': {
                    borderColor: PRIMARY_ON_DARK,
                  },
                }
              : {}),
          },
        },
      },
      // A focused field's label reads in the lighter red on dark surfaces.
      MuiFormLabel: {
        styleOverrides: dark
          ? { root: { '&.Mui-focused.MuiFormLabel-colorPrimary': { color: PRIMARY_ON_DARK } } }
          : {},
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
      },
      MuiMenu: {
        defaultProps: { elevation: bordered ? 0 : 8 },
        styleOverrides: {
          paper: {
            borderRadius: 10,
            border: bordered ? `1px solid ${divider}` : 'none',
            boxShadow: bordered ? 'none' : cardShadow,
          },
        },
      },
      MuiPopover: {
        styleOverrides: { paper: { borderRadius: 10 } },
      },
      MuiTooltip: {
        styleOverrides: { tooltip: { fontSize: '0.8125rem', borderRadius: 6 } },
      },
      MuiChip: {
        styleOverrides: {
          root: {
            fontWeight: 500,
            borderRadius: 6,
            variants: dark
              ? [
                  {
                    props: { variant: 'outlined', color: 'primary' },
                    style: { color: PRIMARY_ON_DARK, borderColor: alpha(PRIMARY_ON_DARK, 0.6) },
                  },
                ]
              : [],
          },
        },
      },
      MuiAlert: {
        styleOverrides: { root: { borderRadius: 8 } },
      },
      MuiDrawer: {
        styleOverrides: {
          paper: { borderColor: divider },
        },
      },
      MuiListItemButton: {
        styleOverrides: { root: { borderRadius: 8 } },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: {
            textTransform: 'none',
            borderRadius: 8,
            // A selected primary toggle reads in the lighter red on dark surfaces.
            variants: dark
              ? [{ props: { color: 'primary' }, style: { '&.Mui-selected': { color: PRIMARY_ON_DARK } } }]
              : [],
          },
        },
      },
      MuiLink: {
        defaultProps: { underline: 'hover' },
        // #ed0000 is too dark for text on the dark surfaces: links (and their underline) use the lighter red.
        styleOverrides: dark
          ? { root: { color: PRIMARY_ON_DARK, '--Link-underlineColor': alpha(PRIMARY_ON_DARK, 0.4) } }
          : {},
      },
    },
  });
}
