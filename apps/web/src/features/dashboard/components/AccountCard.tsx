import type { AccountOverview } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ContentCopyIcon from '../../../components/icons/ContentCopy.tsx';
import { showToast } from '../../../lib/alerts.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { FriendCodeStatus } from '../../affiliate/index.ts';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="div" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** The advertiser account: company, contact, affiliate code, member since, team size. */
export function AccountCard({
  overview,
  loading,
}: {
  overview: AccountOverview | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const advertiser = overview?.advertiser;

  const copy = async () => {
    if (!advertiser) return;
    try {
      await navigator.clipboard.writeText(advertiser.affiliate_code);
      void showToast(t('dashboard.account.codeCopied'));
    } catch {
      // Clipboard refused (insecure context): the code stays visible and selectable.
    }
  };

  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardHeader
        title={t('dashboard.account.title')}
        subheader={t('dashboard.account.subtitle')}
        slotProps={{ title: { component: 'h2' } }}
      />
      <CardContent>
        {!loading && !advertiser ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.loadError')}</Typography>
        ) : loading || !advertiser ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
            {['a', 'b', 'c', 'd', 'e', 'f'].map((slot) => (
              <Box key={slot}>
                <Skeleton width="40%" />
                <Skeleton width="70%" />
              </Box>
            ))}
          </Box>
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}
          >
            <Row label={t('dashboard.account.companyName')} testId="account-company-name">
              {advertiser.company_name}
            </Row>
            <Row label={t('dashboard.account.companyEmail')} testId="account-company-email">
              {advertiser.company_email}
            </Row>
            <Row label={t('dashboard.account.companyPhone')} testId="account-company-phone">
              {advertiser.company_phone || (
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  {t('common.notSet')}
                </Box>
              )}
            </Row>
            <Row label={t('dashboard.account.affiliateCode')}>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <Box
                  component="code"
                  data-testid="account-affiliate-code"
                  sx={{
                    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                    fontSize: '0.9375rem',
                    letterSpacing: '0.04em',
                  }}
                >
                  {advertiser.affiliate_code}
                </Box>
                <Tooltip title={t('dashboard.account.copyCode')}>
                  <IconButton
                    size="small"
                    aria-label={t('dashboard.account.copyCode')}
                    onClick={() => void copy()}
                  >
                    <ContentCopyIcon sx={{ fontSize: 16 }} />
                  </IconButton>
                </Tooltip>
              </Box>
            </Row>
            <Row label={t('friendCode.row')}>
              <FriendCodeStatus advertiserId={advertiser.id} />
            </Row>
            <Row label={t('dashboard.account.memberSince')} testId="account-member-since">
              {formatDate(advertiser.created_at, i18n.language)}
            </Row>
            <Row label={t('dashboard.account.users')} testId="account-users">
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCount(overview.users, i18n.language)}
              </Box>
            </Row>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
