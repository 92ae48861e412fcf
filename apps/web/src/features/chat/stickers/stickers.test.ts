import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isKnownSticker, STICKER_PACKS } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/chat.json';
import zh from '../../../i18n/locales/zh/chat.json';
import { stickerFileCounts, stickerUrl } from './index';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the sticker packs', () => {
  it('are three of 18, 16 and 17 stickers, each a file', () => {
    expect(STICKER_PACKS.map((p) => p.size)).toEqual([18, 16, 17]);
    expect(stickerFileCounts()).toEqual(Object.fromEntries(STICKER_PACKS.map((p) => [p.id, p.size])));
    for (const pack of STICKER_PACKS)
      for (let i = 0; i < pack.size; i++) expect(stickerUrl(pack.id, i)).toBeTruthy();
  });

  it('have a caption in both languages for every sticker, and small files', () => {
    for (const pack of STICKER_PACKS) {
      const zhCaptions = zh.emoji.captions[pack.id as keyof typeof zh.emoji.captions];
      const enCaptions = en.emoji.captions[pack.id as keyof typeof en.emoji.captions];
      expect(Object.keys(zhCaptions)).toHaveLength(pack.size);
      expect(Object.keys(enCaptions)).toHaveLength(pack.size);
      for (let i = 0; i < pack.size; i++) {
        const file = readFileSync(path.join(here, pack.id, `${i}.svg`), 'utf8');
        expect(file.length).toBeLessThan(4096);
        expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 128 128"/);
      }
    }
  });

  it('knows no sticker outside the packs', () => {
    expect(isKnownSticker('panda-buyer', 17)).toBe(true);
    expect(isKnownSticker('panda-buyer', 18)).toBe(false);
    expect(isKnownSticker('panda-buyer', -1)).toBe(false);
    expect(isKnownSticker('panda-buyer', 1.5)).toBe(false);
    expect(isKnownSticker('nope', 0)).toBe(false);
    expect(stickerUrl('deal-day', 17)).toBeUndefined();
  });
});
