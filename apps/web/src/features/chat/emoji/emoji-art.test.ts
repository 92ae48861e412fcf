import { EMOJI, EMOJI_BY_TOKEN, splitEmojiText } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { emojiDataUri, emojiSvg, emojiWithArt } from './emoji-art';

describe('the named emoji', () => {
  it('are 141, each with a distinct token and a name in both languages', () => {
    expect(EMOJI).toHaveLength(141);
    expect(new Set(EMOJI.map((e) => e.token)).size).toBe(141);
    expect(new Set(EMOJI.map((e) => e.zh)).size).toBe(141);
    expect(new Set(EMOJI.map((e) => e.en.toLowerCase())).size).toBe(141);
    for (const e of EMOJI) {
      expect(e.token).toBe(`[${e.zh}]`);
      expect(e.zh).toMatch(/^[\u4e00-\u9fff]+$/);
      expect(e.en).toMatch(/^[A-Z][A-Za-z -]+$/);
    }
  });

  it('each have a picture of their own, small enough to inline', () => {
    expect(emojiWithArt()).toHaveLength(141);
    const pictures = EMOJI.map((e) => emojiSvg(e.zh));
    expect(new Set(pictures).size).toBe(141);
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64"/);
      expect(svg.length).toBeLessThan(4096);
    }
    expect(emojiDataUri('微笑')).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(() => emojiSvg('不存在')).toThrow();
  });
});

describe('splitEmojiText', () => {
  it('splits known tokens out of the text, in order', () => {
    expect(splitEmojiText('Hi[微笑] see the [样品]?[强][强]')).toEqual([
      { kind: 'text', text: 'Hi' },
      { kind: 'emoji', emoji: EMOJI_BY_TOKEN.get('[微笑]') },
      { kind: 'text', text: ' see the [样品]?' },
      { kind: 'emoji', emoji: EMOJI_BY_TOKEN.get('[强]') },
      { kind: 'emoji', emoji: EMOJI_BY_TOKEN.get('[强]') },
    ]);
  });

  it('leaves unknown, unclosed and nested brackets as text', () => {
    expect(splitEmojiText('[Smile] [微 [[微笑] [微笑')).toEqual([
      { kind: 'text', text: '[Smile] [微 [' },
      { kind: 'emoji', emoji: EMOJI_BY_TOKEN.get('[微笑]') },
      { kind: 'text', text: ' [微笑' },
    ]);
    expect(splitEmojiText('')).toEqual([]);
    expect(splitEmojiText('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});
