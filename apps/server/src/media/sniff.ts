/**
 * The real type of a file from its first bytes. The file name and the browser's content type are the
 * uploader's to choose, so neither is ever trusted.
 */
export type SniffedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'mp4' | 'quicktime' | 'svg' | 'unknown';

const startsWith = (buf: Buffer, bytes: readonly number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, from: number, to: number) => buf.subarray(from, to).toString('latin1');

export function sniffType(head: Buffer): SniffedType {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 2) === 'BM' && head.length >= 26) return 'bmp';
  // ISO base media: a box of some size, then 'ftyp' and the major brand. QuickTime ('qt  ') shares the
  // layout but is not MP4.
  if (ascii(head, 4, 8) === 'ftyp') return ascii(head, 8, 12) === 'qt  ' ? 'quicktime' : 'mp4';
  if (looksLikeSvg(head)) return 'svg';
  return 'unknown';
}

/** SVG is text: an optional BOM, XML declaration, comments or doctype, then an <svg element. */
function looksLikeSvg(head: Buffer): boolean {
  const text = head
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!text.startsWith('<')) return false;
  const stripped = text.replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '').trimStart();
  return /^<svg[\s>]/i.test(stripped);
}
