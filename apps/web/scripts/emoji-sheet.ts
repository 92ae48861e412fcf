/**
 * A contact sheet of the chat's artwork, to look at: every emoji at its picker size (30×30) and large,
 * a line of text with emoji inline, and every sticker with its captions, rendered by headless Chromium
 * into one PNG. The art is made by code and by hand, and only a person looking can tell whether a face
 * reads as its name; this makes that a one-command check.
 *
 *   npx tsx apps/web/scripts/emoji-sheet.ts [out.png]      (default: <tmp>/openfair-emoji-sheet.png)
 *
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and playwright-core (the e2e workspace's).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMOJI, STICKER_PACKS, splitEmojiText } from '@openfair/contract';
import { chromium } from 'playwright-core';
import { emojiDataUri } from '../src/features/chat/emoji/emoji-art';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(process.argv[2] ?? path.join(tmpdir(), 'openfair-emoji-sheet.png'));
const captions = (lng: 'zh' | 'en') =>
  JSON.parse(readFileSync(path.join(webRoot, `src/i18n/locales/${lng}/chat.json`), 'utf8')).emoji
    .captions as Record<string, Record<string, string>>;
const zh = captions('zh');
const en = captions('en');
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const emoji = EMOJI.map(
  (e, i) =>
    `<figure><img src="${emojiDataUri(e.zh)}" width="56" height="56" alt=""><img src="${emojiDataUri(e.zh)}" width="30" height="30" alt=""><figcaption>${i} ${esc(e.zh)}<br>${esc(e.en)}</figcaption></figure>`,
).join('');
const sample = splitEmojiText('Hello[微笑] the sample is great[强][强], price?[疑问] Deal![握手][庆祝]')
  .map((p) =>
    p.kind === 'text'
      ? esc(p.text)
      : `<img src="${emojiDataUri(p.emoji.zh)}" alt="" style="width:1.4em;height:1.4em;vertical-align:-0.35em">`,
  )
  .join('');
const stickers = STICKER_PACKS.map((pack) => {
  const cells = Array.from({ length: pack.size }, (_, i) => {
    const file = readFileSync(path.join(webRoot, `src/features/chat/stickers/${pack.id}/${i}.svg`), 'utf8');
    return `<figure class="s"><img src="data:image/svg+xml,${encodeURIComponent(file)}" width="96" height="96" alt=""><figcaption>${i} ${esc(zh[pack.id]?.[i] ?? '?')}<br>${esc(en[pack.id]?.[i] ?? '?')} · ${(file.length / 1024).toFixed(1)} KB</figcaption></figure>`;
  }).join('');
  return `<h2>${esc(pack.name.zh)} ${esc(pack.name.en)} (${pack.size})</h2><div class="grid">${cells}</div>`;
}).join('');

const page = `<!doctype html><html><head><meta charset="utf-8"><style>
body{font:11px sans-serif;margin:12px;background:#fff;width:1376px}
.grid{display:flex;flex-wrap:wrap}figure{width:128px;margin:2px;text-align:center}
figure img{vertical-align:middle;margin:0 2px}figure.s{width:132px}
p.sample{font-size:15px;border:1px solid #ddd;padding:8px;width:520px}
</style></head><body><h2>${EMOJI.length} emoji</h2><div class="grid">${emoji}</div>
<p class="sample">${sample}</p>${stickers}</body></html>`;
const html = out.replace(/\.png$/, '.html');
writeFileSync(html, page);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const tab = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await tab.goto(`file://${html}`);
  await tab.screenshot({ path: out, fullPage: true });
} finally {
  await browser.close();
}
process.stdout.write(`${out}\n`);
