import type { OpsPopup, OpsPopupPage, ZOpsPopupsQuery, ZPopupBody } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import { opsPopupView } from './popup-view.ts';
import {
  audienceCounts,
  deleteImageIfUnused,
  deletePopup,
  findContentImage,
  findPopupWithImage,
  insertPopup,
  lockPopup,
  type NewPopup,
  pagePopups,
  updatePopup,
} from './popups.repository.ts';

export type PopupInput = z.output<typeof ZPopupBody>;
export type OpsPopupsListQuery = z.output<typeof ZOpsPopupsQuery>;

const CHANGE = { advertiserId: null, subject: 'Popup' } as const;

const imageMissing = () =>
  new AppError('VALIDATION_FAILED', { fields: [{ path: 'image_id', key: 'popups.errors.imageRequired' }] });

/** The popup's columns from a validated body; its text sanitized (whoever wrote it, operators included). */
function columnsOf(body: PopupInput) {
  return {
    topic: body.topic,
    audience: body.audience,
    imageId: body.image_id,
    bodyHtml: sanitizeRichText(body.body_html),
    directTo: body.direct_to,
    urlDirect: body.url_direct,
    systemPage: body.system_page,
    pages: body.pages,
    startsAt: body.starts_at ? new Date(body.starts_at) : null,
    endsAt: body.ends_at ? new Date(body.ends_at) : null,
    status: body.status,
    notShowAgainEnable: body.not_show_again_enable,
    position: body.position,
  } satisfies Partial<NewPopup>;
}

/**
 * Operators' popups (OpsContent): list with how many saw and dismissed each, create, change, switch on and
 * off, delete. Every change is in the action log, in the transaction that makes it.
 */
export class OpsPopupsService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      storage: ObjectStorage;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(principal: Principal, query: OpsPopupsListQuery): Promise<OpsPopupPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsContent');
    const { page, page_size: pageSize } = query;
    const { rows, total } = await pagePopups(this.deps.db, {
      search: query.search || undefined,
      status: query.status,
      audience: query.audience,
      page,
      pageSize,
    });
    const counts = await audienceCounts(
      this.deps.db,
      rows.map((row) => row.popup.id),
    );
    return {
      data: rows.map((row) => opsPopupView(row.popup, row.image, counts.get(row.popup.id)!)),
      total,
      page,
      page_size: pageSize,
    };
  }

  async get(principal: Principal, id: string): Promise<OpsPopup> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsContent');
    return this.view(this.deps.db, id);
  }

  async create(principal: Principal, body: PopupInput): Promise<OpsPopup> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'OpsContent');
    return this.deps.db.transaction(async (tx) => {
      if (!(await findContentImage(tx, body.image_id))) throw imageMissing();
      const row = await insertPopup(tx, { ...columnsOf(body), createdByUserId: principal.user.id });
      await audit.created(tx, actorOf(principal), { ...CHANGE, subjectId: row.id }, row);
      return this.view(tx, row.id);
    });
  }

  async update(principal: Principal, id: string, body: PopupInput): Promise<OpsPopup> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsContent');
    const { view, replacedImage } = await this.deps.db.transaction(async (tx) => {
      const before = await lockPopup(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      if (!(await findContentImage(tx, body.image_id))) throw imageMissing();
      const after = await updatePopup(tx, id, { ...columnsOf(body), updatedAt: this.now() });
      await audit.updated(tx, actorOf(principal), { ...CHANGE, subjectId: id }, before, after);
      const replaced =
        before.imageId === after.imageId ? undefined : await this.dropImage(tx, principal, before.imageId);
      return { view: await this.view(tx, id), replacedImage: replaced };
    });
    await this.removeFile(replacedImage);
    return view;
  }

  /** Switches a popup on or off (the list's quick action); the rest of it is kept. */
  async setStatus(principal: Principal, id: string, status: PopupInput['status']): Promise<OpsPopup> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsContent');
    return this.deps.db.transaction(async (tx) => {
      const before = await lockPopup(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      if (before.status === status) return this.view(tx, id);
      const after = await updatePopup(tx, id, { status, updatedAt: this.now() });
      await audit.updated(tx, actorOf(principal), { ...CHANGE, subjectId: id }, before, after);
      return this.view(tx, id);
    });
  }

  /** Deletes a popup with its views and dismissals, and its image when no other popup uses it. */
  async delete(principal: Principal, id: string): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('delete', 'OpsContent');
    const image = await this.deps.db.transaction(async (tx) => {
      const before = await lockPopup(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      await deletePopup(tx, id);
      await audit.deleted(tx, actorOf(principal), { ...CHANGE, subjectId: id }, before);
      return this.dropImage(tx, principal, before.imageId);
    });
    await this.removeFile(image);
  }

  private async view(db: Executor, id: string): Promise<OpsPopup> {
    const found = await findPopupWithImage(db, id);
    if (!found) throw new AppError('NOT_FOUND');
    const counts = await audienceCounts(db, [id]);
    return opsPopupView(found.popup, found.image, counts.get(id)!);
  }

  /** The image a popup no longer uses goes too when nothing else uses it (its file once committed). */
  private async dropImage(tx: Executor, principal: Principal, imageId: string) {
    const image = await deleteImageIfUnused(tx, imageId);
    if (image)
      await audit.deleted(
        tx,
        actorOf(principal),
        { advertiserId: null, subject: 'ContentImage', subjectId: image.id },
        image,
      );
    return image;
  }

  private async removeFile(image: { storageKey: string } | undefined) {
    if (image) await this.deps.storage.delete(image.storageKey);
  }
}
