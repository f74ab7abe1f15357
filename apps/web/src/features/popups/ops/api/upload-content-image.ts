import type { ContentImage } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';

/** POST /api/ops/content-images (multipart field `file`), reporting the upload's progress. */
export function uploadContentImage({
  file,
  onProgress,
  signal,
}: {
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<ContentImage> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<ContentImage>('/ops/content-images', form, { onProgress, signal });
}

export function useUploadContentImageMutation() {
  return useMutation({ mutationFn: uploadContentImage });
}
