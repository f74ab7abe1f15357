import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adCategories, adSizes, countries, keywords, websites } from '../../db/schema/index.ts';

export type SizeRow = typeof adSizes.$inferSelect;
export type CategoryRow = typeof adCategories.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type KeywordRow = typeof keywords.$inferSelect;
export type WebsiteRow = typeof websites.$inferSelect;

type SizeValues = Pick<SizeRow, 'name' | 'width' | 'height' | 'status'>;
type CategoryValues = Pick<CategoryRow, 'name' | 'status'>;
type CountryValues = Pick<CountryRow, 'code' | 'name' | 'status'>;
type KeywordValues = Pick<KeywordRow, 'keyword' | 'minCpcMicros' | 'minCpmMicros' | 'status'>;
type WebsiteValues = Pick<WebsiteRow, 'domain' | 'name' | 'minCpcMicros' | 'minCpmMicros' | 'status'>;

/** Every entry of each catalogue in display order, or only the active ones. */
export interface CatalogueScope {
  activeOnly: boolean;
}

export async function listAdSizes(db: Executor, scope: CatalogueScope): Promise<SizeRow[]> {
  return db
    .select()
    .from(adSizes)
    .where(scope.activeOnly ? eq(adSizes.status, 'active') : undefined)
    .orderBy(asc(adSizes.width), asc(adSizes.height));
}

export async function listAdCategories(db: Executor, scope: CatalogueScope): Promise<CategoryRow[]> {
  return db
    .select()
    .from(adCategories)
    .where(scope.activeOnly ? eq(adCategories.status, 'active') : undefined)
    .orderBy(asc(adCategories.name));
}

export async function listCountries(db: Executor, scope: CatalogueScope): Promise<CountryRow[]> {
  return db
    .select()
    .from(countries)
    .where(scope.activeOnly ? eq(countries.status, 'active') : undefined)
    .orderBy(asc(countries.name));
}

export async function listKeywords(db: Executor): Promise<KeywordRow[]> {
  return db.select().from(keywords).orderBy(asc(keywords.keyword));
}

export async function listWebsites(db: Executor): Promise<WebsiteRow[]> {
  return db.select().from(websites).orderBy(asc(websites.domain));
}

export async function findAdSize(db: Executor, id: string): Promise<SizeRow | undefined> {
  const [row] = await db.select().from(adSizes).where(eq(adSizes.id, id)).limit(1);
  return row;
}

export async function insertAdSize(db: Executor, values: SizeValues): Promise<SizeRow> {
  const [row] = await db.insert(adSizes).values(values).returning();
  return row!;
}

export async function lockAdSize(db: Executor, id: string): Promise<SizeRow | undefined> {
  const [row] = await db.select().from(adSizes).where(eq(adSizes.id, id)).for('update');
  return row;
}

export async function updateAdSize(
  db: Executor,
  id: string,
  values: SizeValues,
): Promise<SizeRow | undefined> {
  const [row] = await db
    .update(adSizes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(adSizes.id, id))
    .returning();
  return row;
}

export async function insertAdCategory(db: Executor, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await db.insert(adCategories).values(values).returning();
  return row!;
}

export async function lockAdCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(adCategories).where(eq(adCategories.id, id)).for('update');
  return row;
}

export async function updateAdCategory(
  db: Executor,
  id: string,
  values: CategoryValues,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(adCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(adCategories.id, id))
    .returning();
  return row;
}

export async function insertCountry(db: Executor, values: CountryValues): Promise<CountryRow> {
  const [row] = await db.insert(countries).values(values).returning();
  return row!;
}

export async function lockCountry(db: Executor, code: string): Promise<CountryRow | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.code, code)).for('update');
  return row;
}

/** A country's code is its identity: only its name and status change. */
export async function updateCountry(
  db: Executor,
  code: string,
  values: Omit<CountryValues, 'code'>,
): Promise<CountryRow | undefined> {
  const [row] = await db
    .update(countries)
    .set({ name: values.name, status: values.status, updatedAt: new Date() })
    .where(eq(countries.code, code))
    .returning();
  return row;
}

export async function insertKeyword(db: Executor, values: KeywordValues): Promise<KeywordRow> {
  const [row] = await db.insert(keywords).values(values).returning();
  return row!;
}

export async function lockKeyword(db: Executor, id: string): Promise<KeywordRow | undefined> {
  const [row] = await db.select().from(keywords).where(eq(keywords.id, id)).for('update');
  return row;
}

export async function updateKeyword(
  db: Executor,
  id: string,
  values: KeywordValues,
): Promise<KeywordRow | undefined> {
  const [row] = await db
    .update(keywords)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(keywords.id, id))
    .returning();
  return row;
}

export async function insertWebsite(db: Executor, values: WebsiteValues): Promise<WebsiteRow> {
  const [row] = await db.insert(websites).values(values).returning();
  return row!;
}

export async function lockWebsite(db: Executor, id: string): Promise<WebsiteRow | undefined> {
  const [row] = await db.select().from(websites).where(eq(websites.id, id)).for('update');
  return row;
}

export async function updateWebsite(
  db: Executor,
  id: string,
  values: WebsiteValues,
): Promise<WebsiteRow | undefined> {
  const [row] = await db
    .update(websites)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(websites.id, id))
    .returning();
  return row;
}
