import { createHash, randomUUID } from 'node:crypto';
import type { ContentImage } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { contentTypeOf, extensionOf, processImage } from '../../lib/images/process-image.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import { contentImageView } from './popup-view.ts';
import { findContentImage, insertContentImage } from './popups.repository.ts';

/**
 * Images operators upload for content (popups): the same path as ad images (lib/images: sniffed from the
 * bytes, JPEG, PNG or GIF only, re-encoded without metadata), stored under content-images/, served publicly.
 */
export class ContentImagesService {
  constructor(
    private readonly deps: {
      db: Database;
      storage: ObjectStorage;
    },
  ) {}

  /** Checked before an upload is read, so a caller who may not write content never streams a file in. */
  authorizeUpload(principal: Principal) {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'OpsContent');
  }

  async upload(principal: Principal, input: Buffer): Promise<ContentImage> {
    this.authorizeUpload(principal);
    const image = await processImage(input);
    const id = randomUUID();
    const storageKey = `content-images/${id.slice(0, 2)}/${id}.${extensionOf(image.format)}`;
    await this.deps.storage.put(storageKey, image.data, image.contentType);
    try {
      const row = await this.deps.db.transaction(async (tx) => {
        const inserted = await insertContentImage(tx, {
          id,
          storageKey,
          format: image.format,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
          sha256: createHash('sha256').update(image.data).digest('hex'),
          uploadedByUserId: principal.user.id,
        });
        await audit.created(
          tx,
          actorOf(principal),
          { advertiserId: null, subject: 'ContentImage', subjectId: id },
          inserted,
        );
        return inserted;
      });
      return contentImageView(row);
    } catch (error) {
      await this.deps.storage.delete(storageKey);
      throw error;
    }
  }

  /** The stored image for serving (public: popups and their pages are shown to anyone; ids are random). */
  async file(id: string, extension: string) {
    const row = await findContentImage(this.deps.db, id);
    if (!row || extensionOf(row.format) !== extension) throw new AppError('NOT_FOUND');
    const stream = await this.deps.storage.get(row.storageKey);
    if (!stream) throw new AppError('NOT_FOUND');
    return { stream, contentType: contentTypeOf(row.format), bytes: row.bytes, sha256: row.sha256 };
  }
}
