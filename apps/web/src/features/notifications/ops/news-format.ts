import { dayInZone, formatDateTime, formatTime } from '../../../lib/format.ts';

/** When a dispatch was sent: its time alone on the platform day it was queued ("9:31 AM UTC+7"), else in full. */
export function formatSentMoment(sentIso: string, queuedIso: string, language: string): string {
  if (dayInZone(sentIso) !== dayInZone(queuedIso)) return formatDateTime(sentIso, language);
  return formatTime(sentIso, language);
}
