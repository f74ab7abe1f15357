/**
 * The instant a calendar day starts in the platform's time zone (e.g. Asia/Bangkok), plus `addDays` days.
 * `day` is YYYY-MM-DD. Works for any IANA zone without a date library: find the zone's offset at that day.
 */
export function startOfPlatformDay(day: string, timeZone: string, addDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date + addDays);
  const offsetMs = zoneOffsetMs(new Date(utcMidnight), timeZone);
  // Offsets can change during the day (DST); one correction step settles it.
  const firstGuess = utcMidnight - offsetMs;
  return new Date(utcMidnight - zoneOffsetMs(new Date(firstGuess), timeZone));
}

/** The zone's offset from UTC at an instant, in milliseconds (Bangkok: +7 h). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the platform's time zone. */
export function platformDateOf(at: Date, timeZone: string): string {
  return dayFormatter(timeZone).format(at);
}

// Building an Intl formatter costs tens of microseconds; spend and delivery read the day thousands of times a second.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}
