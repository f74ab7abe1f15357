import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../storage.ts';
import { DEFAULT_SETTINGS, parseSettings, resolveColorScheme, settingsCookies } from './settings.ts';

describe('interface settings', () => {
  it('defaults: light theme, default skin, boxed, vertical navigation', () => {
    expect(parseSettings({}, null)).toEqual(DEFAULT_SETTINGS);
  });

  it('reads the six cookies and the navigation type', () => {
    const settings = parseSettings(
      {
        'color-scheme': 'dark',
        theme: 'system',
        skin: 'bordered',
        'navbar-blur': 'false',
        'vertical-nav-collapsed': 'true',
        'content-width': 'wide',
      },
      'horizontal',
    );
    expect(settings).toEqual({
      theme: 'system',
      skin: 'bordered',
      navbarBlur: false,
      verticalNavCollapsed: true,
      contentWidth: 'wide',
      navigationType: 'horizontal',
    });
  });

  it('ignores unknown values', () => {
    expect(parseSettings({ theme: 'purple', skin: 'x', 'navbar-blur': 'maybe' }, 'diagonal')).toEqual(
      DEFAULT_SETTINGS,
    );
  });

  it('writes exactly the six cookies', () => {
    const cookies = settingsCookies(DEFAULT_SETTINGS, 'light');
    expect(Object.keys(cookies).sort()).toEqual(Object.values(COOKIE_NAMES).sort());
    expect(cookies).toMatchObject({ 'color-scheme': 'light', theme: 'light', 'navbar-blur': 'true' });
  });

  it('resolves system from the operating system preference', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});
