import {
  type Language,
  type SearchTutorial,
  TUTORIAL_HOME_FEATURED,
  TUTORIAL_HOME_LATEST,
  type Tutorial,
  type TutorialCategoryArticles,
  type TutorialHome,
  type TutorialPage,
  type ZTutorialsQuery,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../identity/principal.ts';
import { categoryView, summaryView } from './tutorial-views.ts';
import {
  countArticlesByCategory,
  findCategory,
  findPublished,
  listCategories,
  listCategoryArticles,
  listFeatured,
  listLatest,
  pagePublished,
  searchPublished,
} from './tutorials.repository.ts';

export type TutorialsListQuery = z.output<typeof ZTutorialsQuery>;

/**
 * The knowledge base as advertisers read it (read Tutorial). Articles are platform content, the same for every
 * advertiser; only published ones exist here (a draft is a 404). Texts come in the reader's language, or in
 * English flagged `fallback` when that language has no translation.
 */
export class TutorialsService {
  constructor(
    private readonly deps: {
      db: Database;
    },
  ) {}

  /** Featured and latest articles, and the categories that hold published articles, with their counts. */
  async home(principal: Principal, language: Language): Promise<TutorialHome> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Tutorial');
    const [featured, latest, categories, counts] = await Promise.all([
      listFeatured(this.deps.db, language, TUTORIAL_HOME_FEATURED),
      listLatest(this.deps.db, language, TUTORIAL_HOME_LATEST),
      listCategories(this.deps.db),
      countArticlesByCategory(this.deps.db),
    ]);
    const published = (id: string) => counts.get(id)?.published ?? 0;
    return {
      featured: featured.map((row) => summaryView(row, language)),
      latest: latest.map((row) => summaryView(row, language)),
      categories: categories
        .filter((row) => published(row.id) > 0)
        .map((row) => categoryView(row, language, published(row.id))),
      total: categories.reduce((sum, row) => sum + published(row.id), 0),
    };
  }

  /** Every published article, searched and filtered, a page at a time. */
  async list(principal: Principal, language: Language, query: TutorialsListQuery): Promise<TutorialPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Tutorial');
    const { page, page_size: pageSize } = query;
    const { rows, total } = await pagePublished(this.deps.db, language, {
      search: query.search || undefined,
      categoryId: query.category_id,
      page,
      pageSize,
    });
    return { data: rows.map((row) => summaryView(row, language)), total, page, page_size: pageSize };
  }

  /** The layout's search: the first few published articles the list's search finds, by their titles. */
  async search(
    principal: Principal,
    language: Language,
    search: string,
    limit: number,
  ): Promise<SearchTutorial[]> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Tutorial');
    const rows = await searchPublished(this.deps.db, language, search, limit);
    return rows.map((row) => ({ id: row.tutorial.id, title: row.title }));
  }

  /** One category and its published articles in order. */
  async category(principal: Principal, language: Language, id: string): Promise<TutorialCategoryArticles> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Tutorial');
    const category = await findCategory(this.deps.db, id);
    if (!category) throw new AppError('NOT_FOUND');
    const rows = await listCategoryArticles(this.deps.db, language, id);
    return {
      category: categoryView(category, language, rows.length),
      data: rows.map((row) => summaryView(row, language)),
    };
  }

  /** One published article, with the previous and next ones of its category. */
  async get(principal: Principal, language: Language, id: string): Promise<Tutorial> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Tutorial');
    const row = await findPublished(this.deps.db, language, id);
    if (!row) throw new AppError('NOT_FOUND');
    const siblings = await listCategoryArticles(this.deps.db, language, row.tutorial.categoryId);
    const at = siblings.findIndex((sibling) => sibling.tutorial.id === id);
    const neighbour = (index: number) => {
      const sibling = at >= 0 ? siblings[index] : undefined;
      return sibling ? { id: sibling.tutorial.id, title: sibling.title } : null;
    };
    return {
      ...summaryView(row, language),
      body_html: row.bodyHtml,
      requested_language: language,
      previous: neighbour(at - 1),
      next: neighbour(at + 1),
    };
  }
}
