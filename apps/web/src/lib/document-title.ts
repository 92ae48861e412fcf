import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * The browser tab's title is "<screen> · <fair>" in the interface language. The app sets the screen part
 * from the route's title; a screen that shows one named thing (a product, an exhibitor, an article)
 * names it instead once it has loaded, for the page it is on. The name is kept with its path so a
 * screen's name never outlives its page: a parent's effect runs after its children's, so the app cannot
 * simply overwrite, and a stale name must not leak onto the next page.
 */
type ScreenName = { path: string; name: string } | null;

let current: ScreenName = null;
const listeners = new Set<() => void>();

function setScreenName(next: ScreenName) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The name a screen gave to the page at `path`, if any. */
export function useScreenNameFor(path: string): string | undefined {
  const value = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return value && value.path === path ? value.name : undefined;
}

/** A screen names the thing it shows (when loaded); the route's title is used until then. */
export function useScreenName(name: string | undefined | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!name) return;
    const entry = { path: pathname, name };
    setScreenName(entry);
    return () => {
      if (current === entry) setScreenName(null);
    };
  }, [name, pathname]);
}

/** "Products · OpenFair 2026"; the fair alone when there is no screen title (the home page). */
export function documentTitle(screen: string | undefined, fair: string): string {
  if (screen && fair) return `${screen} · ${fair}`;
  return screen || fair || 'OpenFair';
}
