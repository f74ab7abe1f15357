import '@mui/material/styles';

// Breakpoints of spec §9: xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560.
declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xs: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
    xxl: true;
  }

  // The primary red as text and icons (sx `color: 'primaryText'`): a little darker than #ed0000 in light, lighter
  // in dark, where #ed0000 lacks contrast on the surfaces (lib/theme/theme.ts).
  interface Palette {
    primaryText: string;
    /** The status colours as text (sx `color: 'toneText.error'`): `*.main` reads 2–3.9:1 as text on the surfaces. */
    toneText: Record<'success' | 'warning' | 'info' | 'error', string>;
  }
  interface PaletteOptions {
    primaryText?: string;
    toneText?: Record<'success' | 'warning' | 'info' | 'error', string>;
  }
}
