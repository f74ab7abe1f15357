import type { Deposit } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import AddIcon from '../../../components/icons/Add.tsx';
import SyncIcon from '../../../components/icons/Sync.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { alertError, showToast } from '../../../lib/alerts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { type DepositsFilter, depositsQuery, useDeposits } from '../api/list-deposits.ts';
import { useRefreshGatewayMutation } from '../api/refresh-gateway.ts';
import { useCancelDepositDialog } from '../components/CancelDepositDialog.tsx';
import { DepositsTable, EMPTY_DEPOSITS_FILTER } from '../components/DepositsTable.tsx';
import { NoDepositsYet } from '../components/NoDepositsYet.tsx';

const AddDepositDialog = lazyNamed(() => import('../components/AddDepositDialog.tsx'), 'AddDepositDialog');

/** Where a new or listed deposit is followed: the provider's payment page, or the manual deposit's page. */
export function depositPath(deposit: Deposit): string {
  return deposit.method === 'crypto' && (deposit.status === 'waiting' || deposit.status === 'pending')
    ? href('payment', { ref: deposit.reference })
    : href('deposit-detail', { id: deposit.id });
}

/** /deposit: the advertiser's deposits, the add-deposit dialog, refresh of gateway data and export. */
export default function DepositsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('deposit.title'));
  const [filter, setFilter] = useState<DepositsFilter>(EMPTY_DEPOSITS_FILTER);
  // /deposit?promotion=CODE (a promotion's "Use on a deposit") opens the dialog with the code filled in;
  // /deposit?add=1 (the navbar's shortcut) opens it empty.
  const [searchParams, setSearchParams] = useSearchParams();
  const promotionCode = searchParams.get('promotion') ?? '';
  const asked = Boolean(promotionCode) || searchParams.has('add');
  const [adding, setAdding] = useState(asked && ability.can('create', 'Deposit'));
  const deposits = useDeposits(filter);
  const refresh = useRefreshGatewayMutation();
  const cancelDialog = useCancelDepositDialog();

  const refreshGateway = async () => {
    try {
      const answer = await refresh.mutateAsync();
      void showToast(t('deposit.refreshed', { count: answer.checked }));
    } catch (error) {
      alertError(error);
    }
  };

  return (
    <>
      <PageHeader
        title={t('deposit.title')}
        subtitle={t('deposit.subtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {ability.can('update', 'Deposit') ? (
              <Button
                variant="outlined"
                startIcon={<SyncIcon />}
                onClick={() => void refreshGateway()}
                disabled={refresh.isPending}
              >
                {t('deposit.refresh')}
              </Button>
            ) : null}
            <ExportMenu path="/deposits/export" query={depositsQuery(filter, false)} filename="deposits" />
            {ability.can('create', 'Deposit') ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {t('deposit.add')}
              </Button>
            ) : null}
          </Box>
        }
      />
      <DepositsTable
        filter={filter}
        onFilter={setFilter}
        query={deposits}
        onOpen={(deposit) => void navigate(depositPath(deposit))}
        noneYet={
          <NoDepositsYet onAdd={ability.can('create', 'Deposit') ? () => setAdding(true) : undefined} />
        }
        actions={
          ability.can('update', 'Deposit')
            ? (deposit) =>
                deposit.status === 'waiting' ? (
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('deposit.cancelLabel', { reference: deposit.reference })}
                    onClick={() => cancelDialog.ask(deposit)}
                  >
                    {t('deposit.detail.cancel')}
                  </Button>
                ) : null
            : undefined
        }
      />
      {cancelDialog.dialog}
      {adding ? (
        <AddDepositDialog
          promotionCode={promotionCode}
          onClose={(created) => {
            setAdding(false);
            if (asked) setSearchParams({}, { replace: true });
            if (created) void navigate(depositPath(created));
          }}
        />
      ) : null}
    </>
  );
}
