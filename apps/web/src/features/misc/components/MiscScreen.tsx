import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The shared look of the not-found and not-authorized screens. */
export function MiscScreen({
  code,
  title,
  message,
  actionLabel,
  actionTo,
  embedded,
}: {
  code: string;
  title: string;
  message: string;
  actionLabel: string;
  actionTo: string;
  embedded: boolean;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="misc-title"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: embedded ? 8 : 4,
        px: 2,
        maxWidth: 560,
        mx: 'auto',
      }}
    >
      <Typography
        aria-hidden="true"
        sx={(theme) => ({
          fontSize: { xs: '5rem', sm: '6.5rem' },
          fontWeight: 700,
          lineHeight: 1,
          letterSpacing: '-0.04em',
          background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${alpha(theme.palette.primary.main, 0.45)} 100%)`,
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        {code}
      </Typography>
      <Typography id="misc-title" variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{message}</Typography>
      <Button component={RouterLink} to={actionTo} variant="contained" size="large">
        {actionLabel}
      </Button>
    </Box>
  );
}
