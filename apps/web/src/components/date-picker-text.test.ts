import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/zh-cn';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { pickerText } from './date-picker-text.ts';

dayjs.extend(utc);

// The adapters LocalizedDatePickers.tsx gives each language: the stand-in must read as the picker will.
const ADAPTERS = {
  en: new AdapterDayjs({ locale: 'en' }),
  th: new AdapterDayjsBuddhist({ locale: 'th' }),
  zh: new AdapterDayjs({ locale: 'zh-cn' }),
};

describe('pickerText', () => {
  for (const [language, adapter] of Object.entries(ADAPTERS)) {
    it(`writes a day and a moment as the ${language} picker does`, () => {
      for (const day of ['2026-11-24', '2026-01-05']) {
        expect(pickerText(day, language)).toBe(adapter.format(dayjs.utc(day), 'keyboardDate'));
      }
      const moment = adapter.is12HourCycleInCurrentLocale() ? 'keyboardDateTime12h' : 'keyboardDateTime24h';
      for (const wall of ['2026-11-24T20:16', '2026-11-24T00:05', '2026-11-24T12:30']) {
        expect(pickerText(wall, language)).toBe(adapter.format(dayjs.utc(wall), moment));
      }
    });
  }

  it('is empty for no value', () => {
    expect(pickerText('', 'en')).toBe('');
  });
});
