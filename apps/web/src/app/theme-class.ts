/**
 * The class antd puts its theme's CSS variables on. The document root carries it too, so the app's own
 * styles (`var(--ant-color-text-tertiary)` and the like) get the theme's values outside antd components.
 */
export const THEME_CSS_VAR_CLASS = 'of-theme';
