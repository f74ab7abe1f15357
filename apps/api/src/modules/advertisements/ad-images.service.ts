import { createHash, randomUUID } from 'node:crypto';
import type { AdImage } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { Database } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { contentTypeOf, extensionOf, processImage } from '../../lib/images/process-image.ts';
import { advertiserIdOf, type Principal } from '../identity/principal.ts';
import { imageView } from './ad-view.ts';
import { findAdImage, findAdImageByDigest, insertAdImage } from './advertisements.repository.ts';

/** Ad images: uploads (sniffed, re-encoded, stored) and serving them (the ad-size check happens when the ad is saved). */
export class AdImagesService {
  constructor(
    private readonly deps: {
      db: Database;
      storage: ObjectStorage;
    },
  ) {}

  /** Checked before an upload is read, so a caller who may not create ads never streams a file in. */
  authorizeUpload(principal: Principal) {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'Advertisement');
  }

  async upload(principal: Principal, input: Buffer): Promise<AdImage> {
    this.authorizeUpload(principal);
    const advertiserId = advertiserIdOf(principal);
    const image = await processImage(input);
    const id = randomUUID();
    const storageKey = `ad-images/${id.slice(0, 2)}/${id}.${extensionOf(image.format)}`;
    await this.deps.storage.put(storageKey, image.data, image.contentType);
    const row = await insertAdImage(this.deps.db, {
      id,
      advertiserId,
      storageKey,
      format: image.format,
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      sha256: createHash('sha256').update(image.data).digest('hex'),
    });
    return imageView(row);
  }

  /** The stored image for serving (public: ads are shown to anyone; ids are random). */
  async file(id: string, extension: string) {
    const row = await findAdImage(this.deps.db, id);
    if (!row || extensionOf(row.format) !== extension) throw new AppError('NOT_FOUND');
    const stream = await this.deps.storage.get(row.storageKey);
    if (!stream) throw new AppError('NOT_FOUND');
    return { stream, contentType: contentTypeOf(row.format), bytes: row.bytes, sha256: row.sha256 };
  }

  /**
   * A stored image by content address (the SHA-256 of its bytes), for publishers' pages; null when no image has
   * this digest in this format. The bytes are opened only when needed: a revalidation (304) never reads them.
   */
  async fileByDigest(digest: string, extension: string) {
    const row = await findAdImageByDigest(this.deps.db, digest);
    if (!row || extensionOf(row.format) !== extension) return null;
    return {
      contentType: contentTypeOf(row.format),
      bytes: row.bytes,
      sha256: row.sha256,
      open: () => this.deps.storage.get(row.storageKey),
    };
  }
}
