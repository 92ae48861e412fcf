/**
 * Side effects of the request wrapper (toasts, the login-expired dialog, navigation, logout) go through
 * this bridge so that `request.ts` stays a pure module: the app binds antd's context-aware `App` API and
 * the router at start (see app/ui-bridge-binding.tsx); unit tests replace it with spies.
 */
export type ExpiryDialogOptions = {
  title: string;
  content: string;
  okText: string;
  onConfirm: () => Promise<void> | void;
};

export type UiBridge = {
  /** Error notification with the server message (spec 000 §8). */
  notifyError: (message: string) => void;
  /** Short error message toast; used for network errors shown for NETWORK_ERROR_TOAST_MS. */
  messageError: (message: string, durationMs: number) => void;
  /** The single, not closable login-expired confirm dialog (spec 000 §4 session expiry). */
  confirmLoginExpired: (options: ExpiryDialogOptions) => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Logout of spec 000 §4; bound by the session feature (request.ts cannot import it: it is its caller). */
  logout: () => Promise<void>;
};

const fallback: UiBridge = {
  // Before the app binds the bridge (e.g. the config fetch) there is no UI yet: log instead.
  notifyError: (message) => console.error(message),
  messageError: (message) => console.error(message),
  confirmLoginExpired: (options) => {
    void options.onConfirm();
  },
  navigate: (to, options) => {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  logout: async () => {},
};

export const uiBridge: UiBridge = { ...fallback };

/** Replaces some or all bridge functions; returns a function restoring the previous ones. */
export function bindUiBridge(partial: Partial<UiBridge>): () => void {
  const previous = { ...uiBridge };
  Object.assign(uiBridge, partial);
  return () => {
    Object.assign(uiBridge, previous);
  };
}
