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

  // The primary red as text and icons (sx `color: 'primaryText'`): #ed0000 in light, a lighter red in dark,
  // where #ed0000 lacks contrast on the surfaces.
  interface Palette {
    primaryText: string;
  }
  interface PaletteOptions {
    primaryText?: string;
  }
}
