import type { AdImage } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { type ImageUpload, uploadImage } from '../../../lib/upload-image.ts';

/** POST /api/ad-images (multipart field `file`), reporting the upload's progress. */
export const uploadAdImage = (upload: ImageUpload) => uploadImage<AdImage>('/ad-images', upload);

export function useUploadAdImageMutation() {
  return useMutation({ mutationFn: uploadAdImage });
}
