import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import SupervisorAccountOutlinedIcon from '../../../components/icons/SupervisorAccountOutlined.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { session } from '../../../lib/session.ts';
import { STORAGE_KEYS, storage } from '../../../lib/storage.ts';
import { useSession } from '../../../lib/use-session.ts';
import { href } from '../../../routing/href.ts';
import { logout } from '../../auth/index.ts';

/**
 * On every page of a session an operator opened as the user (login by token): who is signed in as whom,
 * and the way back — the operator's own session when they opened the link in this browser, else the end
 * of this one.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  if (!userData?.impersonated) return null;

  const operatorKept = storage.getJson<unknown>(STORAGE_KEYS.operatorSession, null) !== null;
  const leave = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // The impersonated session is left in this browser whatever the server answered.
    }
    queryClient.clear();
    if (session.returnToOperatorSession()) {
      // A fresh page load: the operator's shell starts clean, no advertiser route or cache in between.
      window.location.assign(href('ops-users'));
      return;
    }
    session.logout();
    await navigate(href('login'), { replace: true });
  };

  const operator = userData.impersonator;
  return (
    <Alert
      severity="warning"
      icon={<SupervisorAccountOutlinedIcon />}
      role="status"
      data-testid="impersonation-banner"
      sx={{ mb: 3, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        <Box component="span" sx={{ flex: '1 1 320px', overflowWrap: 'anywhere' }}>
          {operator
            ? t('impersonation.banner', {
                operator: operator.name,
                operatorEmail: operator.email,
                user: userData.name,
                email: userData.email,
              })
            : t('impersonation.bannerUnknown', { user: userData.name, email: userData.email })}
        </Box>
        <PendingButton
          variant="outlined"
          color="inherit"
          size="small"
          pending={leaving}
          onClick={leave}
          data-testid="impersonation-leave"
        >
          {operatorKept ? t('impersonation.back') : t('impersonation.end')}
        </PendingButton>
      </Box>
    </Alert>
  );
}
