export * from './browse';
export * from './catalog';
export * from './content';
export * from './exhibitor';
export * from './live';
export * from './media';
export * from './registration';
export * from './session';
