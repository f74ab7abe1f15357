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
}
