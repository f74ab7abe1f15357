import {
  type Advertisement,
  SCHEDULE_MAX_RANGES_PER_DAY,
  WEEKDAYS,
  ZScheduleBody,
} from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ContentCopyIcon from '../../../components/icons/ContentCopy.tsx';
import DeleteOutlineIcon from '../../../components/icons/DeleteOutlined.tsx';
import PublicIcon from '../../../components/icons/Public.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { alertError, showSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-submit-error.ts';
import { tm } from '../../../lib/i18n.ts';
import { nowInZone } from '../ad-format.ts';
import { useSaveScheduleMutation } from '../api/save-schedule.ts';
import {
  BUSINESS_HOURS,
  copyWeek,
  nextRange,
  type Range,
  scheduleIssues,
  type Week,
  WORKDAYS,
} from '../schedule-week.ts';
import { ScheduleDay } from './ScheduleDay.tsx';
import { WeekChart } from './WeekChart.tsx';

/**
 * The weekly schedule (platform time zone): the week at a glance, "run only on a schedule", each day's time
 * ranges (an end may be 24:00), copying a day to the weekdays or to every day, and saving (PUT …/schedule),
 * validated with ZScheduleBody.
 */
export function AdScheduleTab({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const save = useSaveScheduleMutation();
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
            {WEEKDAYS.map((day, dayIndex) => (
              <ScheduleDay
                key={day}
                day={day}
                dayIndex={dayIndex}
                ranges={week[dayIndex] ?? []}
                issues={issues}
                canUpdate={canUpdate}
                onRange={(index, patch) => setRange(dayIndex, index, patch)}
                onAdd={() => addRange(dayIndex)}
                onRemove={(index) => removeRange(dayIndex, index)}
                onMenu={(anchor) => setMenu({ anchor, day: dayIndex })}
              />
            ))}
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
          <PendingButton
            variant="contained"
            onClick={() => void submit()}
            pending={save.isPending}
            disabled={!dirty}
            data-testid="schedule-save"
          >
            {t('schedule.save')}
          </PendingButton>
        </Box>
      ) : null}
    </Box>
  );
}
