export * from './patterns';
export * from './rules';
export * from './zod';
