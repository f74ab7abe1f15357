// Types of runtime.mjs (plain JavaScript: it runs on whatever Node the machine has, before anything is compiled).
export function satisfiesEngines(version: string): boolean;
export function pinnedVersion(): string;
export function runtimeBinDir(): string;
export function runtimeEnv(binDir: string, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
