/**
 * Platform days (YYYY-MM-DD) and their hours (YYYY-MM-DDTHH) as the API names them: calendar labels in the
 * platform's time zone, so they are formatted as they are, never shifted into the reader's zone.
 */
const HOUR = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/;

/** Noon UTC of a platform day: far from any edge, formatted in UTC it is that day everywhere. */
function dayInstant(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** A platform day in the reader's language: "Mar 5, 2025" (medium), "Mar 5" (short), "Wednesday, …" (full). */
export function formatPlatformDay(
  day: string,
  language: string,
  style: 'short' | 'medium' | 'long' | 'full' = 'medium',
): string {
  const instant = dayInstant(day);
  if (Number.isNaN(instant.getTime())) return day;
  if (style === 'short') {
    return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      instant,
    );
  }
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(instant);
}

/** The hour of a point ("2025-03-05T14") as a time of day: "14:00", "2 PM" in English. */
function formatPlatformHour(at: string, language: string): string {
  const match = HOUR.exec(at);
  if (!match) return at;
  const instant = new Date(`${match[1]}T${match[2]}:00:00Z`);
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    instant,
  );
}

/** Whether a point names an hour of a day rather than a day. */
export function isHourPoint(at: string): boolean {
  return HOUR.test(at);
}

/** A chart point's label: its hour ("14:00") or its day, short ("Mar 5") or long ("Wednesday, March 5, 2025"). */
export function formatPointAt(at: string, language: string, length: 'short' | 'long' = 'short'): string {
  if (isHourPoint(at)) {
    const hour = formatPlatformHour(at, language);
    return length === 'short' ? hour : `${formatPlatformDay(at.slice(0, 10), language, 'medium')} ${hour}`;
  }
  return formatPlatformDay(at, language, length === 'short' ? 'short' : 'full');
}
