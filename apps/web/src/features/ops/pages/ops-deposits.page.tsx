import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import {
  type DepositsFilter,
  DepositsTable,
  EMPTY_DEPOSITS_FILTER,
  useDeposits,
} from '../../deposits/index.ts';
import { type DepositDecision, DepositDecisionDialog } from '../components/DepositDecisionDialog.tsx';

/** /ops/deposits (read OpsDeposit): every advertiser's deposits; confirm or reject manual ones with a remark. */
export default function OpsDepositsPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('opsDeposits.title'));
  const [filter, setFilter] = useState<DepositsFilter>(EMPTY_DEPOSITS_FILTER);
  const deposits = useDeposits(filter, 'ops');
  const [deciding, setDeciding] = useState<DepositDecision | null>(null);
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
        <DepositDecisionDialog
          decision={deciding}
          onClose={(done) => {
            setDeciding(null);
            if (done) notify({ kind: 'success', title: t('opsDeposits.done') });
          }}
        />
      ) : null}
    </>
  );
}
