import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/**
 * POST /api/telegram/sandbox/start (sandbox only): the local bot plays the user pressing Start on the deep
 * link; the connection then arrives through the Bot API protocol, which the connect page's polling sees.
 */
export function pressSandboxStart(url: string): Promise<void> {
  return api.post<void>('/telegram/sandbox/start', { url });
}

export function usePressSandboxStartMutation() {
  return useMutation({ mutationFn: pressSandboxStart, meta: { alertOnError: true } });
}
