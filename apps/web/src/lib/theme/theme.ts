import { alpha, createTheme, darken, type Theme } from '@mui/material/styles';
import type { ColorScheme, Skin } from './settings.ts';
import {
  alertVariants,
  readableTone,
  statusChipVariants,
  TONE_FILLS,
  TONE_MAINS,
  type Tone,
} from './tones.ts';

export const PRIMARY = '#ed0000';
/**
 * The primary red as text, outlines and indicators, ≥ 4.5:1 on the scheme's background and paper, hovered too:
 * #ed0000 reads 4.3:1 on the light background (#f8f7fa) and 2.7:1 on dark paper (#2f3349). Filled surfaces
 * (contained buttons, avatars) keep #ed0000 with white on it.
 */
// Dark: #ff7777 read 4.1:1 on a hovered row (#3a3d53), 4.3:1 on a selected one; #ff9090 reads 4.6:1.
const PRIMARY_TEXT: Record<ColorScheme, string> = { light: '#d00000', dark: '#ff9090' };

/** The status colours as text, per scheme (palette.toneText). */
function toneTexts(scheme: ColorScheme): Record<Tone, string> {
  const entries = (Object.keys(TONE_MAINS) as Tone[]).map((tone) => [
    tone,
    readableTone(scheme, TONE_MAINS[tone], tone),
  ]);
  return Object.fromEntries(entries) as Record<Tone, string>;
}

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
  const primaryText = PRIMARY_TEXT[scheme];

  return createTheme({
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    shape: { borderRadius: 8 },
    // A keyboard focus ring on every control (MUI's opt-in ring on Mui-focusVisible), in the text red: the ripple
    // alone pulses too faintly to find where the focus is (WCAG 2.4.7).
    focusVisible: { outlineColor: primaryText },
    // The layout's chrome stays under the spec's popup layer (z-index 1000 and up, features/popups); dialogs,
    // menus, snackbars and tooltips keep MUI's layers above it.
    zIndex: { mobileStepper: 900, appBar: 910, drawer: 920, fab: 930, speedDial: 930 },
    palette: {
      mode: scheme,
      primary: { main: PRIMARY, light: '#ff4d4d', dark: '#b80000', contrastText: '#ffffff' },
      primaryText,
      toneText: toneTexts(scheme),
      secondary: { main: '#808390', contrastText: '#ffffff' },
      success: { main: TONE_MAINS.success, contrastText: '#ffffff' },
      info: { main: TONE_MAINS.info, contrastText: '#ffffff' },
      warning: { main: TONE_MAINS.warning, contrastText: '#ffffff' },
      error: { main: TONE_MAINS.error, contrastText: '#ffffff' },
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
              // Text and outlined primary buttons: the text red for the label and the outline (contained ones
              // keep white on #ed0000).
              {
                props: { color: 'primary' },
                style: {
                  '--variant-textColor': primaryText,
                  '--variant-outlinedColor': primaryText,
                  '--variant-outlinedBorder': alpha(primaryText, 0.6),
                  '@media (hover: hover)': { '&:hover': { '--variant-outlinedBorder': primaryText } },
                },
              },
              // Neutral (secondary) text and outlined buttons, the dialogs' Cancel among them: the label in the
              // secondary text colour, as #808390 reads 3.8:1 on white and 3.3:1 on dark paper.
              {
                props: { color: 'secondary' },
                style: {
                  '--variant-textColor': `rgba(${rgb}, 0.7)`,
                  '--variant-outlinedColor': `rgba(${rgb}, 0.7)`,
                },
              },
              // Text and outlined status buttons (a session's sign-out, a rejection) in the readable shade.
              ...(Object.keys(TONE_MAINS) as Tone[]).map((tone) => ({
                props: { color: tone },
                style: {
                  '--variant-textColor': toneTexts(scheme)[tone],
                  '--variant-outlinedColor': toneTexts(scheme)[tone],
                  '--variant-outlinedBorder': alpha(toneTexts(scheme)[tone], 0.5),
                },
              })),
              // Contained status buttons (a delete's confirmation, the review's Approve): white on a deeper fill.
              ...(Object.keys(TONE_MAINS) as Tone[]).map((tone) => ({
                props: { variant: 'contained' as const, color: tone },
                style: {
                  '--variant-containedColor': '#ffffff',
                  '--variant-containedBg': TONE_FILLS[tone],
                  '@media (hover: hover)': {
                    '&:hover': { '--variant-containedBg': darken(TONE_FILLS[tone], 0.15) },
                  },
                },
              })),
            ],
          },
          sizeLarge: { paddingBlock: 10, fontSize: '1rem' },
        },
      },
      // The selected tab and its indicator in the text red.
      MuiTab: {
        styleOverrides: { textColorPrimary: { '&.Mui-selected': { color: primaryText } } },
      },
      MuiTabs: {
        styleOverrides: {
          indicator: {
            variants: [{ props: { indicatorColor: 'primary' }, style: { backgroundColor: primaryText } }],
          },
        },
      },
      MuiIconButton: {
        styleOverrides: { root: { borderRadius: 8 } },
      },
      // Initials on an avatar's fill (mostly the primary red) in white: MUI writes them in the background
      // colour, 4.3:1 on #ed0000 in light (#f8f7fa) and 3.2:1 in dark; white reads 4.6:1.
      MuiAvatar: {
        styleOverrides: { colorDefault: { color: '#fff' } },
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
            // A focused field's outline in the text red.
            '&.Mui-focused.MuiInputBase-colorPrimary .MuiOutlinedInput-notchedOutline': {
              borderColor: primaryText,
            },
          },
        },
      },
      // A focused field's label reads in the text red.
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-focused.MuiFormLabel-colorPrimary': { color: primaryText } } },
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
            variants: [
              {
                props: { variant: 'outlined', color: 'primary' },
                style: { color: primaryText, borderColor: alpha(primaryText, 0.6) },
              },
              ...statusChipVariants(scheme),
            ],
          },
        },
      },
      MuiAlert: {
        styleOverrides: { root: { borderRadius: 8, variants: alertVariants(scheme) } },
      },
      MuiBadge: {
        styleOverrides: { colorError: { backgroundColor: TONE_FILLS.error, color: '#ffffff' } },
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
            // A selected primary toggle reads in the text red.
            variants: [{ props: { color: 'primary' }, style: { '&.Mui-selected': { color: primaryText } } }],
          },
        },
      },
      MuiLink: {
        defaultProps: { underline: 'hover' },
        // Primary links (and their underline) in the text red; links in another colour keep it.
        styleOverrides: {
          root: {
            variants: [
              {
                props: { color: 'primary' },
                style: { color: primaryText, '--Link-underlineColor': alpha(primaryText, 0.4) },
              },
            ],
          },
        },
      },
    },
  });
}
