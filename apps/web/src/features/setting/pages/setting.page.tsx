import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { TwoFactorCard } from '../../two-factor/index.ts';

/** /setting: the signed-in user's own settings (reached from the user menu). */
export default function SettingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('setting.title'));
  return (
    <>
      <PageHeader title={t('setting.title')} subtitle={t('setting.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <TwoFactorCard />
        </Grid>
      </Grid>
    </>
  );
}
