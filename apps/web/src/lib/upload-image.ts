import { api } from './http.ts';

/** A file to send, with its progress (0…1) reported and a way to abort it. */
export interface ImageUpload {
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST `path` (under /api) with the file as the multipart field `file`, reporting the upload's progress: the one
 * way an image is sent, whichever endpoint stores it (ad images, operators' content images).
 */
export function uploadImage<Image>(path: string, { file, onProgress, signal }: ImageUpload): Promise<Image> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<Image>(path, form, { onProgress, signal });
}
