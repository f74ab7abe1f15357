import { WEEKDAYS } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DAY_MINUTES, toMinutes } from '../ad-format.ts';

type Range = { start: string; end: string };

const TICKS = [0, 3, 6, 9, 12, 15, 18, 21, 24];

/**
 * The week at a glance: one bar per day (Monday first) across 24 hours, the ranges the ad runs filled in, and
 * a marker at the platform's current time. With the schedule off every day is full (the ad may run any time).
 */
export function WeekChart({
  week,
  enabled,
  now,
}: {
  week: readonly (readonly Range[])[];
  enabled: boolean;
  now?: { day: number; minutes: number; time: string };
}) {
  const { t } = useTranslation();
  // What the bars show, in words, for assistive technology.
  const summary = enabled
    ? WEEKDAYS.map((day, index) => {
        const ranges = week[index] ?? [];
        const text = ranges.length
          ? ranges.map((range) => `${range.start}–${range.end}`).join(', ')
          : t('schedule.dayOff');
        return `${t(`schedule.days.${day}`)}: ${text}`;
      }).join('; ')
    : t('schedule.alwaysOn');
  return (
    <Box data-testid="schedule-chart" role="img" aria-label={summary}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '40px 1fr', sm: '56px 1fr' },
          columnGap: 1.5,
          rowGap: 0.75,
        }}
      >
        <Box />
        <Box sx={{ position: 'relative', height: 16 }} aria-hidden="true">
          {TICKS.map((hour) => (
            <Typography
              key={hour}
              variant="caption"
              sx={{
                position: 'absolute',
                left: `${(hour / 24) * 100}%`,
                transform: hour === 0 ? 'none' : hour === 24 ? 'translateX(-100%)' : 'translateX(-50%)',
                color: 'text.secondary',
                lineHeight: 1,
                display: hour % 6 === 0 ? 'block' : { xs: 'none', sm: 'block' },
              }}
            >
              {String(hour).padStart(2, '0')}
            </Typography>
          ))}
        </Box>
        {WEEKDAYS.map((day, index) => {
          const ranges = enabled ? (week[index] ?? []) : [{ start: '00:00', end: '24:00' }];
          const today = now?.day === index;
          return (
            <Box key={day} sx={{ display: 'contents' }}>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: today ? 700 : 500,
                  color: today ? 'primaryText' : 'text.primary',
                  alignSelf: 'center',
                }}
              >
                {t(`schedule.daysShort.${day}`)}
              </Typography>
              <Box
                sx={{
                  position: 'relative',
                  height: 22,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  overflow: 'hidden',
                  backgroundImage: (theme) =>
                    `repeating-linear-gradient(to right, transparent 0, transparent calc(100% / 24 * 3 - 1px), ${theme.palette.divider} calc(100% / 24 * 3 - 1px), ${theme.palette.divider} calc(100% / 24 * 3))`,
                }}
              >
                {ranges.map((range) => {
                  const start = toMinutes(range.start);
                  const end = toMinutes(range.end);
                  if (start === null || end === null || end <= start) return null;
                  return (
                    <Tooltip key={`${range.start}-${range.end}`} title={`${range.start} – ${range.end}`}>
                      {/* The tooltip names the bar (aria-label): a picture of the range, so it needs a role. */}
                      <Box
                        role="img"
                        sx={{
                          position: 'absolute',
                          top: 3,
                          bottom: 3,
                          left: `${(start / DAY_MINUTES) * 100}%`,
                          width: `${((end - start) / DAY_MINUTES) * 100}%`,
                          borderRadius: 0.75,
                          bgcolor: enabled ? 'primary.main' : 'success.light',
                          opacity: enabled ? 0.9 : 0.6,
                        }}
                      />
                    </Tooltip>
                  );
                })}
                {today && now ? (
                  <Tooltip title={t('schedule.now', { time: now.time })}>
                    <Box
                      role="img"
                      data-testid="schedule-now"
                      sx={{
                        position: 'absolute',
                        top: 0,
                        bottom: 0,
                        width: 2,
                        ml: '-1px',
                        left: `${(now.minutes / DAY_MINUTES) * 100}%`,
                        bgcolor: 'text.primary',
                      }}
                    />
                  </Tooltip>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
