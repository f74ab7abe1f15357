export * from './action-logs.ts';
export * from './advertisers.ts';
export * from './mail-outbox.ts';
export * from './roles.ts';
export * from './security-tokens.ts';
export * from './sessions.ts';
export * from './statements.ts';
export * from './users.ts';
