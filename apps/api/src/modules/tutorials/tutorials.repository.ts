import type { Language } from '@adportal/contracts';
import { type AnyColumn, and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { readPage } from '../../db/read-page.ts';
import { tutorialCategories, tutorials, tutorialTranslations, users } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql-like.ts';

export type CategoryRow = typeof tutorialCategories.$inferSelect;
export type TutorialRow = typeof tutorials.$inferSelect;
export type TranslationRow = typeof tutorialTranslations.$inferSelect;

/** The English text of an article (always there) and the reader's language (null when not translated). */
const english = alias(tutorialTranslations, 'english');
const localized = alias(tutorialTranslations, 'localized');

/** An article on a list, in the reader's language or English. */
export interface SummaryRow {
  tutorial: TutorialRow;
  category: CategoryRow;
  title: string;
  summary: string;
  translated: boolean;
}

const summaryColumns = {
  tutorial: tutorials,
  category: tutorialCategories,
  title: sql<string>`coalesce(${localized.title}, ${english.title})`,
  summary: sql<string>`coalesce(${localized.summary}, ${english.summary})`,
  translated: sql<boolean>`(${localized.tutorialId} is not null)`,
};

/** Published articles with their English and reader's-language texts joined. */
function publishedFrom(db: Executor, language: Language) {
  return db
    .select(summaryColumns)
    .from(tutorials)
    .innerJoin(tutorialCategories, eq(tutorialCategories.id, tutorials.categoryId))
    .innerJoin(english, and(eq(english.tutorialId, tutorials.id), eq(english.language, 'en')))
    .leftJoin(localized, and(eq(localized.tutorialId, tutorials.id), eq(localized.language, language)));
}

const PUBLISHED = eq(tutorials.status, 'published');

/** Text of stored HTML for a search: tags replaced by spaces (the bodies are sanitized, so tags are well formed). */
const textOf = (column: AnyColumn) => sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`;

/** The search matches the title, summary or text in the reader's language or in English. */
function searchCondition(search: string): SQL {
  const pattern = likePattern(search);
  const matches = (table: { title: AnyColumn; summary: AnyColumn; bodyHtml: AnyColumn }) =>
    or(
      sql`${table.title} ilike ${pattern}`,
      sql`${table.summary} ilike ${pattern}`,
      sql`${textOf(table.bodyHtml)} ilike ${pattern}`,
    );
  return or(matches(english), and(sql`${localized.tutorialId} is not null`, matches(localized)))!;
}

/** A search ranks the articles whose title (in the reader's language or English) matches first. */
const titleFirst = (search: string) =>
  asc(
    sql`case when coalesce(${localized.title}, ${english.title}) ilike ${likePattern(search)} then 0 else 1 end`,
  );

/** Articles in reading order: by category, then by their position inside it. */
const READING_ORDER = [
  asc(tutorialCategories.position),
  asc(tutorialCategories.createdAt),
  asc(tutorials.position),
  asc(tutorials.publishedAt),
  asc(tutorials.id),
];

export async function listFeatured(db: Executor, language: Language, limit: number): Promise<SummaryRow[]> {
  return publishedFrom(db, language)
    .where(and(PUBLISHED, eq(tutorials.featured, true)))
    .orderBy(...READING_ORDER)
    .limit(limit);
}

/** The most recently published or changed articles first. */
export async function listLatest(db: Executor, language: Language, limit: number): Promise<SummaryRow[]> {
  return publishedFrom(db, language)
    .where(PUBLISHED)
    .orderBy(desc(tutorials.updatedAt), desc(tutorials.id))
    .limit(limit);
}

export async function pagePublished(
  db: Executor,
  language: Language,
  filter: { search?: string | undefined; categoryId?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const where = and(
    PUBLISHED,
    filter.categoryId ? eq(tutorials.categoryId, filter.categoryId) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  );
  return readPage(
    publishedFrom(db, language)
      .where(where)
      .orderBy(...(filter.search ? [titleFirst(filter.search)] : []), ...READING_ORDER),
    db
      .select({ value: count() })
      .from(tutorials)
      .innerJoin(english, and(eq(english.tutorialId, tutorials.id), eq(english.language, 'en')))
      .leftJoin(localized, and(eq(localized.tutorialId, tutorials.id), eq(localized.language, language)))
      .where(where),
    filter,
  );
}

/** The first `limit` published articles the list's search finds, in its order, without counting the rest. */
export async function searchPublished(
  db: Executor,
  language: Language,
  search: string,
  limit: number,
): Promise<SummaryRow[]> {
  return publishedFrom(db, language)
    .where(and(PUBLISHED, searchCondition(search)))
    .orderBy(titleFirst(search), ...READING_ORDER)
    .limit(limit);
}

/** Every published article of a category in its order (previous/next walk it). */
export async function listCategoryArticles(
  db: Executor,
  language: Language,
  categoryId: string,
): Promise<SummaryRow[]> {
  return publishedFrom(db, language)
    .where(and(PUBLISHED, eq(tutorials.categoryId, categoryId)))
    .orderBy(...READING_ORDER);
}

/** One published article with its body in the reader's language (or English). */
export async function findPublished(
  db: Executor,
  language: Language,
  id: string,
): Promise<(SummaryRow & { bodyHtml: string }) | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      bodyHtml: sql<string>`coalesce(${localized.bodyHtml}, ${english.bodyHtml})`,
    })
    .from(tutorials)
    .innerJoin(tutorialCategories, eq(tutorialCategories.id, tutorials.categoryId))
    .innerJoin(english, and(eq(english.tutorialId, tutorials.id), eq(english.language, 'en')))
    .leftJoin(localized, and(eq(localized.tutorialId, tutorials.id), eq(localized.language, language)))
    .where(and(PUBLISHED, eq(tutorials.id, id)))
    .limit(1);
  return row;
}

/* Categories */

export async function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(tutorialCategories)
    .orderBy(asc(tutorialCategories.position), asc(tutorialCategories.createdAt), asc(tutorialCategories.id));
}

export async function findCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(tutorialCategories).where(eq(tutorialCategories.id, id)).limit(1);
  return row;
}

export async function lockCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(tutorialCategories).where(eq(tutorialCategories.id, id)).for('update');
  return row;
}

/** A category held against deletion until the transaction ends (an article is being saved into it). */
export async function lockCategoryShared(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(tutorialCategories).where(eq(tutorialCategories.id, id)).for('share');
  return row;
}

/** Every category locked, in their order (a new order is written against all of them). */
export async function lockCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(tutorialCategories)
    .orderBy(asc(tutorialCategories.position), asc(tutorialCategories.createdAt), asc(tutorialCategories.id))
    .for('update');
}

/** Articles per category: all of them (drafts too) and the published ones. */
export async function countArticlesByCategory(
  db: Executor,
  categoryIds?: string[],
): Promise<Map<string, { all: number; published: number }>> {
  if (categoryIds?.length === 0) return new Map();
  const rows = await db
    .select({
      categoryId: tutorials.categoryId,
      all: count(),
      published: sql<number>`count(*) filter (where ${tutorials.status} = 'published')`,
    })
    .from(tutorials)
    .where(categoryIds ? inArray(tutorials.categoryId, categoryIds) : undefined)
    .groupBy(tutorials.categoryId);
  return new Map(
    rows.map((row) => [row.categoryId, { all: Number(row.all), published: Number(row.published) }]),
  );
}

export async function nextCategoryPosition(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: sql<number | null>`max(${tutorialCategories.position})` })
    .from(tutorialCategories);
  return row?.value === null || row?.value === undefined ? 0 : Number(row.value) + 1;
}

export async function insertCategory(
  db: Executor,
  values: typeof tutorialCategories.$inferInsert,
): Promise<CategoryRow> {
  const [row] = await db.insert(tutorialCategories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: Executor,
  id: string,
  values: Partial<Pick<CategoryRow, 'names' | 'position' | 'updatedAt'>>,
): Promise<CategoryRow> {
  const [row] = await db
    .update(tutorialCategories)
    .set(values)
    .where(eq(tutorialCategories.id, id))
    .returning();
  return row!;
}

export async function deleteCategory(db: Executor, id: string): Promise<void> {
  await db.delete(tutorialCategories).where(eq(tutorialCategories.id, id));
}

/* Articles (operators) */

export interface OpsRow {
  tutorial: TutorialRow;
  category: CategoryRow;
  title: string;
  languages: string;
  updatedBy: string | null;
}

export async function pageOps(
  db: Executor,
  filter: {
    search?: string | undefined;
    categoryId?: string | undefined;
    status?: TutorialRow['status'] | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: OpsRow[]; total: number }> {
  const where = and(
    filter.categoryId ? eq(tutorials.categoryId, filter.categoryId) : undefined,
    filter.status ? eq(tutorials.status, filter.status) : undefined,
    filter.search
      ? sql`exists (select 1 from ${tutorialTranslations} where ${tutorialTranslations.tutorialId} = ${tutorials.id} and (${tutorialTranslations.title} ilike ${likePattern(filter.search)} or ${tutorialTranslations.summary} ilike ${likePattern(filter.search)}))`
      : undefined,
  );
  // Inside one category the list is its reading order; across categories the latest change first.
  const order = filter.categoryId
    ? [asc(tutorials.position), asc(tutorials.publishedAt), asc(tutorials.id)]
    : [desc(tutorials.updatedAt), desc(tutorials.id)];
  return readPage(
    db
      .select({
        tutorial: tutorials,
        category: tutorialCategories,
        title: english.title,
        languages: sql<string>`(select string_agg(${tutorialTranslations.language}, ',' order by ${tutorialTranslations.language}) from ${tutorialTranslations} where ${tutorialTranslations.tutorialId} = ${tutorials.id})`,
        updatedBy: users.name,
      })
      .from(tutorials)
      .innerJoin(tutorialCategories, eq(tutorialCategories.id, tutorials.categoryId))
      .innerJoin(english, and(eq(english.tutorialId, tutorials.id), eq(english.language, 'en')))
      .leftJoin(users, eq(users.id, tutorials.updatedByUserId))
      .where(where)
      .orderBy(...order),
    db.select({ value: count() }).from(tutorials).where(where),
    filter,
  );
}

export async function findTutorial(db: Executor, id: string): Promise<TutorialRow | undefined> {
  const [row] = await db.select().from(tutorials).where(eq(tutorials.id, id)).limit(1);
  return row;
}

export async function lockTutorial(db: Executor, id: string): Promise<TutorialRow | undefined> {
  const [row] = await db.select().from(tutorials).where(eq(tutorials.id, id)).for('update');
  return row;
}

export async function listTranslations(db: Executor, tutorialId: string): Promise<TranslationRow[]> {
  return db
    .select()
    .from(tutorialTranslations)
    .where(eq(tutorialTranslations.tutorialId, tutorialId))
    .orderBy(asc(tutorialTranslations.language));
}

/** The position after the last article of a category (a new article goes to its end). */
export async function nextArticlePosition(
  db: Executor,
  categoryId: string,
  exceptId?: string,
): Promise<number> {
  const [row] = await db
    .select({ value: sql<number | null>`max(${tutorials.position})` })
    .from(tutorials)
    .where(and(eq(tutorials.categoryId, categoryId), exceptId ? ne(tutorials.id, exceptId) : undefined));
  return row?.value === null || row?.value === undefined ? 0 : Number(row.value) + 1;
}

export async function insertTutorial(
  db: Executor,
  values: typeof tutorials.$inferInsert,
): Promise<TutorialRow> {
  const [row] = await db.insert(tutorials).values(values).returning();
  return row!;
}

export async function updateTutorial(
  db: Executor,
  id: string,
  values: Partial<typeof tutorials.$inferInsert>,
): Promise<TutorialRow> {
  const [row] = await db.update(tutorials).set(values).where(eq(tutorials.id, id)).returning();
  return row!;
}

/** Makes an article's translations exactly these languages (a language left out is removed). */
export async function replaceTranslations(
  db: Executor,
  tutorialId: string,
  translations: Omit<TranslationRow, 'tutorialId'>[],
): Promise<void> {
  await db.delete(tutorialTranslations).where(eq(tutorialTranslations.tutorialId, tutorialId));
  await db.insert(tutorialTranslations).values(translations.map((row) => ({ ...row, tutorialId })));
}

export async function deleteTutorial(db: Executor, id: string): Promise<void> {
  await db.delete(tutorials).where(eq(tutorials.id, id));
}
