import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { ChatText } from './chat-text';
import { StickerImage } from './sticker-image';

describe('ChatText', () => {
  beforeEach(() => {
    initI18n('en');
  });

  it('draws emoji tokens as pictures named in the UI language and keeps other text as written', async () => {
    renderWithProviders(<ChatText text={'Deal[强]\n[Smile] [微笑]'} />);
    const thumbs = await screen.findByRole('img', { name: 'Thumbs Up' });
    expect(thumbs.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByRole('img', { name: 'Smile' })).toBeTruthy();
    const text = thumbs.parentElement!;
    expect(text.textContent).toBe('Deal\n[Smile] ');
    expect(text.style.whiteSpace).toBe('pre-wrap');
  });

  it('never interprets markup in a message', async () => {
    const hostile = '<img src=x onerror="alert(1)"><b>bold</b><script>alert(2)</script>[微笑]';
    renderWithProviders(<ChatText text={hostile} />);
    const container = (await screen.findByRole('img', { name: 'Smile' })).parentElement!;
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.textContent).toContain(
      '<img src=x onerror="alert(1)"><b>bold</b><script>alert(2)</script>',
    );
  });
});

describe('StickerImage', () => {
  beforeEach(() => {
    initI18n('en');
  });

  it('shows the sticker with its caption, and a placeholder for one no pack has', async () => {
    renderWithProviders(
      <>
        <StickerImage data="deal-day" index={0} />
        <StickerImage data="deal-day" index={99} />
      </>,
    );
    const img = await screen.findByRole('img', { name: 'Deal!' });
    expect(img.getAttribute('src')).toMatch(/deal-day\/0\.svg/);
    expect(screen.getByText('[Sticker]')).toBeTruthy();
  });
});
