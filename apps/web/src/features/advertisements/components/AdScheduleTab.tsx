import {
  type Advertisement,
  SCHEDULE_MAX_RANGES_PER_DAY,
  WEEKDAYS,
  ZScheduleBody,
} from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PublicIcon from '@mui/icons-material/Public';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertError, showSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-submit-error.ts';
import { tm } from '../../../lib/i18n.ts';
import { DAY_MINUTES, nowInZone, toMinutes } from '../ad-format.ts';
import { useSaveSchedule } from '../api/advertisements.ts';
import { WeekChart } from './WeekChart.tsx';

type Range = { start: string; end: string };
type Week = Range[][];

const WORKDAYS = [0, 1, 2, 3, 4];
const BUSINESS_HOURS: Range = { start: '09:00', end: '18:00' };

/** "9" → "09:00", "930" → "09:30", "9:5" → "09:05"; anything else is left as typed (validation says why). */
export function normaliseTime(value: string): string {
  const text = value.trim();
  const colon = /^(\d{1,2}):(\d{1,2})$/.exec(text);
  const bare = /^\d{1,4}$/.test(text) ? text : null;
  let hours: number;
  let minutes: number;
  if (colon) {
    hours = Number(colon[1]);
    minutes = Number(colon[2]);
  } else if (bare) {
    hours = Number(bare.length <= 2 ? bare : bare.slice(0, -2));
    minutes = bare.length <= 2 ? 0 : Number(bare.slice(-2));
  } else {
    return text;
  }
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return text;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A new range after the day's last one (09:00–18:00 on an empty day). */
function nextRange(ranges: readonly Range[]): Range | null {
  if (!ranges.length) return BUSINESS_HOURS;
  const lastEnd = Math.max(...ranges.map((range) => toMinutes(range.end) ?? 0));
  if (lastEnd >= DAY_MINUTES) return null;
  return { start: fromMinutes(lastEnd), end: fromMinutes(Math.min(DAY_MINUTES, lastEnd + 60)) };
}

/** Validation with the API's schema: each message key by its path ("week.0.1.end", "week.0", "week"). */
function scheduleIssues(enabled: boolean, week: Week): Map<string, string> {
  const result = ZScheduleBody.safeParse({ enabled, week });
  const issues = new Map<string, string>();
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!issues.has(path)) issues.set(path, issue.message);
  }
  return issues;
}

const copyWeek = (week: Week): Week => week.map((day) => day.map((range) => ({ ...range })));

/**
 * The weekly schedule (platform time zone): the week at a glance, "run only on a schedule", each day's time
 * ranges (an end may be 24:00), copying a day to the weekdays or to every day, and saving (PUT …/schedule),
 * validated with ZScheduleBody.
 */
export function AdScheduleTab({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const save = useSaveSchedule();
  const [enabled, setEnabled] = useState(ad.schedule.enabled);
  const [week, setWeek] = useState<Week>(() => copyWeek(ad.schedule.week));
  const [checked, setChecked] = useState(false);
  const [serverIssues, setServerIssues] = useState<Map<string, string>>(new Map());
  const [menu, setMenu] = useState<{ anchor: HTMLElement; day: number } | null>(null);
  const [now, setNow] = useState(() => nowInZone(ad.schedule.time_zone));
  const canUpdate = ability.can('update', 'Advertisement') && ad.status !== 'deleted';

  useEffect(() => {
    const timer = setInterval(() => setNow(nowInZone(ad.schedule.time_zone)), 30_000);
    return () => clearInterval(timer);
  }, [ad.schedule.time_zone]);

  const dirty = enabled !== ad.schedule.enabled || JSON.stringify(week) !== JSON.stringify(ad.schedule.week);
  const issues = useMemo(() => {
    const local = checked ? scheduleIssues(enabled, week) : new Map<string, string>();
    for (const [path, message] of serverIssues) if (!local.has(path)) local.set(path, message);
    return local;
  }, [checked, enabled, week, serverIssues]);

  const change = (next: Week) => {
    setWeek(next);
    setServerIssues(new Map());
  };
  const setRange = (day: number, index: number, patch: Partial<Range>) => {
    const next = copyWeek(week);
    const range = next[day]?.[index];
    if (!range) return;
    Object.assign(range, patch);
    change(next);
  };
  const addRange = (day: number) => {
    const range = nextRange(week[day] ?? []);
    if (!range) return;
    const next = copyWeek(week);
    next[day]?.push(range);
    change(next);
  };
  const removeRange = (day: number, index: number) => {
    const next = copyWeek(week);
    next[day]?.splice(index, 1);
    change(next);
  };
  const copyDay = (day: number, to: readonly number[]) => {
    const source = week[day] ?? [];
    change(
      week.map((ranges, index) => (to.includes(index) ? source.map((range) => ({ ...range })) : ranges)),
    );
  };
  const preset = (name: 'business' | 'always' | 'clear') => {
    if (name === 'business')
      change(WEEKDAYS.map((_day, index) => (WORKDAYS.includes(index) ? [{ ...BUSINESS_HOURS }] : [])));
    if (name === 'always') change(WEEKDAYS.map(() => [{ start: '00:00', end: '24:00' }]));
    if (name === 'clear') change(WEEKDAYS.map(() => []));
  };
  const toggle = (next: boolean) => {
    setEnabled(next);
    setServerIssues(new Map());
    // Turning the schedule on for an empty week starts from business hours, ready to adjust.
    if (next && week.every((day) => day.length === 0)) preset('business');
  };
  const reset = () => {
    setEnabled(ad.schedule.enabled);
    setWeek(copyWeek(ad.schedule.week));
    setChecked(false);
    setServerIssues(new Map());
  };

  const submit = async () => {
    setChecked(true);
    const parsed = ZScheduleBody.safeParse({ enabled, week });
    if (!parsed.success) return;
    try {
      await save.mutateAsync({ id: ad.id, body: parsed.data });
      setChecked(false);
      void showSuccess(t('schedule.saved'));
    } catch (error) {
      const fieldIssues = serverFieldErrors(error);
      if (fieldIssues.size) {
        setServerIssues(fieldIssues);
        return;
      }
      alertError(error);
    }
  };

  const weekIssue = issues.get('week');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Card component="section" aria-labelledby="schedule-title">
        <CardHeader
          title={t('schedule.title')}
          subheader={
            <Box component="span" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
              <PublicIcon sx={{ fontSize: 16, mt: 0.25, flexShrink: 0 }} aria-hidden="true" />
              <span data-testid="schedule-time-zone">
                {t('schedule.timeZone', {
                  zone: ad.schedule.time_zone,
                  time: now.time,
                  day: t(`schedule.days.${WEEKDAYS[now.day] ?? 'mon'}`),
                })}
              </span>
            </Box>
          }
          slotProps={{ title: { component: 'h2', variant: 'h6', id: 'schedule-title' } }}
        />
        <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <FormControlLabel
            control={
              <Switch
                checked={enabled}
                disabled={!canUpdate}
                onChange={(event) => toggle(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'schedule-enabled' } as never }}
              />
            }
            label={
              <Box>
                <Typography>{t('schedule.enabled')}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {enabled ? t('schedule.enabledHint') : t('schedule.alwaysOn')}
                </Typography>
              </Box>
            }
          />
          <WeekChart week={week} enabled={enabled} now={now} />
          {ad.schedule.enabled && enabled && !dirty ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {ad.not_serving.includes('out_of_schedule') ? t('schedule.outNow') : t('schedule.inNow')}
            </Typography>
          ) : null}
        </CardContent>
      </Card>

      {enabled ? (
        <Card component="section" aria-labelledby="schedule-days-title">
          <CardHeader
            title={t('schedule.daysTitle')}
            subheader={t('schedule.daysHint', { max: SCHEDULE_MAX_RANGES_PER_DAY })}
            slotProps={{ title: { component: 'h2', variant: 'h6', id: 'schedule-days-title' } }}
          />

          {canUpdate ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', px: { xs: 1, sm: 1.5 }, pb: 1.5 }}>
              <Button size="small" onClick={() => preset('business')} data-testid="schedule-preset-business">
                {t('schedule.presets.business')}
              </Button>
              <Button size="small" onClick={() => preset('always')} data-testid="schedule-preset-always">
                {t('schedule.presets.always')}
              </Button>
              <Button size="small" color="secondary" onClick={() => preset('clear')}>
                {t('schedule.presets.clear')}
              </Button>
            </Box>
          ) : null}
          {weekIssue ? (
            <Alert severity="error" sx={{ mx: 2, mb: 1 }} data-testid="schedule-error">
              {tm(weekIssue)}
            </Alert>
          ) : null}
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {WEEKDAYS.map((day, dayIndex) => {
              const ranges = week[dayIndex] ?? [];
              const dayIssue = issues.get(`week.${dayIndex}`);
              const canAdd =
                canUpdate && ranges.length < SCHEDULE_MAX_RANGES_PER_DAY && nextRange(ranges) !== null;
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
                    <Typography sx={{ fontWeight: 600, pt: { md: 1 } }}>
                      {t(`schedule.days.${day}`)}
                    </Typography>
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
                            onChange={(start) => setRange(dayIndex, index, { start })}
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
                            onChange={(end) => setRange(dayIndex, index, { end })}
                          />
                          {canUpdate ? (
                            <Tooltip title={t('schedule.removeRange')}>
                              <IconButton
                                aria-label={t('schedule.removeRangeLabel', {
                                  day: t(`schedule.days.${day}`),
                                  start: range.start,
                                  end: range.end,
                                })}
                                onClick={() => removeRange(dayIndex, index)}
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
                          onClick={() => addRange(dayIndex)}
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
                            onClick={(event) => setMenu({ anchor: event.currentTarget, day: dayIndex })}
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
            })}
          </Box>
          <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
            <MenuItem
              data-testid="schedule-copy-weekdays"
              onClick={() => {
                if (menu) copyDay(menu.day, WORKDAYS);
                setMenu(null);
              }}
            >
              <ContentCopyIcon fontSize="small" sx={{ mr: 1.5 }} />
              {t('schedule.copyWeekdays')}
            </MenuItem>
            <MenuItem
              data-testid="schedule-copy-all"
              onClick={() => {
                if (menu) copyDay(menu.day, [0, 1, 2, 3, 4, 5, 6]);
                setMenu(null);
              }}
            >
              <ContentCopyIcon fontSize="small" sx={{ mr: 1.5 }} />
              {t('schedule.copyAll')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                if (menu) change(week.map((ranges, index) => (index === menu.day ? [] : ranges)));
                setMenu(null);
              }}
            >
              <DeleteOutlineIcon fontSize="small" sx={{ mr: 1.5 }} />
              {t('schedule.clearDay')}
            </MenuItem>
          </Menu>
        </Card>
      ) : null}

      {canUpdate ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
          <Button color="secondary" variant="outlined" onClick={reset} disabled={!dirty || save.isPending}>
            {t('schedule.reset')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={save.isPending || !dirty}
            data-testid="schedule-save"
            startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {t('schedule.save')}
          </Button>
        </Box>
      ) : null}
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
