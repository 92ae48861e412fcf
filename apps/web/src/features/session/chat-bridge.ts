/**
 * Extension point for the chat issue (spec 000 §4): the session flow calls these at the moments the spec
 * names, and the chat feature replaces them with `bindChatBridge` when it lands. Until then they do
 * nothing, on purpose: there is no chat client in this issue.
 */
export type ChatBridge = {
  /** Logout: chat is logged out. */
  logout: () => Promise<void> | void;
  /** Visitor login with visitorDelay on and secondInfo not true: chat is logged out and re-initialised. */
  reinit: () => Promise<void> | void;
  /** An anonymous visitor receives a tourist chat identity. */
  initTourist: () => Promise<void> | void;
};

export const chatBridge: ChatBridge = {
  logout: () => {},
  reinit: () => {},
  initTourist: () => {},
};

export function bindChatBridge(partial: Partial<ChatBridge>): void {
  Object.assign(chatBridge, partial);
}

/**
 * Extension point for other features that must act before logout (the live issue sends a watch log
 * with state 2 when the logout happens on a live detail page, spec 000 §4).
 */
const beforeLogoutHooks = new Set<() => Promise<void> | void>();

export function onBeforeLogout(hook: () => Promise<void> | void): () => void {
  beforeLogoutHooks.add(hook);
  return () => beforeLogoutHooks.delete(hook);
}

export async function runBeforeLogoutHooks(): Promise<void> {
  for (const hook of beforeLogoutHooks) {
    try {
      await hook();
    } catch {
      // A failing hook must never block the logout itself.
    }
  }
}
