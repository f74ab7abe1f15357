import {
  DEPOSIT_METHODS,
  DEPOSIT_STATUSES,
  type Deposit,
  type DepositMethod,
  type DepositStatus,
} from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportMenu } from '../../../../components/ExportMenu.tsx';
import { lazyNamed } from '../../../../components/LazyNamed.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useNotice } from '../../../../lib/use-notice.ts';
import { type DepositsFilter, depositsQuery, useDeposits } from '../../api/list-deposits.ts';
import { DepositsTable, EMPTY_DEPOSITS_FILTER } from '../../components/DepositsTable.tsx';
import type { DepositDecision } from '../components/DepositDecisionDialog.tsx';
import { OpsDepositDialog } from '../components/OpsDepositDialog.tsx';

const DepositDecisionDialog = lazyNamed(
  () => import('../components/DepositDecisionDialog.tsx'),
  'DepositDecisionDialog',
);

function filterFromLink(params: URLSearchParams): DepositsFilter {
  const status = params.get('status') ?? '';
  const method = params.get('method') ?? '';
  return {
    ...EMPTY_DEPOSITS_FILTER,
    status: (DEPOSIT_STATUSES as readonly string[]).includes(status) ? (status as DepositStatus) : '',
    method: (DEPOSIT_METHODS as readonly string[]).includes(method) ? (method as DepositMethod) : '',
  };
}

/**
 * /ops/deposits (read OpsDeposit): every advertiser's deposits with the advertiser, each opening its details;
 * confirm or reject manual ones with a remark; export what the filter matches.
 */
export default function OpsDepositsPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('opsDeposits.title'));
  // The console home's queue links here with ?method=manual (and a status, if any) already chosen.
  const [params] = useSearchParams();
  const link = params.toString();
  const [filter, setFilter] = useState<DepositsFilter>(() => filterFromLink(params));
  // Following another link to this page (the menu's, a queue's) starts from that link's filter.
  useEffect(() => setFilter(filterFromLink(new URLSearchParams(link))), [link]);
  const deposits = useDeposits(filter, 'ops');
  const [deciding, setDeciding] = useState<DepositDecision | null>(null);
  const notify = useNotice(deciding !== null);
  const canDecide = ability.can('update', 'OpsDeposit');
  const [opened, setOpened] = useState<Deposit | null>(null);
  const decidable = (deposit: Deposit) =>
    canDecide &&
    deposit.method === 'manual' &&
    (deposit.status === 'waiting' || deposit.status === 'pending');

  return (
    <>
      <PageHeader
        title={t('opsDeposits.title')}
        subtitle={t('opsDeposits.subtitle')}
        actions={
          <ExportMenu path="/ops/deposits/export" query={depositsQuery(filter, false)} filename="deposits" />
        }
      />
      <DepositsTable
        filter={filter}
        onFilter={setFilter}
        query={deposits}
        searchLabel={t('opsDeposits.search')}
        extraColumn={{
          header: t('deposit.columns.advertiser'),
          cell: (deposit) => deposit.advertiser_name ?? deposit.advertiser_id,
        }}
        onOpen={setOpened}
        actions={(deposit) =>
          decidable(deposit) ? (
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
      {opened ? (
        <OpsDepositDialog
          deposit={opened}
          decide={
            decidable(opened)
              ? (action) => {
                  setOpened(null);
                  setDeciding({ deposit: opened, action });
                }
              : undefined
          }
          onClose={() => setOpened(null)}
        />
      ) : null}
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
