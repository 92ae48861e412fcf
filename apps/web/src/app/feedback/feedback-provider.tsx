import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { deferredComponent, whenIdle } from '../../shared/ui/deferred';
import { type FeedbackApi, FeedbackRelay } from './feedback-relay';

const FeedbackHost = deferredComponent(() => import('./feedback-host').then((m) => m.default));

/**
 * Replaces antd's <App> for the whole app: the same context (so `App.useApp()` works everywhere) and the
 * same root element and styles, but the message/notification/modal code loads after the first paint instead of
 * with it. It is fetched when the browser is idle after the first render, so it is normally there long
 * before the first toast or dialog; a call made earlier waits for it (see FeedbackRelay).
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  // The root element of antd's App, with its classes: the theme's CSS variables, the link reset and the
  // base text style (colour, size, line height, font) that every page inherits.
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const rootClassName = [hashId, prefixCls, cssVarCls, direction === 'rtl' ? `${prefixCls}-rtl` : '']
    .filter(Boolean)
    .join(' ');
  const [relay] = useState(() => new FeedbackRelay());
  const [hostWanted, setHostWanted] = useState(false);
  useEffect(() => {
    relay.setOnNeed(() => {
      setHostWanted(true);
      // Also fetches again when an earlier attempt failed (e.g. the first toast is the offline one).
      FeedbackHost.preload().catch(() => {});
    });
    whenIdle(() => setHostWanted(true));
    return () => relay.setOnNeed(null);
  }, [relay]);
  const attach = useCallback((api: FeedbackApi | null) => relay.attach(api), [relay]);
  return (
    <AppContext.Provider value={relay.api}>
      <div className={rootClassName}>
        {children}
        {hostWanted ? <FeedbackHost onApi={attach} /> : null}
      </div>
    </AppContext.Provider>
  );
}

/**
 * The same as antd's `App.useApp()` without importing antd's App component (which would bring the code
 * this provider defers back into the first load).
 */
export function useAppFeedback(): FeedbackApi {
  return useContext(AppContext);
}
