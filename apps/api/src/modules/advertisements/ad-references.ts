import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { activeCountryCodes, findAdCategory, findAdImage, findAdSize } from './advertisements.repository.ts';

const fieldError = (path: string, key: string) =>
  new AppError('VALIDATION_FAILED', { fields: [{ path, key }] });

/**
 * Checks what an ad body refers to: an active size and category, the advertiser's own image of exactly the ad
 * size, active countries. Returns the countries to store (none when the ad runs everywhere).
 */
export async function checkAdReferences(
  db: Executor,
  advertiserId: string,
  body: { image_id: string; category_id: string; countries: string[]; all_countries: boolean },
  adSizeId: string,
): Promise<{ countries: string[] }> {
  const size = await findAdSize(db, adSizeId);
  if (size?.status !== 'active') throw fieldError('ad_size_id', 'ad.errors.adSizeNotFound');
  const category = await findAdCategory(db, body.category_id);
  if (category?.status !== 'active') throw fieldError('category_id', 'ad.errors.categoryNotFound');
  const image = await findAdImage(db, body.image_id, advertiserId);
  if (!image) throw fieldError('image_id', 'ad.errors.imageRequired');
  if (image.width !== size.width || image.height !== size.height)
    throw fieldError(
      'image_id',
      `ad.errors.imageSize|actual=${image.width}×${image.height}&expected=${size.width}×${size.height}`,
    );
  const wanted = body.all_countries ? [] : [...new Set(body.countries)];
  if (wanted.length > 0) {
    const known = await activeCountryCodes(db, wanted);
    const unknown = wanted.find((code) => !known.has(code));
    if (unknown) throw fieldError('countries', `ad.errors.countryNotFound|code=${unknown}`);
  }
  return { countries: wanted };
}
