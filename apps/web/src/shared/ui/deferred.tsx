import { type ComponentType, type ReactNode, useEffect, useSyncExternalStore } from 'react';

export type DeferredComponent<P extends object> = ComponentType<P & { fallback?: ReactNode }> & {
  /** Starts loading the chunk (idempotent); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose code is fetched on first use, kept out of the first load (ARCHITECTURE.md §7 budget).
 * Unlike React.lazy it never suspends: until the chunk is there it renders `fallback` (default nothing),
 * and a failed fetch also leaves the fallback in place (the next mount or preload() tries again) instead
 * of throwing to the route's error screen. Once loaded, later renders are synchronous.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /**
   * 'idle': a mounted instance fetches the code once the browser is idle, not at once: for parts that
   * can show their fallback a little longer (a search box, a closed drawer) rather than compete with the
   * page coming alive.
   */
  opts: { when?: 'mount' | 'idle' } = {},
): DeferredComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // Mounted instances waiting for the code, told when any preload() call gets it.
  const waiting = new Set<() => void>();
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        for (const notify of waiting) notify();
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  const subscribe = (notify: () => void) => {
    waiting.add(notify);
    return () => {
      waiting.delete(notify);
    };
  };
  const isLoaded = () => loaded !== null;
  const notLoaded = () => false;

  function Deferred({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // The server never has the code: its HTML holds the fallback, and hydration draws that too (the
    // server snapshot), then the component.
    const ready = useSyncExternalStore(subscribe, isLoaded, notLoaded);
    useEffect(() => {
      if (loaded) return;
      const fetchCode = () =>
        void preload().catch(() => {
          // Offline or a stale deployment: the fallback stays until a later preload() or mount succeeds.
        });
      if (opts.when === 'idle') whenIdle(fetchCode);
      else fetchCode();
    }, []);
    if (!loaded || !ready) return <>{fallback}</>;
    const Component = loaded;
    return <Component {...(props as P)} />;
  }

  return Object.assign(Deferred, { preload });
}

/** Runs `task` once the browser is idle after the first paint (setTimeout where idle callbacks are missing). */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, 200);
}

/**
 * Fetches the code of deferred parts once the browser is idle (dialogs a screen opens on a click), so
 * that opening one shows it at once; a failed fetch is retried when the part mounts.
 */
export function preloadWhenIdle(...parts: { preload: () => Promise<unknown> }[]): void {
  whenIdle(() => {
    for (const part of parts) void part.preload().catch(() => undefined);
  });
}
