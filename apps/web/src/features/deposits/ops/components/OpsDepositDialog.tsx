import type { Deposit } from '@adportal/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DialogFrame } from '../../../../components/DialogFrame.tsx';
import { href } from '../../../../routing/href.ts';
import { DepositFacts } from '../../components/DepositFacts.tsx';
import { DepositStatusChip } from '../../components/DepositStatusChip.tsx';

/**
 * One deposit of the operators' list opened: every fact of it, its advertiser (with the way to the advertiser's
 * ledger), and the confirm / reject of a manual deposit still open when the operator may decide.
 */
export function OpsDepositDialog({
  deposit,
  decide,
  onClose,
}: {
  deposit: Deposit;
  /** Confirm and reject, when this deposit can still be decided by this operator. */
  decide?: (action: 'confirm' | 'reject') => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const advertiser = {
    label: t('deposit.columns.advertiser'),
    value: (
      <Link component={RouterLink} to={href('ops-advertiser-ledger', { id: deposit.advertiser_id })}>
        {deposit.advertiser_name ?? deposit.advertiser_id}
      </Link>
    ),
    testId: 'ops-deposit-advertiser',
  };
  return (
    <DialogFrame
      title={t('opsDeposits.detailTitle', { reference: deposit.reference })}
      titleAside={<DepositStatusChip status={deposit.status} />}
      onClose={onClose}
      maxWidth="sm"
      fullScreenBelow="sm"
      testId="ops-deposit-dialog"
      actions={
        decide ? (
          <>
            <Button color="error" variant="outlined" onClick={() => decide('reject')}>
              {t('opsDeposits.reject')}
            </Button>
            <Button color="success" variant="contained" onClick={() => decide('confirm')}>
              {t('opsDeposits.confirm')}
            </Button>
          </>
        ) : undefined
      }
    >
      <DepositFacts deposit={deposit} before={[advertiser]} />
    </DialogFrame>
  );
}
