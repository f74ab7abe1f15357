import type { AdClick, Advertisement } from '@adportal/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../../components/DialogFrame.tsx';
import AdsClickOutlinedIcon from '../../../../components/icons/AdsClickOutlined.tsx';
import BlockOutlinedIcon from '../../../../components/icons/BlockOutlined.tsx';
import { lazyNamed } from '../../../../components/LazyNamed.tsx';
import { showToast } from '../../../../lib/alerts.ts';
import { AdStatusChip } from '../../components/AdStatusChip.tsx';
// The clicks table is shared with the reports (index.ts says where it lives).
import { type AdClicksFilter, AdClicksTable } from '../../index.ts';
import { useOpsAdClicks } from '../api/list-ops-ad-clicks.ts';

const VoidClickDialog = lazyNamed(() => import('./VoidClickDialog.tsx'), 'VoidClickDialog');

/**
 * One ad's clicks for operators (whole IPs), newest first, filtered by status; a charged click can be voided
 * by hand with a reason (update OpsReview), after which the page is read again.
 */
export function AdClicksDialog({
  ad,
  canVoid,
  onClose,
}: {
  ad: Advertisement;
  canVoid: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [filter, setFilter] = useState<AdClicksFilter>({ status: '', page: 1, pageSize: 10 });
  const clicks = useOpsAdClicks(ad.id, filter);
  const [voiding, setVoiding] = useState<AdClick | null>(null);

  return (
    <DialogFrame
      title={t('opsClicks.title', { name: ad.name })}
      subtitle={ad.advertiser_name ?? undefined}
      titleAside={<AdStatusChip status={ad.status} />}
      maxWidth="lg"
      fullScreenBelow="md"
      testId="ops-clicks-dialog"
      dividers
      onClose={onClose}
      contentSx={{ px: 0, pb: 0 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ px: { xs: 2, sm: 2.5 }, pb: 2 }}>
        {t('opsClicks.tableTitle')}
      </Typography>
      <AdClicksTable
        clicks={clicks}
        filter={filter}
        onFilterChange={setFilter}
        labelledBy={headingId}
        empty={
          <>
            <AdsClickOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
            <Typography sx={{ mt: 1, fontWeight: 500, color: 'text.primary' }}>
              {t('opsClicks.empty')}
            </Typography>
          </>
        }
        action={
          canVoid
            ? {
                header: t('opsClicks.actions'),
                cell: (click) =>
                  click.status === 'success' ? (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      startIcon={<BlockOutlinedIcon />}
                      onClick={() => setVoiding(click)}
                      aria-label={t('opsClicks.voidLabel', { ip: click.ip, target: click.target_name })}
                      data-testid="click-void"
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {t('opsClicks.void')}
                    </Button>
                  ) : null,
              }
            : undefined
        }
      />
      {voiding ? (
        <VoidClickDialog
          adId={ad.id}
          click={voiding}
          onClose={(done) => {
            setVoiding(null);
            if (done) void showToast(t('opsClicks.voided'));
          }}
        />
      ) : null}
    </DialogFrame>
  );
}
