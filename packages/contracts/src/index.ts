export * from './auth.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './languages.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './recovery.ts';
export * from './two-factor.ts';
