export {
  type AdPortalClient,
  type AdPortalClientOptions,
  ApiError,
  type ApiErrorBody,
  createAdPortalClient,
  unwrap,
} from './client.ts';
export type { components, operations, paths } from './generated/openapi.ts';
