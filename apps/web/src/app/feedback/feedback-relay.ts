import type { useAppProps } from 'antd/es/app/context';

/** What antd's App context offers: the context-aware message, notification and modal APIs. */
export type FeedbackApi = useAppProps;

type Pending = (api: FeedbackApi) => void;

/** The methods of each API; only these are relayed. */
const methods = {
  message: ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'],
  notification: ['success', 'error', 'info', 'warning', 'open', 'destroy'],
  modal: ['info', 'success', 'error', 'warning', 'confirm'],
} as const satisfies { [K in keyof FeedbackApi]: readonly (keyof FeedbackApi[K])[] };

type Handle = (() => void) & {
  destroy: () => void;
  update: (config: unknown) => void;
  then: Promise<unknown>['then'];
};

/**
 * Stands in for antd's App context until its message/notification/modal hooks (kept out of the first
 * load) are mounted: calls made before that wait in order and run as soon as the real API is attached,
 * and what they return (a message's close function, a modal's destroy/update, the promise of both)
 * forwards to the real result. Once attached, calls go straight through.
 */
export class FeedbackRelay {
  private real: FeedbackApi | null = null;
  private queue: Pending[] = [];
  private onNeed: (() => void) | null = null;
  readonly api: FeedbackApi;

  constructor() {
    const relay = (kind: keyof FeedbackApi) =>
      Object.fromEntries(
        methods[kind].map((method) => [
          method,
          (...args: unknown[]) =>
            this.call((api) =>
              (api[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args),
            ),
        ]),
      );
    this.api = {
      message: relay('message') as unknown as FeedbackApi['message'],
      notification: relay('notification') as unknown as FeedbackApi['notification'],
      modal: relay('modal') as unknown as FeedbackApi['modal'],
    };
  }

  /** Called when a call arrives before the real API: the provider then mounts the host. */
  setOnNeed(listener: (() => void) | null): void {
    this.onNeed = listener;
  }

  get attached(): boolean {
    return this.real !== null;
  }

  /** The real API from the mounted host: runs the waiting calls in order. */
  attach(api: FeedbackApi | null): void {
    this.real = api;
    if (!api) return;
    const waiting = this.queue;
    this.queue = [];
    for (const run of waiting) run(api);
  }

  private call(run: (api: FeedbackApi) => unknown): unknown {
    if (this.real) return run(this.real);
    let result: unknown;
    let done = false;
    const afterRun: ((value: unknown) => void)[] = [];
    const whenRun = (task: (value: unknown) => void) => {
      if (done) task(result);
      else afterRun.push(task);
    };
    const settled = new Promise<unknown>((resolve) => {
      this.queue.push((api) => {
        result = run(api);
        done = true;
        for (const task of afterRun.splice(0)) task(result);
        // A message or modal result is itself thenable: the promise follows it (closed / confirmed).
        resolve(result);
      });
    });
    this.onNeed?.();
    const handle = (() => whenRun((value) => typeof value === 'function' && value())) as Handle;
    handle.destroy = () => whenRun((value) => (value as { destroy?: () => void } | undefined)?.destroy?.());
    handle.update = (config) =>
      whenRun((value) => (value as { update?: (c: unknown) => void } | undefined)?.update?.(config));
    // biome-ignore lint/suspicious/noThenProperty: antd's message and modal results are thenables; so is their stand-in.
    handle.then = settled.then.bind(settled);
    return handle;
  }
}
