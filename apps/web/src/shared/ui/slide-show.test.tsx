import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { SlideShow } from './slide-show';

beforeAll(() => initI18n('zh'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slides = ['一', '二', '三'].map((n) => (
  <a key={n} href={`#${n}`}>
    slide {n}
  </a>
));

function show(autoplayMs?: number) {
  return render(
    <I18nextProvider i18n={i18n}>
      <SlideShow label="横幅" slides={slides} autoplayMs={autoplayMs} />
    </I18nextProvider>,
  );
}

/** The slide in view is the only one not inert (the others cannot be focused or read). */
const inView = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.textContent);

describe('SlideShow', () => {
  it('shows the first slide, turns to the one a dot names, and marks the current dot', () => {
    show();
    expect(inView()).toEqual(['slide 一']);
    fireEvent.click(screen.getByRole('button', { name: '显示第 3 张，共 3 张' }));
    expect(inView()).toEqual(['slide 三']);
    expect(screen.getByRole('button', { name: '显示第 3 张，共 3 张' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('turns by itself, stops while pointed at and when paused, and goes on when played', () => {
    vi.useFakeTimers();
    const { container } = show(5000);
    act(() => vi.advanceTimersByTime(5000));
    expect(inView()).toEqual(['slide 二']);
    const region = container.querySelector('.of-slideshow')!;
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15000));
    expect(inView()).toEqual(['slide 二']);
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    act(() => vi.advanceTimersByTime(15000));
    expect(inView()).toEqual(['slide 二']);
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(inView()).toEqual(['slide 三']);
    // After the last, the first.
    act(() => vi.advanceTimersByTime(5000));
    expect(inView()).toEqual(['slide 一']);
  });

  it('turns with a swipe of a finger, not with a short touch', () => {
    const { container } = show();
    const track = container.querySelector('.of-slideshow-track')!;
    fireEvent.pointerDown(track, { pointerType: 'touch', clientX: 200 });
    fireEvent.pointerUp(track, { pointerType: 'touch', clientX: 190 });
    expect(inView()).toEqual(['slide 一']);
    fireEvent.pointerDown(track, { pointerType: 'touch', clientX: 200 });
    fireEvent.pointerUp(track, { pointerType: 'touch', clientX: 100 });
    expect(inView()).toEqual(['slide 二']);
    fireEvent.pointerDown(track, { pointerType: 'touch', clientX: 100 });
    fireEvent.pointerUp(track, { pointerType: 'touch', clientX: 250 });
    expect(inView()).toEqual(['slide 一']);
  });
});
