import type { SiteTag, ZSiteTagQuery } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../identity/principal.ts';
import { iframeTag, scriptTag } from './ad-markup.ts';
import { type DemoSite, demoSiteByKey, siteOfWebsite } from './site-tags.repository.ts';

/** Publishers' ad tags (operators copy them from the catalogue) and the publisher demo page's data. */
export class SiteTagsService {
  constructor(private readonly deps: { db: Database }) {}

  /** `origin`: the address the tags point to (the configured one; in development, the one the operator typed). */
  async tag(
    principal: Principal,
    websiteId: string,
    query: z.output<typeof ZSiteTagQuery>,
    origin: string,
  ): Promise<SiteTag> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsReview');
    const site = await siteOfWebsite(this.deps.db, websiteId);
    if (!site) throw new AppError('NOT_FOUND');
    const [width, height] = query.size.split('x').map(Number) as [number, number];
    const keywords = query.keywords
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean)
      .join(',');
    const input = { origin, siteKey: site.siteKey, width, height, keywords };
    return {
      website_id: site.id,
      site_key: site.siteKey,
      iframe: iframeTag(input),
      script: scriptTag(input),
      demo_url: `${origin}/serve/demo/${site.siteKey}`,
    };
  }

  /** A publisher website with the slots its demo page shows, or null for an unknown or inactive key. */
  demoSite(siteKey: string): Promise<DemoSite | null> {
    return demoSiteByKey(this.deps.db, siteKey);
  }
}
