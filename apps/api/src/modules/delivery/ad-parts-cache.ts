import type { ServedSlot } from './delivery.service.ts';

/** What of a served ad is the same in every answer: everything but its signed tokens. */
type FixedFields = Pick<ServedSlot, 'adId' | 'type' | 'width' | 'height' | 'imagePath' | 'alt'>;

interface Entry<Parts> extends FixedFields {
  parts: Parts;
}

/**
 * The escaped, pre-serialised parts of an answer that depend only on the ad, built on its first answer instead of
 * on every one. An entry is used only while the ad's fields are the ones it was built from: an ad renamed or
 * given a new image gets new parts on its next answer (the index hands the same strings while nothing changed,
 * so the check is a few pointer comparisons). Bounded: past `capacity` ads it starts again.
 */
export class AdPartsCache<Parts> {
  private readonly entries = new Map<string, Entry<Parts>>();

  constructor(
    private readonly build: (ad: FixedFields) => Parts,
    private readonly capacity = 50_000,
  ) {}

  of(ad: FixedFields): Parts {
    const entry = this.entries.get(ad.adId);
    if (
      entry &&
      entry.alt === ad.alt &&
      entry.imagePath === ad.imagePath &&
      entry.width === ad.width &&
      entry.height === ad.height &&
      entry.type === ad.type
    )
      return entry.parts;
    if (this.entries.size >= this.capacity) this.entries.clear();
    const fixed: FixedFields = {
      adId: ad.adId,
      type: ad.type,
      width: ad.width,
      height: ad.height,
      imagePath: ad.imagePath,
      alt: ad.alt,
    };
    const parts = this.build(fixed);
    this.entries.set(ad.adId, { ...fixed, parts });
    return parts;
  }
}
