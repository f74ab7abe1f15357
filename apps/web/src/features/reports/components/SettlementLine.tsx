import type { DayExpenseDetail } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../lib/money.ts';
import { href } from '../../../routing/href.ts';

/**
 * How the day reached the balance: the statement's expense row that booked it, not yet (it settles after the
 * platform's midnight, once void clicks are out), or nothing to book.
 */
export function SettlementLine({ detail }: { detail: DayExpenseDetail }) {
  const { t } = useTranslation();
  const { settlement } = detail;
  if (settlement) {
    return (
      <Alert severity="success" data-testid="day-settlement">
        <Trans
          i18nKey="reports.day.settled"
          values={{ amount: formatMoney(settlement.amount) }}
          components={{
            statement: (
              <Link
                component={RouterLink}
                to={href('statement-detail', { id: settlement.statement_id })}
                color="inherit"
                underline="always"
                sx={{ fontWeight: 600 }}
                data-testid="day-settlement-link"
              />
            ),
          }}
        />
      </Alert>
    );
  }
  const charged = detail.day.total_expense !== '0' && formatMoney(detail.day.total_expense) !== '0.00';
  return (
    <Alert severity="info" data-testid="day-settlement">
      {charged ? t('reports.day.notSettled') : t('reports.day.nothingToSettle')}
    </Alert>
  );
}
