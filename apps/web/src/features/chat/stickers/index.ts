import { isKnownSticker, STICKER_PACKS } from '@openfair/contract';

/**
 * The sticker files, as built asset URLs. They live in src (not public/) so the build gives each a
 * content-hashed name the server may cache for good, and so the tests can count every pack's files
 * against the contract. `no-inline` keeps them separate files: inlined, all 51 would ride in the chat
 * chunk as data URIs although a conversation shows only a few.
 */
const files = import.meta.glob<string>('./*/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const FILE = /^\.\/([^/]+)\/(\d+)\.svg$/;
const urls = new Map<string, string>();
for (const [file, url] of Object.entries(files)) {
  const match = FILE.exec(file);
  if (match) urls.set(`${match[1]}/${match[2]}`, url);
}

/** The URL of a sticker's picture; undefined for a pair no pack has (an old or forged message). */
export function stickerUrl(packId: string, index: number): string | undefined {
  if (!isKnownSticker(packId, index)) return undefined;
  return urls.get(`${packId}/${index}`);
}

/** How many picture files each pack has (the tests hold this against the contract's sizes). */
export function stickerFileCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of urls.keys()) {
    const pack = key.split('/')[0] ?? '';
    counts[pack] = (counts[pack] ?? 0) + 1;
  }
  return counts;
}

export { STICKER_PACKS };
