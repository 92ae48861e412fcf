import { VerificationPaths } from '@openfair/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { testConfig } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { bodiesOf, failure, mockApi } from '../../test/server';
import { SliderCaptcha } from './slider-captcha';

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

let verdict: 'pass' | 'fail';
let served: number;

beforeAll(() => {
  initI18n('zh');
});
beforeEach(() => {
  verdict = 'pass';
  served = 0;
  setRuntimeConfig(testConfig);
  mockApi({
    [VerificationPaths.sliderChallenge]: () => {
      served++;
      return challenge(`c${served}`);
    },
    [VerificationPaths.getLimitVerificationToken]: () =>
      verdict === 'pass'
        ? { verificationToken: 'vt-1', expiresInSeconds: 300 }
        : failure(1018, 'slider failed'),
  });
});

async function renderSlider(onPassed: (token: string) => void, now: () => number) {
  renderWithProviders(<SliderCaptcha onPassed={onPassed} now={now} />);
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
    await vi.waitFor(() => expect(onPassed).toHaveBeenCalledWith('vt-1'));
    expect(bodiesOf(VerificationPaths.getLimitVerificationToken)[0]).toEqual({
      challengeId: 'c1',
      x: 12,
      durationMs: 1500,
      // Every key press is a sample of the drag, from where it started to where it was let go.
      path: [
        [0, 0],
        [0, 10],
        [0, 11],
        [0, 12],
        [0, 13],
        [0, 12],
        [1500, 12],
      ],
    });
  });

  it('a wrong answer loads a new puzzle and says so', async () => {
    verdict = 'fail';
    const onPassed = vi.fn();
    const handle = await renderSlider(onPassed, () => 0);
    fireEvent.keyDown(handle, { key: 'End' });
    await act(async () => {
      fireEvent.keyDown(handle, { key: 'Enter' });
    });
    expect(await screen.findByText(i18n.t('shared:slider.failed'))).toBeTruthy();
    await vi.waitFor(() => expect(served).toBe(2));
    await vi.waitFor(() => expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0'));
    expect(onPassed).not.toHaveBeenCalled();
    // The next answer goes to the new challenge.
    verdict = 'pass';
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('slider'), { key: 'Enter' });
    });
    await vi.waitFor(() => expect(onPassed).toHaveBeenCalledWith('vt-1'));
    expect(bodiesOf(VerificationPaths.getLimitVerificationToken).at(-1)).toMatchObject({
      challengeId: 'c2',
      x: 1,
    });
  });
});
