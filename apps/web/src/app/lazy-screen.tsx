import { CHUNK_LOAD_TIMEOUT_MS } from '@openfair/contract';
import { type ComponentType, Suspense, useCallback, useEffect, useState } from 'react';
import { ChunkFailedScreen, ScreenSpinner } from './deferred-screens';

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Screen chunk did not load within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Rejects when the promise does not settle within `ms` (spec 000 §8: chunk loading times out at 120 s). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export type ScreenLoader = () => Promise<ComponentType>;

/** A code-split screen: its loader and, once loaded, the component (kept so later visits render at once). */
export type LazyEntry = { loader: ScreenLoader; timeoutMs: number; loaded: ComponentType | null };

export function lazyScreen(loader: ScreenLoader, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): LazyEntry {
  return { loader, timeoutMs, loaded: null };
}

/**
 * Renders a code-split screen: the dynamic import runs on first render, bounded by
 * CHUNK_LOAD_TIMEOUT_MS; on failure an error with a retry button is shown (a retry runs the import again).
 */
export function LazyScreen({ entry }: { entry: LazyEntry }) {
  // State belongs to one entry: when the route switches to another (already loaded) screen, the previous
  // screen's component must not be rendered for it.
  const [state, setState] = useState<{ entry: LazyEntry; component: ComponentType | null; error: boolean }>({
    entry,
    component: entry.loaded,
    error: false,
  });
  const current = state.entry === entry ? state : { entry, component: entry.loaded, error: false };
  const load = useCallback(() => {
    let active = true;
    setState({ entry, component: null, error: false });
    withTimeout(entry.loader(), entry.timeoutMs).then(
      (component) => {
        entry.loaded = component;
        if (active) setState({ entry, component, error: false });
      },
      () => {
        if (active) setState({ entry, component: null, error: true });
      },
    );
    return () => {
      active = false;
    };
  }, [entry]);
  useEffect(() => {
    const loaded = entry.loaded;
    if (loaded) {
      // The start-up preload (loadScreenAt) may have brought the screen between this render and now:
      // show it, or the spinner would stay with nothing left to replace it.
      setState((prev) =>
        prev.entry === entry && prev.component === loaded ? prev : { entry, component: loaded, error: false },
      );
      return;
    }
    return load();
  }, [entry, load]);
  if (current.component) {
    const Screen = current.component;
    // A screen asking for an i18n namespace that is not loaded yet suspends until it is.
    return (
      <Suspense fallback={<ScreenSpinner />}>
        <Screen />
      </Suspense>
    );
  }
  if (current.error) return <ChunkFailedScreen onRetry={() => load()} />;
  return <ScreenSpinner />;
}
