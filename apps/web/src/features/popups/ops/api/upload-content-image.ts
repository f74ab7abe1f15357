import type { ContentImage } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { type ImageUpload, uploadImage } from '../../../../lib/upload-image.ts';

/** POST /api/ops/content-images (multipart field `file`), reporting the upload's progress. */
export const uploadContentImage = (upload: ImageUpload) =>
  uploadImage<ContentImage>('/ops/content-images', upload);

export function useUploadContentImageMutation() {
  return useMutation({ mutationFn: uploadContentImage });
}
