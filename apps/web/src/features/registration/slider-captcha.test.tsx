import { VerificationPaths } from '@openfair/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../app/runtime-config';
import { i18n } from '../../i18n';
import { testConfig } from '../../test/fixtures';
import { SliderCaptcha } from './slider-captcha';
import { setupUi, Ui } from './test-utils';

const challenge = (id: string) => ({
  challengeId: id,
  background: 'data:image/png;base64,AA==',
  piece: 'data:image/png;base64,AA==',
  width: 320,
  height: 160,
  pieceSize: 44,
  pieceY: 50,
  expiresInSeconds: 120,
});

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[];
let verdict: 'pass' | 'fail';
let served: number;

beforeAll(setupUi);
beforeEach(() => {
  calls = [];
  verdict = 'pass';
  served = 0;
  setRuntimeConfig(testConfig);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      const body = init.body ? JSON.parse(String(init.body)) : {};
      calls.push({ path, body });
      let answer: unknown;
      if (path === VerificationPaths.sliderChallenge) {
        served++;
        answer = { code: 1000, msg: '', data: challenge(`c${served}`) };
      } else if (verdict === 'pass') {
        answer = { code: 1000, msg: '', data: { verificationToken: 'vt-1', expiresInSeconds: 300 } };
      } else answer = { code: 1018, msg: 'slider failed', data: null };
      return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderSlider(onPassed: (token: string) => void, now: () => number) {
  render(
    <Ui>
      <SliderCaptcha onPassed={onPassed} now={now} />
    </Ui>,
  );
  const handle = await screen.findByRole('slider');
  await vi.waitFor(() => expect(handle.getAttribute('aria-valuemax')).toBe('276'));
  return handle;
}

describe('slider check', () => {
  it('moves with the keyboard and submits the offset and duration with Enter', async () => {
    let clock = 10_000;
    const onPassed = vi.fn();
    const handle = await renderSlider(onPassed, () => clock);
    handle.focus();
    expect(document.activeElement).toBe(handle);
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    for (let i = 0; i < 3; i++) fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('12');
    clock += 1500;
    await act(async () => {
      fireEvent.keyDown(handle, { key: 'Enter' });
    });
    const submit = calls.find((c) => c.path === VerificationPaths.getLimitVerificationToken);
    expect(submit?.body).toMatchObject({ challengeId: 'c1', x: 12, durationMs: 1500 });
    expect(onPassed).toHaveBeenCalledWith('vt-1');
  });

  it('a wrong answer loads a new puzzle and says so', async () => {
    verdict = 'fail';
    const onPassed = vi.fn();
    const handle = await renderSlider(onPassed, () => 0);
    fireEvent.keyDown(handle, { key: 'End' });
    await act(async () => {
      fireEvent.keyDown(handle, { key: 'Enter' });
    });
    expect(await screen.findByText(i18n.t('registration:slider.failed'))).toBeTruthy();
    await vi.waitFor(() => expect(served).toBe(2));
    await vi.waitFor(() => expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0'));
    expect(onPassed).not.toHaveBeenCalled();
    // The next answer goes to the new challenge.
    verdict = 'pass';
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('slider'), { key: 'Enter' });
    });
    const last = calls.filter((c) => c.path === VerificationPaths.getLimitVerificationToken).at(-1);
    expect(last?.body).toMatchObject({ challengeId: 'c2', x: 1 });
    expect(onPassed).toHaveBeenCalledWith('vt-1');
  });
});
