import type { AdImage } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /api/ad-images (multipart field `file`), reporting the upload's progress. */
export function uploadAdImage({
  file,
  onProgress,
  signal,
}: {
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<AdImage> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<AdImage>('/ad-images', form, { onProgress, signal });
}

export function useUploadAdImageMutation() {
  return useMutation({ mutationFn: uploadAdImage });
}
