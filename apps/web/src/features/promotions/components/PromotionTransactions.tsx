import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePromotion } from '../api/get-promotion.ts';
import { usePromotionClaims } from '../api/list-promotion-claims.ts';
import { EMPTY_CLAIMS_FILTER, type PromotionClaimsFilter } from '../api/promotion-claims-filter.ts';
import { PromotionClaimsTable } from './PromotionClaimsTable.tsx';

/**
 * The transactions (claims) of one promotion, `:id` of the route, with server-side pages and a status
 * filter; the page of both report menus (/report/promotion/{id}/transaction and
 * /report/promotions/{id}/transaction), each going back to its own report.
 */
export function PromotionTransactions({ back }: { back: Back }) {
  const { id = '' } = useParams();
  // A new promotion in the same route starts with fresh filters.
  return <Transactions key={id} id={id} back={back} />;
}

interface Back {
  to: string;
  label: string;
}

function Transactions({ id, back }: { id: string; back: Back }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PromotionClaimsFilter>({ ...EMPTY_CLAIMS_FILTER, promotionId: id });
  const claims = usePromotionClaims(filter);
  const first = claims.data?.data[0];
  // The claims name their promotion; the promotion itself is asked for only when there is no claim to read
  // (it may have ended, so a failure there is not shown).
  const promotion = usePromotion(id, claims.isSuccess && !first);
  const code = first?.promotion_code ?? promotion.data?.code;
  const name = first?.promotion_title ?? promotion.data?.title;
  const title = code ? t('promotion.transactions.titleOf', { code }) : t('promotion.transactions.title');
  useDocumentTitle(title);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={name}
        actions={
          <Button component={RouterLink} to={back.to} variant="outlined">
            {back.label}
          </Button>
        }
      />
      <PromotionClaimsTable filter={filter} onFilter={setFilter} query={claims} depositLinks label={title} />
    </>
  );
}
