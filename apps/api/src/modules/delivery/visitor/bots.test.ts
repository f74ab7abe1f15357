import { describe, expect, it } from 'vitest';
import { isBotAgent } from './bots.ts';
import { USER_AGENTS } from './user-agents.fixture.ts';

describe('isBotAgent', () => {
  it.each([
    USER_AGENTS.googlebot,
    USER_AGENTS.googlebotSmartphone,
    USER_AGENTS.bingbot,
    USER_AGENTS.facebook,
    USER_AGENTS.curl,
    USER_AGENTS.pythonRequests,
    USER_AGENTS.headlessChrome,
  ])('knows %s for a bot', (userAgent) => {
    expect(isBotAgent(userAgent)).toBe(true);
  });

  it.each([
    USER_AGENTS.chromeWindows,
    USER_AGENTS.safariMac,
    USER_AGENTS.firefoxLinux,
    USER_AGENTS.iphoneSafari,
    USER_AGENTS.androidPhone,
    USER_AGENTS.androidTablet,
    USER_AGENTS.ipad,
    USER_AGENTS.lineInApp,
  ])('lets the browser %s through', (userAgent) => {
    expect(isBotAgent(userAgent)).toBe(false);
  });

  it('takes a missing or empty user agent for a bot: browsers always send one', () => {
    expect(isBotAgent(undefined)).toBe(true);
    expect(isBotAgent('')).toBe(true);
    expect(isBotAgent('   ')).toBe(true);
  });
});
