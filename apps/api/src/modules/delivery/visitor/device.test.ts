import { describe, expect, it } from 'vitest';
import { deviceOf } from './device.ts';
import { USER_AGENTS } from './user-agents.fixture.ts';

describe('deviceOf', () => {
  it.each([
    ['chromeWindows', { browser: 'Chrome', os: 'Windows', device_type: 'desktop' }],
    ['edgeWindows', { browser: 'Microsoft Edge', os: 'Windows', device_type: 'desktop' }],
    ['safariMac', { browser: 'Safari', os: 'macOS', device_type: 'desktop' }],
    ['firefoxLinux', { browser: 'Firefox', os: 'Linux', device_type: 'desktop' }],
    ['iphoneSafari', { browser: 'Safari', os: 'iOS', device_type: 'mobile' }],
    ['androidPhone', { browser: 'Chrome', os: 'Android', device_type: 'mobile' }],
    ['androidTablet', { browser: 'Chrome', os: 'Android', device_type: 'tablet' }],
    ['ipad', { browser: 'Safari', os: 'iOS', device_type: 'tablet' }],
    ['lineInApp', { browser: 'Chrome', os: 'Android', device_type: 'mobile' }],
    ['smartTv', { browser: 'Samsung Internet for Android', os: 'Tizen', device_type: 'other' }],
    ['googlebot', { browser: 'Googlebot', os: null, device_type: 'bot' }],
    ['googlebotSmartphone', { browser: 'Googlebot', os: 'Android', device_type: 'bot' }],
    ['curl', { browser: null, os: null, device_type: 'bot' }],
    ['headlessChrome', { browser: 'Chrome', os: 'Linux', device_type: 'bot' }],
  ] as const)('reads %s', (name, device) => {
    expect(deviceOf(USER_AGENTS[name])).toEqual(device);
  });

  it('gives the same answer from its cache', () => {
    expect(deviceOf(USER_AGENTS.androidTablet)).toBe(deviceOf(USER_AGENTS.androidTablet));
    expect(Object.isFrozen(deviceOf(USER_AGENTS.androidTablet))).toBe(true);
  });

  it('takes a missing or empty user agent for a bot, as isBotAgent does', () => {
    const nothing = { browser: null, os: null, device_type: 'bot' };
    expect(deviceOf(undefined)).toEqual(nothing);
    expect(deviceOf('')).toEqual(nothing);
    expect(deviceOf('  ')).toEqual(nothing);
  });

  it('calls what it does not know "other" and never throws', () => {
    expect(deviceOf(USER_AGENTS.playStation)).toEqual({ browser: 'Safari', os: null, device_type: 'other' });
    expect(deviceOf('Roku/DVP-9.10 (519.10E04111A)')).toEqual({
      browser: 'Roku',
      os: 'Roku',
      device_type: 'other',
    });
    expect(deviceOf(null as unknown as string)).toEqual({ browser: null, os: null, device_type: 'bot' });
    expect(deviceOf('\u0000\uffff')).toMatchObject({ browser: null, os: null });
  });

  it('keeps names to 64 characters and reads only the start of a huge header', () => {
    const long = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) ${'A'.repeat(100_000)}`;
    const device = deviceOf(long);
    expect(device.os).toBe('Windows');
    const odd = deviceOf(`${'x'.repeat(200)}/1.0`);
    expect((odd.browser ?? '').length).toBeLessThanOrEqual(64);
    expect((odd.os ?? '').length).toBeLessThanOrEqual(64);
  });
});
