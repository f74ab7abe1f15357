import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The centred line under the sign-in and register forms that leads to the other one ("No account? Create one"). */
export function AuthSwitchLink({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <Typography variant="body1" sx={{ textAlign: 'center', color: 'text.secondary' }}>
      {question}{' '}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 500 }}>
        {label}
      </Link>
    </Typography>
  );
}
