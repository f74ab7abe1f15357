// Types of build-server.mjs (plain JavaScript: scripts/start.mjs runs it before anything is compiled).
import type { BuildResult } from 'esbuild';

export const API_DIR: string;
export const SERVER_BUNDLE: string;
export const BUNDLE_TARGET: string;
export interface SourceFile {
  path: string;
  mtimeMs: number;
}
export function filesWithTimes(roots: Iterable<string>): Generator<SourceFile>;
export function staleReason(builtMs: number | undefined, sources: Iterable<SourceFile>): string | null;
export function serverBuildStale(options?: { root?: string; bundle?: string }): string | null;
export function buildServer(options?: { outdir?: string }): Promise<BuildResult>;
