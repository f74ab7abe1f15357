import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import ChevronRightIcon from '../../../components/icons/ChevronRight.tsx';
import DevicesOutlinedIcon from '../../../components/icons/DevicesOutlined.tsx';
import KeyOutlinedIcon from '../../../components/icons/KeyOutlined.tsx';
import LockOutlinedIcon from '../../../components/icons/LockOutlined.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { href } from '../../../routing/href.ts';
import { SectionCardHeader } from './SectionCardHeader.tsx';

/** The password and the signed-in devices live on the profile page: this card links there. */
export function SessionsPasswordCard({ id }: { id?: string }) {
  const { t } = useTranslation();
  const { userData } = useSession();
  if (!userData?.id) return null;
  const profile = href('user-profile', { id: userData.id });
  const links = [
    {
      key: 'password',
      icon: <KeyOutlinedIcon />,
      title: t('setting.security.password'),
      hint: t('setting.security.passwordHint'),
    },
    {
      key: 'sessions',
      icon: <DevicesOutlinedIcon />,
      title: t('setting.security.sessions'),
      hint: t('setting.security.sessionsHint'),
    },
  ];
  return (
    <Card component="section" aria-labelledby="sessions-password-title" id={id} sx={{ height: '100%' }}>
      <SectionCardHeader
        icon={<LockOutlinedIcon />}
        title={t('setting.security.title')}
        titleId="sessions-password-title"
        subtitle={t('setting.security.subtitle')}
      />
      <List sx={{ pt: 0 }}>
        {links.map((link) => (
          <ListItem key={link.key} disablePadding>
            <ListItemButton component={RouterLink} to={profile} data-testid={`setting-${link.key}-link`}>
              <ListItemIcon aria-hidden="true">{link.icon}</ListItemIcon>
              <ListItemText primary={link.title} secondary={link.hint} />
              <ChevronRightIcon aria-hidden="true" sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
