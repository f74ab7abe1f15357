/** When a conversation last moved: the time today, the day and month this year, the full date before. */
export function formatActivity(iso: string, language: string, now = new Date()): string {
  const at = new Date(iso);
  const sameYear = at.getFullYear() === now.getFullYear();
  const sameDay = sameYear && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { timeStyle: 'short' }
    : sameYear
      ? { month: 'short', day: 'numeric' }
      : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(language, options).format(at);
}

/** The full moment, for a tooltip and a message's header. */
export function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
