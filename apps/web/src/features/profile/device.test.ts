import { describe, expect, it } from 'vitest';
import { describeDevice } from './device.ts';

describe('device description', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      'Chrome · Windows',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
      true,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox · Linux', false],
    ['curl/8.0', 'curl/8.0', false],
  ])('%s', (agent, label, mobile) => {
    expect(describeDevice(agent)).toEqual({ label, mobile });
  });

  it('says nothing for no agent', () => {
    expect(describeDevice(null)).toEqual({ label: '', mobile: false });
  });
});
