import { EMOJI } from '@openfair/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { EmojiPicker } from './emoji-picker';

const picker = () => {
  const onEmoji = vi.fn();
  const onSticker = vi.fn();
  renderWithProviders(<EmojiPicker onEmoji={onEmoji} onSticker={onSticker} />);
  return { onEmoji, onSticker };
};

describe('EmojiPicker', () => {
  beforeEach(() => {
    initI18n('en');
  });

  it('shows the 141 emoji named in the UI language and inserts the token of the one clicked', async () => {
    const { onEmoji } = picker();
    const list = await screen.findByRole('toolbar', { name: 'Emoji list' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(141);
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(EMOJI.map((e) => e.en));
    for (const img of list.querySelectorAll('img')) {
      expect(img.getAttribute('width')).toBe('30');
      expect(img.getAttribute('height')).toBe('30');
    }
    fireEvent.click(within(list).getByRole('button', { name: 'Heart Eyes' }));
    expect(onEmoji).toHaveBeenCalledWith('[色]');
  });

  it('names the emoji in Chinese in the Chinese UI', async () => {
    await act(async () => {
      initI18n('zh');
    });
    picker();
    const list = await screen.findByRole('toolbar', { name: '表情列表' });
    expect(within(list).getByRole('button', { name: '微笑' })).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it('is one tab stop moved through with the arrow keys, Home and End', async () => {
    const { onEmoji } = picker();
    const list = await screen.findByRole('toolbar', { name: 'Emoji list' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    act(() => buttons[0]!.focus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[11]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[140]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[140]]);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
    // A real button: Enter and Space choose it as a click does.
    const focused = document.activeElement as HTMLButtonElement;
    expect(focused.tagName).toBe('BUTTON');
    expect(focused.type).toBe('button');
    fireEvent.click(focused);
    expect(onEmoji).toHaveBeenCalledWith(EMOJI[0]!.token);
  });

  it('has a tab per sticker pack; a sticker is chosen by pack and index, named by its caption', async () => {
    const { onSticker } = picker();
    for (const name of ['Panda Buyer', 'Booth Bot', 'Deal Day'])
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Booth Bot' }));
    const list = await screen.findByRole('toolbar', { name: 'Booth Bot stickers' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(16);
    fireEvent.click(within(list).getByRole('button', { name: 'Please scan the code' }));
    expect(onSticker).toHaveBeenCalledWith('booth-bot', 3);
    fireEvent.click(screen.getByRole('tab', { name: 'Deal Day' }));
    const deals = await screen.findByRole('toolbar', { name: 'Deal Day stickers' });
    expect(within(deals).getAllByRole('button')).toHaveLength(17);
  });
});
