import { POPUP_PAGES, type PopupDetail } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import ArrowForwardIcon from '../../../components/icons/ArrowForward.tsx';
import OpenInNewIcon from '../../../components/icons/OpenInNew.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { RichTextView } from '../../../components/rich-text/RichTextView.tsx';
import { formatDate } from '../../../lib/format.ts';
import { HttpError } from '../../../lib/http.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { homePath, href } from '../../../routing/href.ts';
import { usePopupDetail } from '../api/get-popup-detail.ts';
import { popupPageKey } from '../popup-format.ts';
import { popupTarget } from '../popup-target.ts';

/** /popup/detail/{id} (public, spec §2): one popup's topic, image, date and text. */
export default function PopupDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { accessToken, userData } = useSession();
  const detail = usePopupDetail(id);
  useDocumentTitle(detail.data?.topic ?? t('popups.detail.title'));
  const back = accessToken ? homePath(userData?.role?.kind) : href('login');

  return (
    <Box sx={{ width: '100%', maxWidth: 880, mx: 'auto' }}>
      {detail.isPending ? (
        <Box role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="text" width="60%" height={48} />
          <Skeleton variant="rounded" height={360} sx={{ mt: 2 }} />
        </Box>
      ) : detail.isError ? (
        <>
          <PageHeader title={t('popups.detail.title')} />
          {detail.error instanceof HttpError && detail.error.status === 404 ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" component={RouterLink} to={back}>
                  {accessToken ? t('popups.detail.home') : t('popups.detail.signIn')}
                </Button>
              }
            >
              {t('popups.detail.notFound')}
            </Alert>
          ) : (
            <RetryAlert onRetry={() => detail.refetch()}>{t('popups.detail.fetchFailed')}</RetryAlert>
          )}
        </>
      ) : (
        <Detail popup={detail.data} back={back} signedIn={Boolean(accessToken)} />
      )}
    </Box>
  );
}

function Detail({ popup, back, signedIn }: { popup: PopupDetail; back: string; signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const target = popupTarget(popup, POPUP_PAGES);
  return (
    <>
      <PageHeader
        title={popup.topic}
        subtitle={
          <Box component="time" dateTime={popup.date}>
            {formatDate(popup.date, i18n.language)}
          </Box>
        }
        actions={
          <Button component={RouterLink} to={back} variant="contained">
            {signedIn ? t('popups.detail.home') : t('popups.detail.signIn')}
          </Button>
        }
      />
      <Card>
        <Box
          component="img"
          src={popup.image}
          alt={popup.topic}
          width={popup.image_width}
          height={popup.image_height}
          sx={{ display: 'block', width: '100%', height: 'auto' }}
        />
        {popup.body_html || target.kind !== 'none' ? (
          <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
            {popup.body_html ? <RichTextView html={popup.body_html} /> : null}
            {target.kind === 'url' ? (
              <Box>
                <Button
                  variant="contained"
                  href={target.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewIcon />}
                >
                  {t('popups.detail.open')}
                </Button>
              </Box>
            ) : null}
            {target.kind === 'page' && popup.system_page ? (
              <Box>
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={target.to}
                  endIcon={<ArrowForwardIcon />}
                >
                  {t('popups.detail.goTo', { page: t(popupPageKey(popup.system_page)) })}
                </Button>
              </Box>
            ) : null}
          </CardContent>
        ) : null}
      </Card>
    </>
  );
}
