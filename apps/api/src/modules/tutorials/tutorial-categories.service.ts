import type {
  OpsTutorialCategory,
  OpsTutorialCategoryList,
  ZTutorialCategoryBody,
  ZTutorialCategoryOrderBody,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import { opsCategoryView } from './tutorial-views.ts';
import {
  countArticlesByCategory,
  deleteCategory,
  insertCategory,
  listCategories,
  lockCategories,
  lockCategory,
  nextCategoryPosition,
  updateCategory,
} from './tutorials.repository.ts';

export type TutorialCategoryInput = z.output<typeof ZTutorialCategoryBody>;
export type TutorialCategoryOrderInput = z.output<typeof ZTutorialCategoryOrderBody>;

const SUBJECT = 'TutorialCategory';

/** The names as stored: English, and the other languages only when written. */
function namesOf(body: TutorialCategoryInput): LocalizedText {
  const { en, th, zh } = body.names;
  return { en, ...(th ? { th } : {}), ...(zh ? { zh } : {}) };
}

/**
 * Operators' tutorial categories (OpsContent): names in three languages (English required), their order, and
 * deletion of an empty one only. Every change is in the action log (advertiser null).
 */
export class TutorialCategoriesService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(principal: Principal): Promise<OpsTutorialCategoryList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsContent');
    const [rows, counts] = await Promise.all([
      listCategories(this.deps.db),
      countArticlesByCategory(this.deps.db),
    ]);
    return { data: rows.map((row) => opsCategoryView(row, counts.get(row.id))) };
  }

  /** A new category goes last. */
  async create(principal: Principal, body: TutorialCategoryInput): Promise<OpsTutorialCategory> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'OpsContent');
    return this.deps.db.transaction(async (tx) => {
      const row = await insertCategory(tx, {
        names: namesOf(body),
        position: await nextCategoryPosition(tx),
      });
      await audit.created(
        tx,
        actorOf(principal),
        { advertiserId: null, subject: SUBJECT, subjectId: row.id },
        row,
      );
      return opsCategoryView(row, undefined);
    });
  }

  async rename(principal: Principal, id: string, body: TutorialCategoryInput): Promise<OpsTutorialCategory> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsContent');
    return this.deps.db.transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      const after = await updateCategory(tx, id, { names: namesOf(body), updatedAt: this.now() });
      await audit.updated(
        tx,
        actorOf(principal),
        { advertiserId: null, subject: SUBJECT, subjectId: id },
        before,
        after,
      );
      const counts = await countArticlesByCategory(tx, [id]);
      return opsCategoryView(after, counts.get(id));
    });
  }

  /** The categories in the order given: every category exactly once, or a field error. */
  async reorder(principal: Principal, body: TutorialCategoryOrderInput): Promise<OpsTutorialCategoryList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsContent');
    return this.deps.db.transaction(async (tx) => {
      const rows = await lockCategories(tx);
      const known = new Set(rows.map((row) => row.id));
      if (body.ids.length !== rows.length || !body.ids.every((id) => known.has(id))) {
        throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'ids', key: 'validation.invalid' }] });
      }
      const byId = new Map(rows.map((row) => [row.id, row]));
      const now = this.now();
      const ordered = [];
      for (const [position, id] of body.ids.entries()) {
        const before = byId.get(id)!;
        if (before.position === position) {
          ordered.push(before);
          continue;
        }
        const after = await updateCategory(tx, id, { position, updatedAt: now });
        await audit.updated(
          tx,
          actorOf(principal),
          { advertiserId: null, subject: SUBJECT, subjectId: id },
          before,
          after,
        );
        ordered.push(after);
      }
      const counts = await countArticlesByCategory(tx);
      return { data: ordered.map((row) => opsCategoryView(row, counts.get(row.id))) };
    });
  }

  /** Only an empty category goes (409 while any article, draft or published, is in it). */
  async remove(principal: Principal, id: string): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('delete', 'OpsContent');
    await this.deps.db.transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      const counts = await countArticlesByCategory(tx, [id]);
      if ((counts.get(id)?.all ?? 0) > 0) throw new AppError('CONFLICT');
      await deleteCategory(tx, id);
      await audit.deleted(
        tx,
        actorOf(principal),
        { advertiserId: null, subject: SUBJECT, subjectId: id },
        before,
      );
    });
  }
}
