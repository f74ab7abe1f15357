import type { FastifyReply } from 'fastify';
import type { LimitState } from './rate-limiter.ts';

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers, the form GitHub's and most APIs' clients
 * read): the window's size and policy, what is left, and the seconds until it starts again.
 */
export function sendRateLimitHeaders(reply: FastifyReply, state: LimitState): void {
  reply
    .header('RateLimit-Limit', String(state.limit))
    .header('RateLimit-Remaining', String(state.remaining))
    .header('RateLimit-Reset', String(state.resetSeconds))
    .header('RateLimit-Policy', `${state.limit};w=${state.windowSeconds}`);
}
