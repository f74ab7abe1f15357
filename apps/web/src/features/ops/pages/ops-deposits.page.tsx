import type { Deposit } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { useDecideOpsDepositMutation } from '../../deposits/api/decide-ops-deposit.ts';
import { type DepositsFilter, useDeposits } from '../../deposits/api/list-deposits.ts';
import { DepositsTable, EMPTY_DEPOSITS_FILTER } from '../../deposits/components/DepositsTable.tsx';

type Decision = { deposit: Deposit; action: 'confirm' | 'reject' };

/** /ops/deposits (read OpsDeposit): every advertiser's deposits; confirm or reject manual ones with a remark. */
export default function OpsDepositsPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('opsDeposits.title'));
  const [filter, setFilter] = useState<DepositsFilter>(EMPTY_DEPOSITS_FILTER);
  const deposits = useDeposits(filter, 'ops');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const notify = useNotice(deciding !== null);
  const canDecide = ability.can('update', 'OpsDeposit');

  return (
    <>
      <PageHeader title={t('opsDeposits.title')} subtitle={t('opsDeposits.subtitle')} />
      <DepositsTable
        filter={filter}
        onFilter={setFilter}
        query={deposits}
        actions={(deposit) =>
          canDecide &&
          deposit.method === 'manual' &&
          (deposit.status === 'waiting' || deposit.status === 'pending') ? (
            <>
              <Button
                size="small"
                color="success"
                aria-label={t('opsDeposits.confirmLabel', { reference: deposit.reference })}
                onClick={() => setDeciding({ deposit, action: 'confirm' })}
              >
                {t('opsDeposits.confirm')}
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={t('opsDeposits.rejectLabel', { reference: deposit.reference })}
                onClick={() => setDeciding({ deposit, action: 'reject' })}
              >
                {t('opsDeposits.reject')}
              </Button>
            </>
          ) : null
        }
      />
      {deciding ? (
        <DecisionDialog
          decision={deciding}
          onClose={(done) => {
            setDeciding(null);
            if (done) notify({ kind: 'success', title: t('opsDeposits.done') });
          }}
          onError={(error) => {
            setDeciding(null);
            notify({ kind: 'error', error });
          }}
        />
      ) : null}
    </>
  );
}

function DecisionDialog({
  decision,
  onClose,
  onError,
}: {
  decision: Decision;
  onClose: (done: boolean) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideOpsDepositMutation();
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);
  const { deposit, action } = decision;
  const missing = remark.trim() === '';
  const submit = async () => {
    setTouched(true);
    if (missing) return;
    try {
      await decide.mutateAsync({ id: deposit.id, action, remark: remark.trim() });
      onClose(true);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="deposit-decision-title"
    >
      <DialogTitle id="deposit-decision-title">
        {t(action === 'confirm' ? 'opsDeposits.confirmTitle' : 'opsDeposits.rejectTitle', {
          reference: deposit.reference,
        })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          {action === 'confirm'
            ? t('opsDeposits.confirmText', { amount: formatMoney(deposit.amount) })
            : t('opsDeposits.rejectText')}
        </DialogContentText>
        <TextField
          label={t('opsDeposits.remark')}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? t('validation.required') : undefined}
          multiline
          minRows={2}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="secondary" variant="outlined" onClick={() => onClose(false)}>
          {t('dialog.cancel')}
        </Button>
        <Button
          variant="contained"
          color={action === 'confirm' ? 'success' : 'error'}
          disabled={decide.isPending}
          startIcon={decide.isPending ? <CircularProgress size={18} color="inherit" /> : null}
          onClick={() => void submit()}
        >
          {t(action === 'confirm' ? 'opsDeposits.confirm' : 'opsDeposits.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
