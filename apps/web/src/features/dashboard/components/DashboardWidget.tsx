import type { PeriodRange, ReportPeriod } from '@adportal/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import ArrowForwardIcon from '../../../components/icons/ArrowForward.tsx';
import { PeriodSelect } from '../../../components/PeriodSelect.tsx';
import { formatRange } from './dashboard-format.ts';

type Tone = 'primary' | 'info' | 'success' | 'warning';

export interface DashboardWidgetProps {
  title: string;
  icon: ReactNode;
  tone?: Tone;
  /** The widget's own period and the days it covered (from the answer), when it has one. */
  period?: { value: ReportPeriod; onChange: (period: ReportPeriod) => void; range: PeriodRange | undefined };
  /** The report that explains the figures. */
  report?: { to: string; label: string };
  testId: string;
  /** Tables run edge to edge; figures get the card's padding. */
  flush?: boolean;
  children: ReactNode;
}

/**
 * The frame of every dashboard widget: its title (a section's heading), the days it covers, its own period
 * selector, the content, and a link to the report that explains it.
 */
export function DashboardWidget({
  title,
  icon,
  tone = 'primary',
  period,
  report,
  testId,
  flush = false,
  children,
}: DashboardWidgetProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const titleId = useId();
  const color = theme.palette[tone].main;
  const range = period?.range
    ? formatRange(period.range, i18n.language, (to) => t('dashboardReports.range.until', { to }))
    : null;

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 2, sm: 2.5 },
          pt: 2.5,
          pb: 2,
        }}
      >
        <Avatar
          variant="rounded"
          aria-hidden="true"
          sx={{ bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.2 : 0.12), color, borderRadius: 2 }}
        >
          {icon}
        </Avatar>
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          {range ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid={`${testId}-range`}>
              {range}
            </Typography>
          ) : null}
        </Box>
        {period ? (
          <PeriodSelect value={period.value} onChange={period.onChange} testId={`${testId}-period`} />
        ) : null}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, ...(flush ? {} : { px: { xs: 2, sm: 2.5 }, pb: 2.5 }) }}>
        {children}
      </Box>
      {report ? (
        <>
          <Divider />
          <Box sx={{ px: 1.5, py: 1, display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              component={RouterLink}
              to={report.to}
              size="small"
              endIcon={<ArrowForwardIcon />}
              data-testid={`${testId}-report`}
            >
              {report.label}
            </Button>
          </Box>
        </>
      ) : null}
    </Card>
  );
}
