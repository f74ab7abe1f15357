import type { StoredSchedule } from '../../db/schema/index.ts';

/** The weekday (0 = Monday) and "HH:MM" of an instant in the platform's time zone. */
export function platformClockOf(at: Date, timeZone: string): { weekday: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
  return { weekday, time: `${part('hour')}:${part('minute')}` };
}

/** Whether the schedule lets an ad serve at this instant (a disabled schedule always does). */
export function isWithinSchedule(schedule: StoredSchedule, at: Date, timeZone: string): boolean {
  if (!schedule.enabled) return true;
  const { weekday, time } = platformClockOf(at, timeZone);
  return (schedule.week[weekday] ?? []).some((range) => range.start <= time && time < range.end);
}

/** Ranges of each day sorted by start (how they are stored and shown). */
export function normalizedSchedule(schedule: StoredSchedule): StoredSchedule {
  return {
    enabled: schedule.enabled,
    week: schedule.week.map((day) => [...day].sort((a, b) => a.start.localeCompare(b.start))),
  };
}
