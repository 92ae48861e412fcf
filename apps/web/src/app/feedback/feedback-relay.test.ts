import { describe, expect, it, vi } from 'vitest';
import { type FeedbackApi, FeedbackRelay } from './feedback-relay';

/** A fake of antd's App API: records calls; message results are close functions that are thenable. */
function fakeApi() {
  const calls: string[] = [];
  const closes: string[] = [];
  const messageResult = (text: string) =>
    Object.assign(() => closes.push(text), {
      // biome-ignore lint/suspicious/noThenProperty: antd's message result is a thenable close function.
      then: (resolve: (v: boolean) => unknown) => Promise.resolve(true).then(resolve),
    });
  const api = {
    message: {
      error: (text: string) => {
        calls.push(`message.error ${text}`);
        return messageResult(text);
      },
      success: (text: string) => {
        calls.push(`message.success ${text}`);
        return messageResult(text);
      },
    },
    notification: {
      error: ({ title }: { title: string }) => {
        calls.push(`notification.error ${title}`);
      },
    },
    modal: {
      confirm: ({ title }: { title: string }) => {
        calls.push(`modal.confirm ${title}`);
        return {
          destroy: () => calls.push(`destroy ${title}`),
          update: (c: { title: string }) => calls.push(`update ${title} -> ${c.title}`),
        };
      },
    },
  };
  return { api: api as unknown as FeedbackApi, calls, closes };
}

describe('FeedbackRelay (antd App API before its code is loaded)', () => {
  it('asks for the host on the first early call and runs early calls in order once attached', () => {
    const relay = new FeedbackRelay();
    const onNeed = vi.fn();
    relay.setOnNeed(onNeed);
    relay.api.notification.error({ title: 'server down' });
    void relay.api.message.error('offline', 3);
    expect(onNeed).toHaveBeenCalled();
    const { api, calls } = fakeApi();
    expect(calls).toEqual([]);
    relay.attach(api);
    expect(calls).toEqual(['notification.error server down', 'message.error offline']);
  });

  it('forwards what early calls return: close a message, destroy or update a modal, await both', async () => {
    const relay = new FeedbackRelay();
    const close = relay.api.message.success('saved');
    const dialog = relay.api.modal.confirm({ title: 'expired' });
    close();
    dialog.update({ title: 'expired again' });
    const { api, calls, closes } = fakeApi();
    relay.attach(api);
    expect(closes).toEqual(['saved']);
    expect(calls).toContain('update expired -> expired again');
    dialog.destroy();
    expect(calls.at(-1)).toBe('destroy expired');
    await expect(Promise.resolve(close)).resolves.toBe(true);
  });

  it('calls straight through once attached', () => {
    const relay = new FeedbackRelay();
    const { api, calls } = fakeApi();
    relay.attach(api);
    const onNeed = vi.fn();
    relay.setOnNeed(onNeed);
    relay.api.notification.error({ title: 'now' });
    expect(calls).toEqual(['notification.error now']);
    expect(onNeed).not.toHaveBeenCalled();
  });
});
