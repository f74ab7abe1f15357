import type { SessionInfo } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import ComputerOutlinedIcon from '../../../components/icons/ComputerOutlined.tsx';
import PhoneIphoneOutlinedIcon from '../../../components/icons/PhoneIphoneOutlined.tsx';
import { alertError, errorMessage, showSuccess } from '../../../lib/alerts.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSessions } from '../api/list-sessions.ts';
import { useRevokeOtherSessionsMutation } from '../api/revoke-other-sessions.ts';
import { useRevokeSessionMutation } from '../api/revoke-session.ts';
import { describeDevice } from '../device.ts';

function SessionRow({ session, onSignOut }: { session: SessionInfo; onSignOut: () => void }) {
  const { t, i18n } = useTranslation();
  const device = describeDevice(session.user_agent);
  return (
    <ListItem
      divider
      data-testid="session-row"
      secondaryAction={
        session.current ? null : (
          <Button size="small" color="error" onClick={onSignOut}>
            {t('profile.signOutSession')}
          </Button>
        )
      }
    >
      <ListItemIcon>{device.mobile ? <PhoneIphoneOutlinedIcon /> : <ComputerOutlinedIcon />}</ListItemIcon>
      <ListItemText
        primary={
          <Box
            component="span"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {device.label || t('profile.unknownDevice')}
            {session.current ? <Chip size="small" color="success" label={t('profile.thisSession')} /> : null}
            {session.impersonated ? (
              <Chip size="small" color="warning" label={t('actionLog.impersonated')} />
            ) : null}
          </Box>
        }
        secondary={t('profile.sessionDetails', {
          ip: session.ip ?? '—',
          last: formatDateTime(session.last_used_at, i18n.language),
          started: formatDateTime(session.created_at, i18n.language),
        })}
        sx={{ pr: session.current ? 0 : 10 }}
      />
    </ListItem>
  );
}

/** Where the user is signed in, with sign-out of one or all other sessions. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const one = useRevokeSessionMutation();
  const others = useRevokeOtherSessionsMutation();
  const items = sessions.data?.items ?? [];

  const signOut = async (id: string) => {
    try {
      await one.mutateAsync(id);
      await showSuccess(t('profile.sessionEnded'));
    } catch (error) {
      alertError(error);
    }
  };
  const signOutOthers = async () => {
    try {
      const { revoked } = await others.mutateAsync();
      await showSuccess(t('profile.otherSessionsEnded', { count: revoked }));
    } catch (error) {
      alertError(error);
    }
  };

  return (
    <Card component="section">
      <CardHeader
        title={t('profile.sessionsTitle')}
        subheader={t('profile.sessionsSubtitle')}
        action={
          items.length > 1 ? (
            <Button
              variant="outlined"
              color="error"
              onClick={() => void signOutOthers()}
              disabled={others.isPending}
            >
              {t('profile.signOutOthers')}
            </Button>
          ) : null
        }
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent sx={{ pt: 0 }}>
        {sessions.isError ? <Alert severity="error">{errorMessage(sessions.error)}</Alert> : null}
        <List disablePadding aria-label={t('profile.sessionsTitle')}>
          {items.map((session) => (
            <SessionRow key={session.id} session={session} onSignOut={() => void signOut(session.id)} />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
