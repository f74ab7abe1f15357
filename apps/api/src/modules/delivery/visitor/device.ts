// Browser, operating system and kind of device from the User-Agent header, parsed by bowser (MIT).
import type { DeviceType } from '@adportal/contracts';
import Bowser from 'bowser';
import { isBotAgent } from './bots.ts';

export interface Device {
  readonly browser: string | null;
  readonly os: string | null;
  readonly device_type: DeviceType;
}

const MAX_NAME_LENGTH = 64;
// Parsing runs a few dozen regular expressions over the string: a longer header is read only this far.
const MAX_PARSED_LENGTH = 512;
// A served page's visitors share a few hundred user agents; parsing one costs about 10 µs, a hit well under 1.
const CACHE_SIZE = 2000;

const NO_USER_AGENT: Device = Object.freeze({ browser: null, os: null, device_type: 'bot' });
const cache = new Map<string, Device>();

/**
 * What the user agent says the visitor uses. A bot by isBotAgent (a missing or empty user agent included) is
 * `device_type: 'bot'` whatever else it claims; a TV, console or unknown device is 'other'. Never throws.
 */
export function deviceOf(userAgent: string | undefined): Device {
  if (typeof userAgent !== 'string' || userAgent.trim() === '') return NO_USER_AGENT;
  const key = userAgent.length > MAX_PARSED_LENGTH ? userAgent.slice(0, MAX_PARSED_LENGTH) : userAgent;
  let device = cache.get(key);
  if (device === undefined) {
    device = parse(key);
    // Oldest first out: a Map keeps insertion order.
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, device);
  }
  return device;
}

function parse(userAgent: string): Device {
  const bot = isBotAgent(userAgent);
  try {
    const parser = Bowser.getParser(userAgent);
    return Object.freeze({
      browser: nameOf(parser.getBrowserName()),
      os: nameOf(parser.getOSName()),
      device_type: bot ? 'bot' : deviceTypeOf(parser.getPlatformType()),
    });
  } catch {
    return Object.freeze({ browser: null, os: null, device_type: bot ? 'bot' : 'other' });
  }
}

function deviceTypeOf(platformType: string): DeviceType {
  switch (platformType) {
    case 'desktop':
    case 'mobile':
    case 'tablet':
    case 'bot':
      return platformType;
    default:
      return 'other';
  }
}

function nameOf(name: string | undefined): string | null {
  return name ? name.slice(0, MAX_NAME_LENGTH) : null;
}
