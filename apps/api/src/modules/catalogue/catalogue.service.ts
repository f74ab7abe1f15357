import {
  type AdCatalogue,
  type AdCategory,
  type AdSize,
  type AdType,
  type Country,
  formatUsdt,
  type Keyword,
  type OpsCatalogue,
  parseUsdt,
  type Website,
  type ZAdCategoryBody,
  type ZAdSizeBody,
  type ZCountryBody,
  type ZKeywordBody,
  type ZWebsiteBody,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { recordChange } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import {
  type CategoryRow,
  type CountryRow,
  findAdSize,
  insertAdCategory,
  insertAdSize,
  insertCountry,
  insertKeyword,
  insertWebsite,
  type KeywordRow,
  listAdCategories,
  listAdSizes,
  listCountries,
  listKeywords,
  listWebsites,
  lockAdCategory,
  lockAdSize,
  lockCountry,
  lockKeyword,
  lockWebsite,
  type SizeRow,
  updateAdCategory,
  updateAdSize,
  updateCountry,
  updateKeyword,
  updateWebsite,
  type WebsiteRow,
} from './catalogue.repository.ts';
import {
  type ActiveTarget,
  activeTargetsPage,
  catalogueEntries,
  catalogueTarget,
} from './catalogue-entries.repository.ts';
import type { CatalogueEntry, CatalogueTarget } from './catalogue-entry.ts';
import type { TargetRef } from './target-key.ts';

export type AdSizeInput = z.output<typeof ZAdSizeBody>;
export type AdCategoryInput = z.output<typeof ZAdCategoryBody>;
export type CountryInput = z.output<typeof ZCountryBody>;
export type KeywordInput = z.output<typeof ZKeywordBody>;
export type WebsiteInput = z.output<typeof ZWebsiteBody>;

const sizeView = (row: SizeRow): AdSize => ({
  id: row.id,
  name: row.name,
  width: row.width,
  height: row.height,
  status: row.status,
});
const categoryView = (row: CategoryRow): AdCategory => ({ id: row.id, name: row.name, status: row.status });
const countryView = (row: CountryRow): Country => ({ code: row.code, name: row.name, status: row.status });
const keywordView = (row: KeywordRow): Keyword => ({
  id: row.id,
  keyword: row.keyword,
  min_cpc: formatUsdt(row.minCpcMicros, 1),
  min_cpm: formatUsdt(row.minCpmMicros, 1),
  status: row.status,
});
const websiteView = (row: WebsiteRow): Website => ({
  id: row.id,
  domain: row.domain,
  name: row.name,
  min_cpc: formatUsdt(row.minCpcMicros, 1),
  min_cpm: formatUsdt(row.minCpmMicros, 1),
  status: row.status,
});

const micros = (value: string) => parseUsdt(value, 1)!;

/** Where a duplicate shows: the field that must be unique in each catalogue. */
const UNIQUE_FIELD = {
  AdSize: 'width',
  AdCategory: 'name',
  Country: 'code',
  Keyword: 'keyword',
  Website: 'domain',
};
type Subject = keyof typeof UNIQUE_FIELD;

/** The inventory catalogues: advertisers read the active entries; operators (OpsReview) keep them. */
export class CatalogueService {
  constructor(
    private readonly deps: {
      db: Database;
    },
  ) {}

  async forAds(principal: Principal): Promise<AdCatalogue> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const active = { activeOnly: true };
    const [sizes, categories, countryRows] = await Promise.all([
      listAdSizes(this.deps.db, active),
      listAdCategories(this.deps.db, active),
      listCountries(this.deps.db, active),
    ]);
    return {
      ad_sizes: sizes.map(sizeView),
      categories: categories.map(categoryView),
      countries: countryRows.map(countryView),
    };
  }

  async forOps(principal: Principal): Promise<OpsCatalogue> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsReview');
    const all = { activeOnly: false };
    const [sizes, categories, countryRows, keywordRows, websiteRows] = await Promise.all([
      listAdSizes(this.deps.db, all),
      listAdCategories(this.deps.db, all),
      listCountries(this.deps.db, all),
      listKeywords(this.deps.db),
      listWebsites(this.deps.db),
    ]);
    return {
      ad_sizes: sizes.map(sizeView),
      categories: categories.map(categoryView),
      countries: countryRows.map(countryView),
      keywords: keywordRows.map(keywordView),
      websites: websiteRows.map(websiteView),
    };
  }

  /** Runs one catalogue write with the operator check, the action log and duplicates as 409. */
  private async write<Row extends object>(
    principal: Principal,
    subject: Subject,
    action: 'create' | 'update',
    change: (
      tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    ) => Promise<{ before?: Row; after?: Row; id: string }>,
  ) {
    ForbiddenError.from(principal.ability).throwUnlessCan(action, 'OpsReview');
    try {
      return await this.deps.db.transaction(async (tx) => {
        const result = await change(tx);
        if (!result.after) throw new AppError('NOT_FOUND');
        await recordChange(tx, actorOf(principal), action === 'create' ? 'created' : 'updated', {
          subject,
          subjectId: result.id,
          advertiserId: null,
          before: result.before ?? null,
          after: result.after,
        });
        return result.after;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('CONFLICT', {
          fields: [{ path: UNIQUE_FIELD[subject], key: 'catalogue.errors.duplicate' }],
        });
      throw error;
    }
  }

  async saveAdSize(principal: Principal, values: AdSizeInput, id?: string): Promise<AdSize> {
    const row = await this.write<SizeRow>(principal, 'AdSize', id ? 'update' : 'create', async (tx) => {
      if (!id) {
        const after = await insertAdSize(tx, values);
        return { after, id: after.id };
      }
      const before = await lockAdSize(tx, id);
      return { before, after: await updateAdSize(tx, id, values), id };
    });
    return sizeView(row);
  }

  async saveCategory(principal: Principal, values: AdCategoryInput, id?: string): Promise<AdCategory> {
    const row = await this.write<CategoryRow>(
      principal,
      'AdCategory',
      id ? 'update' : 'create',
      async (tx) => {
        if (!id) {
          const after = await insertAdCategory(tx, values);
          return { after, id: after.id };
        }
        const before = await lockAdCategory(tx, id);
        return { before, after: await updateAdCategory(tx, id, values), id };
      },
    );
    return categoryView(row);
  }

  /** A country's code is its identity: an update keeps the code of the path. */
  async saveCountry(principal: Principal, values: CountryInput, code?: string): Promise<Country> {
    const row = await this.write<CountryRow>(principal, 'Country', code ? 'update' : 'create', async (tx) => {
      if (!code) {
        const after = await insertCountry(tx, values);
        return { after, id: after.code };
      }
      const before = await lockCountry(tx, code);
      return { before, after: await updateCountry(tx, code, values), id: code };
    });
    return countryView(row);
  }

  async saveKeyword(principal: Principal, body: KeywordInput, id?: string): Promise<Keyword> {
    const values = {
      keyword: body.keyword,
      minCpcMicros: micros(body.min_cpc),
      minCpmMicros: micros(body.min_cpm),
      status: body.status,
    };
    const row = await this.write<KeywordRow>(principal, 'Keyword', id ? 'update' : 'create', async (tx) => {
      if (!id) {
        const after = await insertKeyword(tx, values);
        return { after, id: after.id };
      }
      const before = await lockKeyword(tx, id);
      return { before, after: await updateKeyword(tx, id, values), id };
    });
    return keywordView(row);
  }

  async saveWebsite(principal: Principal, body: WebsiteInput, id?: string): Promise<Website> {
    const values = {
      domain: body.domain,
      name: body.name,
      minCpcMicros: micros(body.min_cpc),
      minCpmMicros: micros(body.min_cpm),
      status: body.status,
    };
    const row = await this.write<WebsiteRow>(principal, 'Website', id ? 'update' : 'create', async (tx) => {
      if (!id) {
        const after = await insertWebsite(tx, values);
        return { after, id: after.id };
      }
      const before = await lockWebsite(tx, id);
      return { before, after: await updateWebsite(tx, id, values), id };
    });
    return websiteView(row);
  }

  /** Many keywords and websites in two queries at most, keyed by `targetKey` (pages of bids, the ads helper). */
  entries(db: Executor, refs: readonly TargetRef[]): Promise<Map<string, CatalogueEntry>> {
    return catalogueEntries(db, refs);
  }

  /** One keyword or website with its default minimum for the ad's type. */
  target(
    db: Executor,
    targetType: TargetRef['targetType'],
    id: string,
    adType: AdType,
  ): Promise<CatalogueTarget | undefined> {
    return catalogueTarget(db, targetType, id, adType);
  }

  /** A page of the active keywords or websites the planner offers, searched by name. */
  activeTargets(
    targetType: TargetRef['targetType'],
    search: string | undefined,
    window: { limit: number; offset: number },
  ): Promise<{ rows: ActiveTarget[]; total: number }> {
    return activeTargetsPage(this.deps.db, targetType, search, window);
  }

  adSize(id: string): Promise<SizeRow | undefined> {
    return findAdSize(this.deps.db, id);
  }
}
