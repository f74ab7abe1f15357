import {
  type AdCatalogue,
  type AdCategory,
  type AdCategoryBody,
  type AdSize,
  type AdSizeBody,
  type Country,
  type CountryBody,
  formatUsdt,
  type Keyword,
  type KeywordBody,
  type OpsCatalogue,
  parseUsdt,
  type Website,
  type WebsiteBody,
  ZAdCategoryBody,
  ZAdSizeBody,
  ZCountryBody,
  ZKeywordBody,
  ZWebsiteBody,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import { asc, eq } from 'drizzle-orm';
import { recordChange } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { adCategories, adSizes, countries, keywords, websites } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { actorOf, type Principal } from '../auth/principal.ts';

type SizeRow = typeof adSizes.$inferSelect;
type CategoryRow = typeof adCategories.$inferSelect;
type CountryRow = typeof countries.$inferSelect;
type KeywordRow = typeof keywords.$inferSelect;
type WebsiteRow = typeof websites.$inferSelect;

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
  constructor(private readonly db: Database) {}

  async forAds(principal: Principal): Promise<AdCatalogue> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const [sizes, categories, countryRows] = await Promise.all([
      this.db
        .select()
        .from(adSizes)
        .where(eq(adSizes.status, 'active'))
        .orderBy(asc(adSizes.width), asc(adSizes.height)),
      this.db
        .select()
        .from(adCategories)
        .where(eq(adCategories.status, 'active'))
        .orderBy(asc(adCategories.name)),
      this.db.select().from(countries).where(eq(countries.status, 'active')).orderBy(asc(countries.name)),
    ]);
    return {
      ad_sizes: sizes.map(sizeView),
      categories: categories.map(categoryView),
      countries: countryRows.map(countryView),
    };
  }

  async forOps(principal: Principal): Promise<OpsCatalogue> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsReview');
    const [sizes, categories, countryRows, keywordRows, websiteRows] = await Promise.all([
      this.db.select().from(adSizes).orderBy(asc(adSizes.width), asc(adSizes.height)),
      this.db.select().from(adCategories).orderBy(asc(adCategories.name)),
      this.db.select().from(countries).orderBy(asc(countries.name)),
      this.db.select().from(keywords).orderBy(asc(keywords.keyword)),
      this.db.select().from(websites).orderBy(asc(websites.domain)),
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
      return await this.db.transaction(async (tx) => {
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

  async saveAdSize(principal: Principal, body: AdSizeBody, id?: string): Promise<AdSize> {
    const values = ZAdSizeBody.parse(body);
    const row = await this.write<SizeRow>(principal, 'AdSize', id ? 'update' : 'create', async (tx) => {
      if (!id) {
        const [after] = await tx.insert(adSizes).values(values).returning();
        return { after, id: after!.id };
      }
      const [before] = await tx.select().from(adSizes).where(eq(adSizes.id, id)).for('update');
      const [after] = await tx
        .update(adSizes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(adSizes.id, id))
        .returning();
      return { before, after, id };
    });
    return sizeView(row);
  }

  async saveCategory(principal: Principal, body: AdCategoryBody, id?: string): Promise<AdCategory> {
    const values = ZAdCategoryBody.parse(body);
    const row = await this.write<CategoryRow>(
      principal,
      'AdCategory',
      id ? 'update' : 'create',
      async (tx) => {
        if (!id) {
          const [after] = await tx.insert(adCategories).values(values).returning();
          return { after, id: after!.id };
        }
        const [before] = await tx.select().from(adCategories).where(eq(adCategories.id, id)).for('update');
        const [after] = await tx
          .update(adCategories)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(adCategories.id, id))
          .returning();
        return { before, after, id };
      },
    );
    return categoryView(row);
  }

  /** A country's code is its identity: an update keeps the code of the path. */
  async saveCountry(principal: Principal, body: CountryBody, code?: string): Promise<Country> {
    const values = ZCountryBody.parse(body);
    const row = await this.write<CountryRow>(principal, 'Country', code ? 'update' : 'create', async (tx) => {
      if (!code) {
        const [after] = await tx.insert(countries).values(values).returning();
        return { after, id: after!.code };
      }
      const [before] = await tx.select().from(countries).where(eq(countries.code, code)).for('update');
      const [after] = await tx
        .update(countries)
        .set({ name: values.name, status: values.status, updatedAt: new Date() })
        .where(eq(countries.code, code))
        .returning();
      return { before, after, id: code };
    });
    return countryView(row);
  }

  async saveKeyword(principal: Principal, body: KeywordBody, id?: string): Promise<Keyword> {
    const parsed = ZKeywordBody.parse(body);
    const values = {
      keyword: parsed.keyword,
      minCpcMicros: micros(parsed.min_cpc),
      minCpmMicros: micros(parsed.min_cpm),
      status: parsed.status,
    };
    const row = await this.write<KeywordRow>(principal, 'Keyword', id ? 'update' : 'create', async (tx) => {
      if (!id) {
        const [after] = await tx.insert(keywords).values(values).returning();
        return { after, id: after!.id };
      }
      const [before] = await tx.select().from(keywords).where(eq(keywords.id, id)).for('update');
      const [after] = await tx
        .update(keywords)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(keywords.id, id))
        .returning();
      return { before, after, id };
    });
    return keywordView(row);
  }

  async saveWebsite(principal: Principal, body: WebsiteBody, id?: string): Promise<Website> {
    const parsed = ZWebsiteBody.parse(body);
    const values = {
      domain: parsed.domain,
      name: parsed.name,
      minCpcMicros: micros(parsed.min_cpc),
      minCpmMicros: micros(parsed.min_cpm),
      status: parsed.status,
    };
    const row = await this.write<WebsiteRow>(principal, 'Website', id ? 'update' : 'create', async (tx) => {
      if (!id) {
        const [after] = await tx.insert(websites).values(values).returning();
        return { after, id: after!.id };
      }
      const [before] = await tx.select().from(websites).where(eq(websites.id, id)).for('update');
      const [after] = await tx
        .update(websites)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(websites.id, id))
        .returning();
      return { before, after, id };
    });
    return websiteView(row);
  }
}
