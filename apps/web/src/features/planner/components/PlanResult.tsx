import { compareUsdt, type Plan } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AddIcon from '../../../components/icons/Add.tsx';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { priceUnit } from './AdTypeToggle.tsx';

/** beats_share (a fraction 0–1) as a percentage. */
export function sharePercent(share: number): number {
  return Math.max(0, Math.min(100, share * 100));
}

type PointLabel = 'defaultMin' | 'advice' | 'top';

/** Which price points of the landscape these are: the default minimum, the advice, the top of the market. */
function labelsOf(plan: Plan, bid: string, index: number): PointLabel[] {
  const labels: PointLabel[] = [];
  if (compareUsdt(bid, plan.default_min) === 0) labels.push('defaultMin');
  if (compareUsdt(bid, plan.advice_price) === 0) labels.push('advice');
  if (labels.length === 0 && plan.competitors > 0 && index === plan.landscape.length - 1) labels.push('top');
  return labels;
}

function StatTile({
  label,
  value,
  hint,
  testId,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId: string;
  strong?: boolean;
}) {
  const theme = useTheme();
  return (
    <Box
      sx={{
        height: '100%',
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: strong ? alpha(theme.palette.primary.main, 0.4) : 'divider',
        bgcolor: strong
          ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.14 : 0.05)
          : 'transparent',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'h4' : 'h6'}
        component="p"
        data-testid={testId}
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', mt: 0.5, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      {hint ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.25 }}>
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A plan: what the budget buys at the advice price, the competition, and the price landscape. */
export function PlanResult({ plan, onAdd, canAdd }: { plan: Plan; onAdd: () => void; canAdd: boolean }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const number = { format: (value: number) => formatCount(value, i18n.language) };
  const percent = { format: (value: number) => formatCount(value, i18n.language, 0) };
  const unit = priceUnit(plan.type);
  const units = (count: number) => t(`planner.units.${plan.unit}`, { count, value: number.format(count) });
  const maxUnits = Math.max(1, ...plan.landscape.map((point) => point.estimated_units));
  const usd = (value: string) => `${formatMoney(value)} USDT`;

  return (
    <Box data-testid="plan-result">
      <Typography sx={{ mb: 2.5 }} data-testid="plan-summary">
        {t(`planner.summary.${plan.unit}`, {
          budget: usd(plan.budget),
          units: number.format(plan.estimated_units),
          advice: usd(plan.advice_price),
          unit,
        })}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatTile
            strong
            label={t(`planner.stats.units.${plan.unit}`)}
            value={number.format(plan.estimated_units)}
            hint={t('planner.stats.unitsHint', { budget: usd(plan.budget) })}
            testId="plan-units"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatTile
            strong
            label={t('planner.stats.advice', { unit })}
            value={usd(plan.advice_price)}
            hint={
              plan.competitors > 0
                ? t('planner.landscape.beatsLabel', {
                    share: percent.format(sharePercent(plan.advice_beats_share)),
                  })
                : t('planner.stats.rangeNone')
            }
            testId="plan-advice"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 4 }}>
          <StatTile
            label={t('planner.stats.cost')}
            value={usd(plan.estimated_cost)}
            hint={t('planner.stats.costHint')}
            testId="plan-cost"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 4 }}>
          <StatTile
            label={t('planner.stats.range', { unit })}
            value={
              plan.competitors > 0 && plan.max_bid
                ? `${formatMoney(plan.min_bid)} – ${formatMoney(plan.max_bid)} USDT`
                : '—'
            }
            hint={plan.competitors > 0 ? t('planner.stats.rangeHint') : t('planner.stats.rangeNone')}
            testId="plan-range"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 4 }}>
          <StatTile
            label={t('planner.stats.competitors')}
            value={number.format(plan.competitors)}
            hint={t('planner.stats.competitorsHint')}
            testId="plan-competitors"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 4 }}>
          <StatTile
            label={t('planner.stats.defaultMin', { unit })}
            value={usd(plan.default_min)}
            hint={t('planner.stats.defaultMinHint')}
            testId="plan-default-min"
          />
        </Grid>
      </Grid>

      <Typography variant="h6" component="h3" sx={{ mt: 4, mb: 0.5 }}>
        {t('planner.landscape.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('planner.landscape.subtitle', { budget: usd(plan.budget) })}
      </Typography>
      {/* Scrolls sideways on phones: a named region the keyboard reaches (axe: scrollable-region-focusable). */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={t('planner.landscape.title')}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        {/* On a phone the three columns share the width (tighter cells) instead of scrolling sideways. */}
        <Table
          size="small"
          sx={{ minWidth: { sm: 560 }, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
          aria-label={t('planner.landscape.title')}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('planner.landscape.bid', { unit })}</TableCell>
              <TableCell sx={{ width: '38%' }}>{t('planner.landscape.beats')}</TableCell>
              <TableCell sx={{ width: '38%' }}>{t(`planner.landscape.units.${plan.unit}`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.landscape.map((point, index) => {
              const labels = labelsOf(plan, point.bid, index);
              const share = sharePercent(point.beats_share);
              const advice = labels.includes('advice');
              return (
                <TableRow
                  key={point.bid}
                  data-testid="plan-landscape-row"
                  sx={advice ? { bgcolor: alpha(theme.palette.primary.main, 0.06) } : undefined}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {usd(point.bid)}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                      {labels.map((label) => (
                        <Chip
                          key={label}
                          size="small"
                          variant={label === 'advice' ? 'filled' : 'outlined'}
                          color={label === 'advice' ? 'primary' : 'default'}
                          label={t(`planner.landscape.points.${label}`)}
                        />
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Bar
                      value={share}
                      text={`${percent.format(share)}%`}
                      label={t('planner.landscape.beatsLabel', { share: percent.format(share) })}
                      color="info"
                    />
                  </TableCell>
                  <TableCell>
                    <Bar
                      value={(point.estimated_units / maxUnits) * 100}
                      text={number.format(point.estimated_units)}
                      label={units(point.estimated_units)}
                      color="success"
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
        {t('planner.landscape.note')}
      </Typography>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: 3,
          pt: 3,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 280px' }}>
          {t('planner.addHint')}
        </Typography>
        {canAdd ? (
          <Button
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
            onClick={onAdd}
            data-testid="plan-add"
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {t('planner.add')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/** An inline bar with its figure, read out as one sentence. */
function Bar({
  value,
  text,
  label,
  color,
}: {
  value: number;
  text: string;
  label: string;
  color: 'info' | 'success';
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, value))}
        color={color}
        aria-label={label}
        sx={{ flex: 1, height: 10, borderRadius: 5 }}
      />
      <Typography
        variant="body2"
        aria-hidden="true"
        sx={{ minWidth: 56, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}
      >
        {text}
      </Typography>
    </Box>
  );
}
