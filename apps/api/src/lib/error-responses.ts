import { ZErrorResponse } from '@adportal/contracts';

/** The error status codes a route may declare; every one is answered in the one shape of plugins/errors.ts. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** The response map entries of the given error statuses, to spread into a route's `response`. */
export function errorResponses<Status extends ErrorStatus>(
  ...statuses: Status[]
): Record<Status, typeof ZErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as Record<
    Status,
    typeof ZErrorResponse
  >;
}
