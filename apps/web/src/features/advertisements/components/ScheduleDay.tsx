import { SCHEDULE_MAX_RANGES_PER_DAY, type WEEKDAYS } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import AddIcon from '../../../components/icons/Add.tsx';
import DeleteOutlineIcon from '../../../components/icons/DeleteOutlined.tsx';
import MoreVertIcon from '../../../components/icons/MoreVert.tsx';
import { tm } from '../../../lib/i18n.ts';
import { nextRange, normaliseTime, type Range } from '../schedule-week.ts';

/** One day of the schedule: its time ranges (each removable), adding one, and the menu of copies. */
export function ScheduleDay({
  day,
  dayIndex,
  ranges,
  issues,
  canUpdate,
  onRange,
  onAdd,
  onRemove,
  onMenu,
}: {
  day: (typeof WEEKDAYS)[number];
  dayIndex: number;
  ranges: readonly Range[];
  /** Message keys by path ("week.0.1.end"). */
  issues: ReadonlyMap<string, string>;
  canUpdate: boolean;
  onRange: (index: number, patch: Partial<Range>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMenu: (anchor: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const dayIssue = issues.get(`week.${dayIndex}`);
  const canAdd = canUpdate && ranges.length < SCHEDULE_MAX_RANGES_PER_DAY && nextRange(ranges) !== null;
  return (
    <Box component="li" key={day} data-testid={`schedule-day-${day}`}>
      <Divider />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr auto', md: '120px 1fr auto' },
          gap: { xs: 1, md: 2 },
          alignItems: 'start',
          px: { xs: 2, sm: 2.5 },
          py: 1.75,
        }}
      >
        <Typography sx={{ fontWeight: 600, pt: { md: 1 } }}>{t(`schedule.days.${day}`)}</Typography>
        <Box
          sx={{
            gridColumn: { xs: '1 / -1', md: 'auto' },
            gridRow: { xs: 2, md: 'auto' },
            display: 'flex',
            flexDirection: 'column',
            gap: 1.25,
          }}
        >
          {ranges.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', pt: { md: 1 } }}>
              {t('schedule.dayOff')}
            </Typography>
          ) : null}
          {ranges.map((range, index) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity; their position is it.
              key={index}
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
            >
              <TimeField
                label={t('schedule.start')}
                value={range.start}
                disabled={!canUpdate}
                error={issues.get(`week.${dayIndex}.${index}.start`)}
                testId={`schedule-start-${day}-${index}`}
                onChange={(start) => onRange(index, { start })}
              />
              <Typography sx={{ pt: 1, color: 'text.secondary' }} aria-hidden="true">
                –
              </Typography>
              <TimeField
                label={t('schedule.end')}
                value={range.end}
                disabled={!canUpdate}
                error={issues.get(`week.${dayIndex}.${index}.end`)}
                testId={`schedule-end-${day}-${index}`}
                onChange={(end) => onRange(index, { end })}
              />
              {canUpdate ? (
                <Tooltip title={t('schedule.removeRange')}>
                  <IconButton
                    aria-label={t('schedule.removeRangeLabel', {
                      day: t(`schedule.days.${day}`),
                      start: range.start,
                      end: range.end,
                    })}
                    onClick={() => onRemove(index)}
                    data-testid={`schedule-remove-${day}-${index}`}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              ) : null}
            </Box>
          ))}
          {dayIssue ? <FormHelperText error>{tm(dayIssue)}</FormHelperText> : null}
        </Box>
        {canUpdate ? (
          <Box sx={{ display: 'flex', gap: 0.5, justifySelf: 'end' }}>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={onAdd}
              disabled={!canAdd}
              data-testid={`schedule-add-${day}`}
              aria-label={t('schedule.addRangeLabel', { day: t(`schedule.days.${day}`) })}
            >
              {t('schedule.addRange')}
            </Button>
            <Tooltip title={t('schedule.copy')}>
              <IconButton
                aria-label={t('schedule.copyLabel', { day: t(`schedule.days.${day}`) })}
                aria-haspopup="menu"
                onClick={(event) => onMenu(event.currentTarget)}
                data-testid={`schedule-copy-${day}`}
              >
                <MoreVertIcon />
              </IconButton>
            </Tooltip>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

function TimeField({
  label,
  value,
  error,
  disabled,
  testId,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  disabled: boolean;
  testId: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      placeholder="HH:MM"
      error={Boolean(error)}
      helperText={error ? tm(error) : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => onChange(normaliseTime(event.target.value))}
      sx={{ width: 112 }}
      slotProps={{
        htmlInput: { 'data-testid': testId, inputMode: 'numeric', maxLength: 5, autoComplete: 'off' },
        inputLabel: { shrink: true },
      }}
    />
  );
}
