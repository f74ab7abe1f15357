import { REPORT_PERIODS, type ReportPeriod } from '@adportal/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A period of figures (a dashboard widget's, the ad list's): all time, today, this week, this month or this year (platform days). */
export function PeriodSelect({
  value,
  onChange,
  testId,
}: {
  value: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('dashboardReports.period.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as ReportPeriod)}
      sx={{ minWidth: 136, flexShrink: 0 }}
      slotProps={{
        select: { SelectDisplayProps: { 'data-testid': testId } as never },
      }}
    >
      {REPORT_PERIODS.map((period) => (
        <MenuItem key={period} value={period}>
          {t(`dashboardReports.period.${period}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
