import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

/** The context-aware message, notification and modal APIs of antd's App. */
export type FeedbackApi = useAppProps;

/**
 * The same as antd's `App.useApp()` without importing antd's App component: the app provides this
 * context from the start and mounts antd's message/notification/modal code once the page is idle, so a
 * screen that only shows toasts and confirmations does not carry that code in its own chunk.
 */
export function useFeedback(): FeedbackApi {
  return useContext(AppContext);
}

export { AppContext as FeedbackContext };
