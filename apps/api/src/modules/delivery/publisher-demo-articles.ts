import type { DemoSite } from './site-tags.repository.ts';

/** A sample article of the kind a publisher of this subject runs, and the page keywords its tags carry. */
export interface DemoArticle {
  title: string;
  paragraphs: readonly [string, string, string];
  /** Which of the catalogue's keywords suit this subject (the page's tags carry those). */
  keywordPattern: RegExp;
}

interface Subject extends DemoArticle {
  /** What in a site's name or domain says it is of this subject. */
  sitePattern: RegExp;
}

const SUBJECTS: readonly Subject[] = [
  {
    sitePattern: /travel|trip|flight|hotel|tour|holiday/i,
    title: 'Ten things to know before flying to Bangkok this season',
    paragraphs: [
      'Airlines added evening flights from Singapore, Tokyo and Hong Kong, and fares for the cool season are lower than last year if you book three weeks ahead.',
      'Arrive early at Suvarnabhumi: the new passport gates are quick, but the taxi queue is long after nine. The airport rail link takes 26 minutes to the city.',
      'Carry a little cash for street food and the river boats, keep your hotel card with you, and remember that temples ask for covered shoulders and knees.',
    ],
    keywordPattern: /flight|travel|trip|hotel|tour|visa|vpn/i,
  },
  {
    sitePattern: /game|play|esport|arcade/i,
    title: 'The week in online games: a new season and a surprise champion',
    paragraphs: [
      'The new season opened with three maps and a reworked ranking, and the servers held up through a record first weekend.',
      'An unseeded team from Manila won the regional cup after five tight rounds, and the final drew more viewers than last year\u2019s world final.',
      'Developers promised fixes for the matchmaking queue and a crossover event next month; collectors are already trading the season\u2019s first skins.',
    ],
    keywordPattern: /game|play|nft|esport/i,
  },
  {
    sitePattern: /coin|crypto|trad|bitcoin|chain|defi|wallet|token|exchange|finance/i,
    title: 'What moves the crypto market this week',
    paragraphs: [
      'Traders watched the majors closely as volumes rose across the large exchanges.',
      'Analysts expect volatility to stay high while liquidity returns after the holidays. Long-term holders kept adding to their positions, and stablecoin inflows reached a three-month high.',
      'Meanwhile, wallet providers reported record sign-ups, and fees on TRON stayed low enough for small transfers.',
    ],
    keywordPattern: /bitcoin|crypto|usdt|wallet|defi|exchange|coin|token|nft/i,
  },
];

/** A site whose subject none of the above fits gets general news; its tags carry the catalogue's top keywords. */
const GENERAL: DemoArticle = {
  title: 'Five gadgets worth a look before the holidays',
  paragraphs: [
    'Phone makers cut prices ahead of the holiday season, and last year\u2019s flagships now cost less than many mid-range models.',
    'Battery life improved most: two of the five phones we tried lasted a full weekend away from a charger.',
    'If you travel, a small power bank and a travel router are the cheapest upgrades for staying online abroad.',
  ],
  keywordPattern: /./,
};

/** The article fitting a site's subject (read from its name and domain). */
export function demoArticleOf(site: Pick<DemoSite, 'name' | 'domain'>): DemoArticle {
  const words = `${site.name} ${site.domain}`;
  return SUBJECTS.find((subject) => subject.sitePattern.test(words)) ?? GENERAL;
}

/** The catalogue keywords a page of this article carries: those of its subject (at most six), else the top ones. */
export function pageKeywordsOf(article: DemoArticle, keywords: readonly string[]): string[] {
  const fitting = keywords.filter((keyword) => article.keywordPattern.test(keyword));
  return (fitting.length > 0 ? fitting : keywords).slice(0, 6);
}
