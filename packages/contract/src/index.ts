// Shared by the web client and the server. The browser's first load takes constants and types only:
// zod schemas are reached through the areas' schemas/endpoints files (the package has no side effects,
// so a bundler drops what the client does not use).
export * from './area/endpoints';
export * from './area/paths';
export * from './area/schemas';
export * from './catalog/constants';
export * from './catalog/endpoints';
export * from './catalog/paths';
export * from './catalog/schemas';
export * from './codes';
export * from './common';
export * from './constants';
export * from './content/endpoints';
export * from './content/paths';
export * from './content/schemas';
export * from './endpoint';
export * from './endpoints';
export * from './enums';
export * from './live/state';
export * from './registration/constants';
export * from './registration/endpoints';
export * from './registration/paths';
export * from './registration/schemas';
export * from './session/constants';
export * from './session/endpoints';
export * from './session/paths';
export * from './session/schemas';
export * from './system/endpoints';
export * from './system/paths';
export * from './system/schemas';
export * from './validation/index';
export * from './verification/constants';
export * from './verification/endpoints';
export * from './verification/paths';
export * from './verification/schemas';
