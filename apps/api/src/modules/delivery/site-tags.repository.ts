import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

export async function siteOfWebsite(db: Executor, websiteId: string) {
  const [row] = await queryRows<{ id: string; siteKey: string }>(
    db,
    sql`select id, site_key as "siteKey" from websites where id = ${websiteId}::uuid`,
  );
  return row ?? null;
}

export interface DemoSite {
  name: string;
  domain: string;
  siteKey: string;
  /** Active ad sizes, largest bid demand first. */
  sizes: { width: number; height: number }[];
  /** Keywords advertisers bid on most (the demo article carries those fitting its subject). */
  keywords: string[];
}

export async function demoSiteByKey(db: Executor, siteKey: string): Promise<DemoSite | null> {
  const [site] = await queryRows<{ name: string; domain: string; site_key: string }>(
    db,
    sql`select name, domain, site_key from websites where site_key = ${siteKey} and status = 'active'`,
  );
  if (!site) return null;
  const [sizes, keywords] = await Promise.all([
    queryRows<{ width: number; height: number }>(
      db,
      sql`select s.width, s.height from ad_sizes s
          left join advertisements a on a.ad_size_id = s.id and a.status = 'approved'
          where s.status = 'active' group by s.id, s.width, s.height
          order by count(a.id) desc, s.width * s.height desc limit 3`,
    ),
    queryRows<{ keyword: string }>(
      db,
      sql`select k.keyword from keywords k join ad_targets t on t.keyword_id = k.id and t.enabled
          where k.status = 'active' group by k.keyword order by count(*) desc, k.keyword limit 40`,
    ),
  ]);
  return {
    name: site.name,
    domain: site.domain,
    siteKey: site.site_key,
    sizes: sizes.map((size) => ({ width: Number(size.width), height: Number(size.height) })),
    keywords: keywords.map((row) => row.keyword),
  };
}
