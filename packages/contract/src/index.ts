export * from './api/content';
export * from './api/paths';
export * from './api/session';
export * from './codes';
export * from './common';
export * from './constants';
export * from './enums';
export * from './validation/index';
