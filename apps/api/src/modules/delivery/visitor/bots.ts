// Crawlers, link previewers, monitors and HTTP libraries, from isbot's maintained list of patterns.
import { isbot } from 'isbot';

/** True for a known crawler or tool, and for a request without a user agent: browsers always send one. */
export function isBotAgent(userAgent: string | undefined): boolean {
  if (typeof userAgent !== 'string' || userAgent.trim() === '') return true;
  return isbot(userAgent);
}
