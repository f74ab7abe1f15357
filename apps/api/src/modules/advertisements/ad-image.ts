import type { AdImageFormat } from '@adportal/contracts';
import { extensionOf } from '../../lib/images/process-image.ts';

/**
 * The public, content-addressed address of a stored image (its bytes' SHA-256), from which publishers' pages
 * load it: the same bytes always have the same address, so it is cached for good.
 */
export function publicImagePath(image: { sha256: string; format: AdImageFormat }): string {
  return `/serve/img/${image.sha256}.${extensionOf(image.format)}`;
}
