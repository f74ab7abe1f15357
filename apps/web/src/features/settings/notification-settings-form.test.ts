import { NOTIFICATION_CATEGORIES, type NotificationSettings } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { formatHour, formatWeekday } from '../../lib/format.ts';
import { toBody, toFormValues } from './notification-settings-form.ts';
import { ZNotificationSettingsForm } from './notification-settings-schema.ts';

const stored: NotificationSettings = {
  categories: NOTIFICATION_CATEGORIES.map((category) => ({
    category,
    in_app: true,
    telegram: false,
    email: true,
  })),
  low_balance_threshold: null,
  digest: { frequency: 'off', hour: 8, weekday: 1, telegram: true, email: true },
  time_zone: 'Asia/Bangkok',
  telegram_connected: false,
  telegram_available: true,
};

describe('notification settings form', () => {
  it('shows no threshold as an empty field and sends an empty field as null', () => {
    const values = toFormValues(stored);
    expect(values.low_balance_threshold).toBe('');
    expect(ZNotificationSettingsForm.safeParse({ ...values, low_balance_threshold: '  ' }).success).toBe(
      true,
    );
    expect(toBody({ ...values, low_balance_threshold: '  ' }).low_balance_threshold).toBeNull();
  });

  it('sends a typed threshold trimmed and refuses a bad one on its field with the contract message', () => {
    const values = toFormValues(stored);
    expect(toBody({ ...values, low_balance_threshold: ' 12.5 ' }).low_balance_threshold).toBe('12.5');
    const bad = ZNotificationSettingsForm.safeParse({ ...values, low_balance_threshold: '12.345' });
    expect(bad.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['low_balance_threshold'], 'validation.maxDecimals|max=2'],
    ]);
    expect(ZNotificationSettingsForm.safeParse({ ...values, low_balance_threshold: '0' }).success).toBe(
      false,
    );
  });

  it('copies the rows, so editing the form never edits the cached settings', () => {
    const values = toFormValues(stored);
    values.categories[0]!.email = false;
    values.digest.hour = 20;
    expect(stored.categories[0]!.email).toBe(true);
    expect(stored.digest.hour).toBe(8);
  });

  it('names hours and ISO weekdays in the reader language', () => {
    expect(formatHour(8, 'en')).toBe('8:00 AM');
    expect(formatHour(20, 'zh')).toBe('20:00');
    expect(formatWeekday(1, 'en')).toBe('Monday');
    expect(formatWeekday(7, 'en')).toBe('Sunday');
    expect(formatWeekday(1, 'th')).toBe('วันจันทร์');
  });
});
