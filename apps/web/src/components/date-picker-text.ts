/**
 * A field's value as the MUI X picker writes it in each language (the adapter's keyboard formats, ADR 14): Thai
 * day first with Buddhist Era years and a 24-hour clock, Chinese year first, English month first with AM/PM.
 * The light stand-in of DatePickerField shows it while the pickers' chunk arrives.
 */
export function pickerText(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return '';
  const [, year = '', month = '', day = '', hours, minutes] = match;
  if (language === 'th') {
    const date = `${day}/${month}/${Number(year) + 543}`;
    return hours ? `${date} ${hours}:${minutes}` : date;
  }
  if (language === 'zh') {
    const date = `${year}/${month}/${day}`;
    return hours ? `${date} ${hours}:${minutes}` : date;
  }
  const date = `${month}/${day}/${year}`;
  if (!hours) return date;
  const hour = Number(hours);
  return `${date} ${String(hour % 12 || 12).padStart(2, '0')}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}
