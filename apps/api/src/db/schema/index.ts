export * from './advertisers.ts';
export * from './roles.ts';
export * from './sessions.ts';
export * from './statements.ts';
export * from './users.ts';
