/**
 * The Skeleton antd's Card, Modal and Drawer draw while `loading` (vite.config.ts points their
 * `../skeleton` import here): the app's CSS one, which takes antd's props, as a default export.
 */
export { Skeleton as default } from './skeleton';
