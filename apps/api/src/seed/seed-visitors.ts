// Who reads the demo's publisher sites, for the seeded history (seed-history.ts) and `npm run traffic`: addresses
// of consumer networks in the countries the ads target (the ad server's IP data resolves each to its country),
// the user agents of real browsers on desktops, phones and tablets, and a few crawlers and scripts.

/** A small seeded random source (mulberry32): the same seed draws the same history. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** 0 ≤ n < 1. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of the items, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let draw = this.next() * total;
    for (const [item, weight] of items) {
      draw -= weight;
      if (draw < 0) return item;
    }
    return items[items.length - 1]![0];
  }
}

/**
 * /16 blocks of consumer ISPs and mobile carriers by country (AIS, True and TOT in Thailand, VNPT and Viettel in
 * Vietnam, Singtel, TM, Comcast, Deutsche Telekom…): public addresses, so countries resolve as for real readers.
 */
const NETWORKS: Record<string, readonly string[]> = {
  // Not 1.46/16, the e2e suite's Thai reader: its click must be the only one of that masked address.
  TH: ['49.228', '49.229', '171.96', '171.100', '110.164', '180.183', '184.22', '58.8', '125.24', '27.55'],
  VN: ['14.160', '14.186', '113.160', '113.185', '27.64', '27.72', '171.224', '116.96', '42.112'],
  SG: ['116.86', '116.87', '220.255', '118.200', '175.156', '101.127'],
  MY: ['175.136', '175.139', '60.48', '60.52', '115.132', '219.93'],
  US: ['73.0', '73.162', '24.5', '98.207', '67.160', '76.102', '71.198'],
  DE: ['79.192', '84.128', '91.0', '93.192', '87.122', '217.80'],
  GB: ['81.96', '86.128', '82.0', '90.192', '31.48'],
  JP: ['126.0', '153.160', '60.32', '114.160'],
  ID: ['36.64', '110.136', '114.120', '180.241'],
  PH: ['112.198', '49.144', '120.28'],
  IN: ['49.36', '106.192', '117.192'],
  AU: ['1.120', '49.176', '101.160'],
};

/** Where the sites' readers come from: mostly South-East Asia, as the catalogue's sites are. */
const READER_COUNTRIES: readonly (readonly [string, number])[] = [
  ['TH', 34],
  ['VN', 13],
  ['SG', 8],
  ['MY', 7],
  ['US', 12],
  ['DE', 6],
  ['GB', 4],
  ['JP', 4],
  ['ID', 5],
  ['PH', 3],
  ['IN', 3],
  ['AU', 1],
];

export type DeviceKind = 'desktop' | 'mobile' | 'tablet';

const PEOPLE_AGENTS: readonly (readonly [{ agent: string; device: DeviceKind }, number])[] = [
  [
    {
      device: 'mobile',
      agent:
        'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    },
    16,
  ],
  [
    {
      device: 'mobile',
      agent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    },
    14,
  ],
  [
    {
      device: 'mobile',
      agent:
        'Mozilla/5.0 (Linux; Android 13; 23021RAAEG) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    },
    6,
  ],
  [
    {
      device: 'mobile',
      agent:
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Line/14.19.1',
    },
    5,
  ],
  [
    {
      device: 'mobile',
      agent: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
    },
    2,
  ],
  [
    {
      device: 'desktop',
      agent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
    22,
  ],
  [
    {
      device: 'desktop',
      agent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    },
    6,
  ],
  [
    {
      device: 'desktop',
      agent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    },
    8,
  ],
  [
    {
      device: 'desktop',
      agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    },
    4,
  ],
  [{ device: 'desktop', agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' }, 2],
  [
    {
      device: 'tablet',
      agent:
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    },
    4,
  ],
  [
    {
      device: 'tablet',
      agent:
        'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
    2,
  ],
];

/** Crawlers and scripts, from the data centres they run in (in the US, Europe and Singapore). */
const CRAWLERS: readonly { agent: string; networks: readonly string[] }[] = [
  { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', networks: ['66.249'] },
  {
    agent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    networks: ['157.55', '207.46'],
  },
  {
    agent: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    networks: ['5.39', '54.36'],
  },
  { agent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', networks: ['31.13'] },
  { agent: 'python-requests/2.32.3', networks: ['88.198', '5.9'] },
  {
    agent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    networks: ['34.64', '35.192'],
  },
];

export interface SimulatedVisitor {
  ip: string;
  userAgent: string;
  device: DeviceKind | 'bot';
}

/** An address in one of the country's networks (any country of the readers' mix when none is asked for). */
export function readerAddress(random: Random, country?: string): string {
  const networks = NETWORKS[country ?? random.weighted(READER_COUNTRIES)] ?? NETWORKS.TH!;
  return `${random.pick(networks)}.${random.int(0, 255)}.${random.int(1, 254)}`;
}

/** A person reading a page: an address of the readers' mix and a browser's user agent. */
export function randomReader(random: Random, country?: string): SimulatedVisitor {
  const { agent, device } = random.weighted(PEOPLE_AGENTS);
  return { ip: readerAddress(random, country), userAgent: agent, device };
}

/** A crawler or script fetching the page, ads included. */
export function randomCrawler(random: Random): SimulatedVisitor {
  const crawler = random.pick(CRAWLERS);
  return {
    ip: `${random.pick(crawler.networks)}.${random.int(0, 255)}.${random.int(1, 254)}`,
    userAgent: crawler.agent,
    device: 'bot',
  };
}
