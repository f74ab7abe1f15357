import {
  isRichTextEmpty,
  LANGUAGE_CODES,
  type Language,
  type OpsTutorial,
  type OpsTutorialPage,
  type ZOpsTutorialsQuery,
  type ZTutorialBody,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import { nameIn } from './tutorial-views.ts';
import {
  deleteTutorial,
  findTutorial,
  insertTutorial,
  listTranslations,
  lockCategoryShared,
  lockTutorial,
  nextArticlePosition,
  pageOps,
  replaceTranslations,
  type TranslationRow,
  type TutorialRow,
  updateTutorial,
} from './tutorials.repository.ts';

export type TutorialInput = z.output<typeof ZTutorialBody>;
export type OpsTutorialsListQuery = z.output<typeof ZOpsTutorialsQuery>;
type Translation = Omit<TranslationRow, 'tutorialId'>;

const SUBJECT = 'Tutorial';

function opsView(row: TutorialRow, translations: Translation[]): OpsTutorial {
  const texts: Partial<Record<Language, { title: string; summary: string; body_html: string }>> = {};
  for (const translation of translations) {
    if (!(LANGUAGE_CODES as readonly string[]).includes(translation.language)) continue;
    texts[translation.language as Language] = {
      title: translation.title,
      summary: translation.summary,
      body_html: translation.bodyHtml,
    };
  }
  const en = texts.en ?? { title: '', summary: '', body_html: '' };
  return {
    id: row.id,
    category_id: row.categoryId,
    status: row.status,
    featured: row.featured,
    position: row.position,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    translations: { ...texts, en },
  };
}

/**
 * The body of every language through the allow-list sanitizer: whatever an operator pasted, only the kept
 * markup is stored. A body with nothing left to read (no text, no image) is a field error, like a missing one.
 */
function cleanTranslations(body: TutorialInput): Translation[] {
  const fields: FieldIssue[] = [];
  const rows: Translation[] = [];
  for (const language of LANGUAGE_CODES) {
    const text = body.translations[language];
    if (!text) continue;
    const bodyHtml = sanitizeRichText(text.body_html);
    if (isRichTextEmpty(bodyHtml)) {
      fields.push({ path: `translations.${language}.body_html`, key: 'validation.required' });
    }
    rows.push({ language, title: text.title, summary: text.summary, bodyHtml });
  }
  if (fields.length) throw new AppError('VALIDATION_FAILED', { fields });
  return rows;
}

/** What the action log keeps of an article: its row and its texts. */
const snapshot = (row: TutorialRow, translations: Translation[]) => ({
  ...row,
  translations: Object.fromEntries(translations.map(({ language, ...text }) => [language, text])),
});

/**
 * Operators' articles (OpsContent): the list with its filters, the editor's load and save in three languages,
 * publishing, featuring, order, deletion. Every change is in the action log (advertiser null).
 */
export class OpsTutorialsService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(principal: Principal, query: OpsTutorialsListQuery): Promise<OpsTutorialPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsContent');
    const { page, page_size: pageSize } = query;
    const { rows, total } = await pageOps(this.deps.db, {
      search: query.search || undefined,
      categoryId: query.category_id,
      status: query.status,
      page,
      pageSize,
    });
    return {
      data: rows.map((row) => ({
        id: row.tutorial.id,
        category_id: row.tutorial.categoryId,
        category_name: nameIn(row.category.names, 'en'),
        title: row.title,
        status: row.tutorial.status,
        featured: row.tutorial.featured,
        position: row.tutorial.position,
        languages: (row.languages ?? '')
          .split(',')
          .filter((code): code is Language => (LANGUAGE_CODES as readonly string[]).includes(code)),
        published_at: row.tutorial.publishedAt?.toISOString() ?? null,
        updated_at: row.tutorial.updatedAt.toISOString(),
        updated_by: row.updatedBy,
      })),
      total,
      page,
      page_size: pageSize,
    };
  }

  async get(principal: Principal, id: string): Promise<OpsTutorial> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsContent');
    const row = await findTutorial(this.deps.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return opsView(row, await listTranslations(this.deps.db, id));
  }

  async create(principal: Principal, body: TutorialInput): Promise<OpsTutorial> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'OpsContent');
    const translations = cleanTranslations(body);
    return this.deps.db.transaction(async (tx) => {
      await this.requireCategory(tx, body.category_id);
      const now = this.now();
      const row = await insertTutorial(tx, {
        categoryId: body.category_id,
        status: body.status,
        featured: body.featured,
        position: body.position ?? (await nextArticlePosition(tx, body.category_id)),
        publishedAt: body.status === 'published' ? now : null,
        updatedByUserId: principal.user.id,
        createdAt: now,
        updatedAt: now,
      });
      await replaceTranslations(tx, row.id, translations);
      await audit.created(
        tx,
        actorOf(principal),
        { advertiserId: null, subject: SUBJECT, subjectId: row.id },
        snapshot(row, translations),
      );
      return opsView(row, translations);
    });
  }

  async update(principal: Principal, id: string, body: TutorialInput): Promise<OpsTutorial> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsContent');
    const translations = cleanTranslations(body);
    return this.deps.db.transaction(async (tx) => {
      const before = await lockTutorial(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      const movedCategory = before.categoryId !== body.category_id;
      if (movedCategory) await this.requireCategory(tx, body.category_id);
      const beforeTexts = await listTranslations(tx, id);
      const now = this.now();
      const position =
        body.position ??
        (movedCategory ? await nextArticlePosition(tx, body.category_id, id) : before.position);
      const after = await updateTutorial(tx, id, {
        categoryId: body.category_id,
        status: body.status,
        featured: body.featured,
        position,
        // Set on the first publish and kept: it says since when the article has been out.
        publishedAt: before.publishedAt ?? (body.status === 'published' ? now : null),
        updatedByUserId: principal.user.id,
        updatedAt: now,
      });
      await replaceTranslations(tx, id, translations);
      await audit.updated(
        tx,
        actorOf(principal),
        { advertiserId: null, subject: SUBJECT, subjectId: id },
        snapshot(before, beforeTexts),
        snapshot(after, translations),
      );
      return opsView(after, translations);
    });
  }

  async remove(principal: Principal, id: string): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('delete', 'OpsContent');
    await this.deps.db.transaction(async (tx) => {
      const before = await lockTutorial(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      const texts = await listTranslations(tx, id);
      await deleteTutorial(tx, id);
      await audit.deleted(
        tx,
        actorOf(principal),
        { advertiserId: null, subject: SUBJECT, subjectId: id },
        snapshot(before, texts),
      );
    });
  }

  /**
   * An unknown category is a field error on the form, not a 404 of the article. The category is held (share
   * lock) until the article is saved, so deleting it at the same moment waits and then finds it not empty.
   */
  private async requireCategory(tx: Executor, categoryId: string) {
    if (!(await lockCategoryShared(tx, categoryId))) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'category_id', key: 'validation.invalid' }],
      });
    }
  }
}
