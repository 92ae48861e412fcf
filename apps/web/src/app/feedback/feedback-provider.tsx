import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { deferredComponent, whenIdle } from '../../shared/ui/deferred';
import { type FeedbackApi, FeedbackContext, useFeedback } from '../../shared/ui/feedback';
import { inAntdScope } from '../in-antd-scope';
import { FeedbackRelay } from './feedback-relay';

const FeedbackHost = deferredComponent(inAntdScope(() => import('./feedback-host').then((m) => m.default)));

/**
 * Replaces antd's <App> for the whole app: the same context (so `App.useApp()` and useFeedback work
 * everywhere), while the message/notification/modal code loads after the first paint instead of with it.
 * It is fetched when the browser is idle after the first render, so it is normally there long before the
 * first toast or dialog; a call made earlier waits for it (see FeedbackRelay). The root element carries
 * the base text style antd's App would give every page (shell.css `.of-app`).
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
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
    <FeedbackContext.Provider value={relay.api}>
      <div className="of-app">
        {children}
        {hostWanted ? <FeedbackHost onApi={attach} /> : null}
      </div>
    </FeedbackContext.Provider>
  );
}

/** The app's message, notification and modal APIs (the shell's name for shared/ui/feedback's hook). */
export const useAppFeedback: () => FeedbackApi = useFeedback;
