import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { initials } from '../../../lib/initials.ts';
import { useSession } from '../../../lib/use-session.ts';

/** The signed-in user: name, email, role, and whether an operator is acting as them. */
export function ProfileCard() {
  const { t } = useTranslation();
  const { userData } = useSession();
  if (!userData) return null;
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
          py: 4,
        }}
      >
        <Avatar
          sx={{
            width: 72,
            height: 72,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '1.5rem',
            fontWeight: 600,
          }}
        >
          {initials(userData.name)}
        </Avatar>
        <Box>
          <Typography variant="h5" component="h2">
            {userData.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {userData.email}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={`${t('dashboard.profile.role')}: ${userData.role.name}`}
          />
          <Chip size="small" variant="outlined" label={t(`user.kind.${userData.role.kind}`)} />
          {userData.impersonated ? (
            <Chip size="small" color="warning" label={t('user.impersonated')} />
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
