import { LoadingOutlined } from '@ant-design/icons';
import type { UiLanguage } from '@openfair/contract';
import { Provider as MotionProvider } from '@rc-component/motion';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useSession } from '../lib/session-store';
import { usePrefersReducedMotion } from '../shared/hooks/use-reduced-motion';
import { THEME_CSS_VAR_CLASS } from './theme-class';

/** A calm trade-fair palette: deep blue brand, warm accent for calls to action, generous radius. */
export const theme: ThemeConfig = {
  cssVar: { key: THEME_CSS_VAR_CLASS },
  token: {
    colorPrimary: '#1f5fbf',
    // antd lightens the brand colour under the pointer; white text on that reads below 4.5:1, so hover
    // and press darken it instead.
    colorPrimaryHover: '#1a4f9f',
    colorPrimaryActive: '#153f80',
    colorInfo: '#1f5fbf',
    colorWarning: '#e8890c',
    // antd's red (#ff4d4f) reads at 3.3:1 as text (errors, "Remove" buttons); its 7th shade at 5.9:1.
    colorError: '#cf1322',
    // A busy button keeps its contrast: its spinner, not a fade to 65 %, says it is working.
    opacityLoading: 1,
    colorLink: '#1f5fbf',
    borderRadius: 8,
    // antd's grey for hints, dates and inactive steps (0.45) reads at 3.4:1; WCAG AA text needs 4.5:1,
    // also on the light grey page background. Greys the app sets itself follow this token.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // Placeholders are the only label some filters show: they need the same 4.5:1 (antd's is 0.25).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fb' },
    // Preset tags write their colour's 7th shade on its 1st: green, orange, gold and cyan then read below
    // 4.5:1. For tags alone, the 8th shade keeps the hue at a readable contrast (gold's 8th reads at
    // 4.3:1 on its pale background, so gold takes its 9th).
    Tag: { green7: '#237804', orange7: '#ad4e00', gold7: '#874d00', cyan7: '#006d75' },
  },
};

export function antdLocaleFor(language: UiLanguage) {
  return language === 'zh' ? zhCN : enUS;
}

/**
 * antd's default loading icon is an image named "loading" inside the button, and it stays there, fading
 * out, after the request: screen readers (and role queries) then read "loading Save". Ours is decoration
 * only and goes the moment loading ends.
 */
const buttonConfig = { loadingIcon: <LoadingOutlined aria-hidden="true" /> };

/**
 * antd's locale and theme around a part of the page drawn with antd. The shell (header, menus, footer)
 * is plain HTML and CSS, so antd's core is not part of the first load: each screen and each deferred
 * part of the shell loads this module together with its own code (see in-antd-scope.tsx).
 *
 * For a user whose system asks for less motion, antd's dialogs, drawers, menus and messages appear and
 * go at once, as the app's own styles already do (their `prefers-reduced-motion` rules). That is told to
 * antd's animation layer, which is always there, rather than through the theme's `motion` token: antd
 * wraps its children anew the first time that token changes, and a server-drawn page (drawn with motion,
 * as the server cannot know) would then lose what the user had typed right after it came alive.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const language = useSession((state) => state.language);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={antdLocaleFor(language)} theme={theme} button={buttonConfig}>
      <MotionProvider motion={!reducedMotion}>{children}</MotionProvider>
    </ConfigProvider>
  );
}
