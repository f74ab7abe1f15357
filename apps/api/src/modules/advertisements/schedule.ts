import type { StoredSchedule } from '../../db/schema/index.ts';

const clockFormatters = new Map<string, Intl.DateTimeFormat>();
function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The weekday (0 = Monday) and "HH:MM" of an instant in the platform's time zone. */
export function platformClockOf(at: Date, timeZone: string): { weekday: number; time: string } {
  const parts = clockFormatter(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
  return { weekday, time: `${part('hour')}:${part('minute')}` };
}

/** Whether the schedule lets an ad serve at this instant (a disabled schedule always does). */
export function isWithinSchedule(schedule: StoredSchedule, at: Date, timeZone: string): boolean {
  return isWithinScheduleAt(schedule, platformClockOf(at, timeZone));
}

/** The same at a platform clock read once (the ad server reads it once a second, not once per ad). */
export function isWithinScheduleAt(
  schedule: StoredSchedule,
  clock: { weekday: number; time: string },
): boolean {
  if (!schedule.enabled) return true;
  return (schedule.week[clock.weekday] ?? []).some(
    (range) => range.start <= clock.time && clock.time < range.end,
  );
}

/** Ranges of each day sorted by start (how they are stored and shown). */
export function normalizedSchedule(schedule: StoredSchedule): StoredSchedule {
  return {
    enabled: schedule.enabled,
    week: schedule.week.map((day) => [...day].sort((a, b) => a.start.localeCompare(b.start))),
  };
}
