import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import AddIcon from '../../../components/icons/Add.tsx';
import CampaignOutlinedIcon from '../../../components/icons/CampaignOutlined.tsx';
import { href } from '../../../routing/href.ts';

/** No ad yet: what an ad is here, in three steps, and the way to create the first one. */
export function FirstAdInvite({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="ads-first"
      sx={{ px: { xs: 2.5, sm: 6 }, py: { xs: 5, sm: 8 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          mx: 'auto',
          mb: 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          color: 'primaryText',
        }}
      >
        <CampaignOutlinedIcon sx={{ fontSize: 40 }} />
      </Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('ad.first.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('ad.first.text')}</Typography>
      <Box
        component="ol"
        sx={{
          textAlign: 'start',
          display: 'inline-flex',
          flexDirection: 'column',
          gap: 0.75,
          m: 0,
          mb: 3,
          pl: 2.5,
          color: 'text.secondary',
        }}
      >
        <li>{t('ad.first.step1')}</li>
        <li>{t('ad.first.step2')}</li>
        <li>{t('ad.first.step3')}</li>
      </Box>
      {canCreate ? (
        <Box>
          <Button
            component={RouterLink}
            to={href('advertisement-add')}
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
            data-testid="ad-create-first"
          >
            {t('ad.first.action')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
