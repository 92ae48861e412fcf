import type { IconKind } from './word-lists';

/**
 * SVG images for the demo data: logos, company banners, product pictures, hot-spot scenes, home
 * banners and cards. They are shown on the home page, so: calm gradients, one clear shape, text on a
 * contrasting panel or shade. Text is XML-escaped; no scripts, no external references.
 */

export type Palette = readonly [string, string];

const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC','WenQuanYi Micro Hei','Helvetica Neue',Arial,sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** Rough advance width of a character in em: enough to wrap and size text without a font engine. */
function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return 1;
  if (ch === ' ') return 0.3;
  if (/[A-Z0-9]/.test(ch)) return 0.66;
  if (/[mw]/.test(ch)) return 0.85;
  if (/[ijlt.,'&-]/.test(ch)) return 0.32;
  return 0.55;
}
const textWidth = (text: string, fontSize: number) =>
  [...text].reduce((w, c) => w + charWidth(c), 0) * fontSize;

/** Splits text into lines no wider than maxWidth: at spaces for Latin words, anywhere inside CJK runs. */
export function wrapText(text: string, fontSize: number, maxWidth: number): string[] {
  const tokens = text.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      if (line) line += ' ';
      continue;
    }
    const candidate = line + token;
    if (line && textWidth(candidate.trimEnd(), fontSize) > maxWidth) {
      lines.push(line.trimEnd());
      line = token;
    } else {
      line = candidate;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** The largest font size (stepping down to minSize) at which text fits in maxLines; ellipsis if never. */
export function fitText(text: string, maxSize: number, minSize: number, maxWidth: number, maxLines: number) {
  for (let size = maxSize; size >= minSize; size -= 2) {
    const lines = wrapText(text, size, maxWidth);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size) <= maxWidth))
      return { size, lines };
  }
  const lines = wrapText(text, minSize, maxWidth).slice(0, maxLines);
  const last = lines.length - 1;
  while (last >= 0 && textWidth(`${lines[last]}…`, minSize) > maxWidth && lines[last]!.length > 1) {
    lines[last] = lines[last]!.slice(0, -1);
  }
  if (last >= 0) lines[last] = `${lines[last]!.trimEnd()}…`;
  return { size: minSize, lines };
}

type TextOpts = {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  spacing?: number;
  lineHeight?: number;
};

function textBlock(lines: string[], o: TextOpts): string {
  const lh = o.lineHeight ?? 1.22;
  return lines
    .map(
      (line, i) =>
        `<text x="${o.x}" y="${Math.round(o.y + i * o.size * lh)}" font-family="${FONT}" font-size="${o.size}" font-weight="${o.weight ?? 400}" fill="${o.fill}"${o.anchor ? ` text-anchor="${o.anchor}"` : ''}${o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : ''}${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** An icon drawn in a 200x200 box: body in `c`, details in `a`. */
export function iconShapes(kind: IconKind, c: string, a: string): string {
  switch (kind) {
    case 'phone':
      return `<rect x="55" y="12" width="90" height="176" rx="18" fill="${c}"/><rect x="63" y="32" width="74" height="128" rx="5" fill="${a}"/><circle cx="100" cy="173" r="7" fill="${a}"/><rect x="86" y="20" width="28" height="5" rx="2.5" fill="${a}"/>`;
    case 'house':
      return `<path d="M100 20 L184 94 L162 94 L162 180 L38 180 L38 94 L16 94 Z" fill="${c}"/><rect x="84" y="124" width="32" height="56" rx="4" fill="${a}"/><rect x="52" y="108" width="24" height="24" rx="3" fill="${a}"/><rect x="124" y="108" width="24" height="24" rx="3" fill="${a}"/>`;
    case 'shirt':
      return `<path d="M70 24 L38 36 L8 72 L36 98 L50 86 L50 182 L150 182 L150 86 L164 98 L192 72 L162 36 L130 24 C124 46 76 46 70 24 Z" fill="${c}"/><rect x="112" y="96" width="24" height="22" rx="4" fill="${a}"/>`;
    case 'gift':
      return `<rect x="30" y="84" width="140" height="98" rx="8" fill="${c}"/><rect x="20" y="60" width="160" height="32" rx="6" fill="${c}"/><rect x="90" y="60" width="20" height="122" fill="${a}"/><rect x="20" y="70" width="160" height="10" fill="${a}"/><path d="M100 60 C78 22 42 30 58 56 Z M100 60 C122 22 158 30 142 56 Z" fill="${c}" stroke="${a}" stroke-width="6" stroke-linejoin="round"/>`;
    case 'bulb':
      return `<circle cx="100" cy="78" r="58" fill="${c}"/><path d="M70 116 L130 116 L122 150 L78 150 Z" fill="${c}"/><rect x="78" y="154" width="44" height="11" rx="5" fill="${c}"/><rect x="85" y="169" width="30" height="11" rx="5" fill="${c}"/><path d="M82 102 L100 68 L118 102" stroke="${a}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'gear': {
      const teeth = Array.from(
        { length: 8 },
        (_, k) =>
          `<rect x="87" y="12" width="26" height="40" rx="6" fill="${c}" transform="rotate(${k * 45} 100 100)"/>`,
      ).join('');
      return `${teeth}<circle cx="100" cy="100" r="64" fill="${c}"/><circle cx="100" cy="100" r="27" fill="${a}"/>`;
    }
    case 'mountain':
      return `<circle cx="150" cy="50" r="24" fill="${a}"/><path d="M8 180 L74 60 L112 126 L134 94 L192 180 Z" fill="${c}"/><path d="M74 60 L93 94 L82 88 L70 98 L60 90 Z" fill="${a}"/>`;
    case 'car':
      return `<path d="M16 134 L26 98 C30 88 38 82 50 82 L68 82 L88 54 C92 48 98 46 106 46 L140 46 C148 46 154 50 158 57 L172 84 L180 86 C188 88 192 94 192 102 L192 134 Z" fill="${c}"/><path d="M96 60 L138 60 L151 84 L80 84 Z" fill="${a}"/><circle cx="60" cy="140" r="22" fill="${c}" stroke="${a}" stroke-width="7"/><circle cx="150" cy="140" r="22" fill="${c}" stroke="${a}" stroke-width="7"/>`;
  }
}

const icon = (kind: IconKind, c: string, a: string, x: number, y: number, size: number, opacity = 1) =>
  `<g transform="translate(${x} ${y}) scale(${size / 200})"${opacity < 1 ? ` opacity="${opacity}"` : ''}>${iconShapes(kind, c, a)}</g>`;

const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

const gradient = (id: string, p: Palette, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient>`;

const GLOW =
  '<radialGradient id="glow" cx=".28" cy=".2" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>';
// Darkens the text side so white text stays readable on light palettes (yellow, amber).
const SHADE =
  '<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0F172A" stop-opacity=".5"/><stop offset=".65" stop-color="#0F172A" stop-opacity=".08"/><stop offset="1" stop-color="#0F172A" stop-opacity="0"/></linearGradient>';

/** Decorative background marks; `variant` picks one of three looks. */
function decor(w: number, h: number, variant: number): string {
  if (variant % 3 === 1) {
    const stripes = Array.from(
      { length: 10 },
      (_, i) =>
        `<rect x="${Math.round(w * 0.35 + i * w * 0.09)}" y="${-h}" width="${Math.round(w * 0.03)}" height="${h * 3}" fill="#fff" fill-opacity=".07" transform="rotate(30 ${w / 2} ${h / 2})"/>`,
    ).join('');
    return stripes;
  }
  if (variant % 3 === 2) {
    // a pattern keeps the file small: one dot, repeated by the renderer
    const step = Math.round(Math.max(w, h) / 18);
    const r = Math.max(2, Math.round(step / 9));
    return `<pattern id="dots" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${r}" fill="#fff" fill-opacity=".16"/></pattern><rect x="${Math.round(w * 0.55)}" width="${w - Math.round(w * 0.55)}" height="${h}" fill="url(#dots)"/>`;
  }
  const r = Math.max(w, h);
  return `<circle cx="${Math.round(w * 0.92)}" cy="${Math.round(h * 0.1)}" r="${Math.round(r * 0.32)}" fill="#fff" fill-opacity=".1"/><circle cx="${Math.round(w * 0.78)}" cy="${Math.round(h * 1.05)}" r="${Math.round(r * 0.26)}" fill="#fff" fill-opacity=".08"/><circle cx="${Math.round(w * 0.08)}" cy="${Math.round(h * 0.95)}" r="${Math.round(r * 0.12)}" fill="#fff" fill-opacity=".06"/>`;
}

/** 240x240 company logo: a coloured rounded square, a mark and the initials. */
export function logoSvg(o: { initials: string; palette: Palette; variant: number }): string {
  const marks = [
    '<circle cx="120" cy="120" r="86" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="14"/>',
    '<path d="M120 26 L214 120 L120 214 L26 120 Z" fill="#fff" fill-opacity=".16"/>',
    '<path d="M120 30 L198 75 L198 165 L120 210 L42 165 L42 75 Z" fill="#fff" fill-opacity=".16"/>',
    '<circle cx="96" cy="120" r="66" fill="#fff" fill-opacity=".13"/><circle cx="144" cy="120" r="66" fill="#fff" fill-opacity=".13"/>',
  ];
  const initials = o.initials.slice(0, 3).toUpperCase();
  const size = initials.length > 2 ? 70 : 92;
  return `${svgOpen(240, 240)}<defs>${gradient('g', o.palette)}</defs><rect width="240" height="240" rx="52" fill="url(#g)"/>${marks[o.variant % marks.length]}<text x="120" y="${120 + Math.round(size * 0.36)}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle" letter-spacing="2">${escapeXml(initials)}</text></svg>`;
}

/** 1200x560 company image (the size the spec recommends for company images). */
export function companyBannerSvg(o: {
  nameZh: string;
  nameEn: string;
  label: string;
  booth: string;
  tagline: string;
  palette: Palette;
  icon: IconKind;
  variant: number;
}): string {
  const W = 1200;
  const H = 560;
  const en = fitText(o.nameEn, 52, 34, 640, 2);
  const zh = fitText(o.nameZh, 36, 26, 640, 1);
  const enY = 210;
  const zhY = enY + en.lines.length * en.size * 1.2 + 16;
  const chipY = zhY + 58;
  const chipW = Math.round(textWidth(o.booth, 24) + 48);
  return `${svgOpen(W, H)}<defs>${gradient('g', o.palette)}${GLOW}${SHADE}</defs><rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>${decor(W, H, o.variant)}<rect width="${W}" height="${H}" fill="url(#shade)"/><circle cx="960" cy="280" r="170" fill="#fff" fill-opacity=".95"/>${icon(o.icon, o.palette[0], o.palette[1], 840, 160, 240)}${textBlock([o.label], { x: 72, y: 130, size: 24, fill: '#fff', weight: 600, opacity: 0.85, spacing: 3 })}${textBlock(en.lines, { x: 72, y: enY, size: en.size, fill: '#fff', weight: 800 })}${textBlock(zh.lines, { x: 72, y: zhY, size: zh.size, fill: '#fff', weight: 500, opacity: 0.92 })}<rect x="72" y="${Math.round(chipY)}" width="${chipW}" height="44" rx="22" fill="#fff" fill-opacity=".22"/>${textBlock([o.booth], { x: 96, y: Math.round(chipY + 30), size: 24, fill: '#fff', weight: 700 })}${textBlock([o.tagline], { x: 72, y: 500, size: 22, fill: '#fff', opacity: 0.75 })}</svg>`;
}

/** 800x800 product picture: gradient, the category icon on a disc, and the name on a light panel. */
export function productSvg(o: {
  nameZh: string;
  nameEn: string;
  brand: string;
  palette: Palette;
  icon: IconKind;
  variant: number;
}): string {
  const W = 800;
  const en = fitText(o.nameEn, 50, 32, 680, 2);
  const zh = fitText(o.nameZh, 36, 26, 680, 1);
  const holders = [
    `<circle cx="400" cy="300" r="196" fill="#fff" fill-opacity=".96"/>`,
    `<rect x="214" y="114" width="372" height="372" rx="84" fill="#fff" fill-opacity=".96" transform="rotate(8 400 300)"/>`,
    `<path d="M400 100 L573 200 L573 400 L400 500 L227 400 L227 200 Z" fill="#fff" fill-opacity=".96"/>`,
  ];
  const panelTop = 548;
  const textTop = panelTop + 28 + en.size;
  const zhY = textTop + (en.lines.length - 1) * en.size * 1.15 + zh.size + 18;
  return `${svgOpen(W, W)}<defs>${gradient('g', o.palette)}${GLOW}</defs><rect width="${W}" height="${W}" fill="url(#g)"/><rect width="${W}" height="${W}" fill="url(#glow)"/>${decor(W, W, o.variant + 1)}${holders[o.variant % holders.length]}${icon(o.icon, o.palette[0], o.palette[1], 275, 175, 250)}${textBlock([o.brand.toUpperCase()], { x: 48, y: 70, size: 26, fill: '#fff', weight: 800, spacing: 5, opacity: 0.92 })}<rect x="40" y="${panelTop}" width="720" height="212" rx="30" fill="#fff" fill-opacity=".94"/>${textBlock(en.lines, { x: 400, y: textTop, size: en.size, fill: '#0F172A', weight: 800, anchor: 'middle', lineHeight: 1.15 })}${textBlock(zh.lines, { x: 400, y: Math.round(zhY), size: zh.size, fill: '#475569', weight: 500, anchor: 'middle' })}${textBlock(['OpenFair demo'], { x: 752, y: 784, size: 16, fill: '#fff', anchor: 'end', opacity: 0.7 })}</svg>`;
}

/** Positions (fractions of width and height) where a hot-spot scene shows product tiles. */
export const SCENE_SLOTS: readonly (readonly [number, number])[] = [
  [0.2, 0.43],
  [0.5, 0.43],
  [0.8, 0.43],
  [0.35, 0.74],
  [0.65, 0.74],
  [0.5, 0.74],
];

/** 1200x800 booth scene for a hot exhibitor sample: a showroom wall with product tiles on shelves. */
export function sceneSvg(o: {
  title: string;
  subtitle: string;
  palette: Palette;
  icon: IconKind;
  tiles: readonly { x: number; y: number; label: string }[];
}): string {
  const W = 1200;
  const H = 800;
  const title = fitText(o.title, 40, 26, 1000, 1);
  const tiles = o.tiles
    .map((t) => {
      const cx = Math.round(t.x * W);
      const cy = Math.round(t.y * H);
      const label = fitText(t.label, 19, 14, 164, 2);
      const labelY = label.lines.length > 1 ? cy + 50 : cy + 64;
      return `<rect x="${cx - 92}" y="${cy - 84}" width="184" height="184" rx="22" fill="#0F172A" fill-opacity=".12"/><rect x="${cx - 96}" y="${cy - 92}" width="184" height="184" rx="22" fill="#fff"/>${icon(o.icon, o.palette[0], o.palette[1], cx - 54, cy - 82, label.lines.length > 1 ? 96 : 110)}${textBlock(label.lines, { x: cx - 4, y: labelY, size: label.size, fill: '#334155', weight: 600, anchor: 'middle', lineHeight: 1.2 })}`;
    })
    .join('');
  const shelves = [0.43, 0.74]
    .map((fy) => {
      const y = Math.round(fy * H + 100);
      return `<rect x="80" y="${y}" width="1040" height="16" rx="4" fill="#94A3B8"/><rect x="80" y="${y + 16}" width="1040" height="8" fill="#64748B" fill-opacity=".5"/>`;
    })
    .join('');
  return `${svgOpen(W, H)}<defs>${gradient('g', o.palette, 1, 0)}<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F8FAFC"/><stop offset="1" stop-color="#E2E8F0"/></linearGradient><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#CBD5E1"/><stop offset="1" stop-color="#94A3B8"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#wall)"/>${[200, 400, 600, 800, 1000].map((x) => `<rect x="${x}" y="120" width="2" height="580" fill="#CBD5E1" fill-opacity=".6"/>`).join('')}<path d="M0 700 L1200 700 L1200 800 L0 800 Z" fill="url(#floor)"/><rect width="${W}" height="120" fill="url(#g)"/>${decor(W, 120, 0)}${textBlock(title.lines, { x: 60, y: 62, size: title.size, fill: '#fff', weight: 800 })}${textBlock([o.subtitle], { x: 60, y: 100, size: 22, fill: '#fff', opacity: 0.85 })}${shelves}${tiles}</svg>`;
}

/** 1920x480 home banner. */
export function heroBannerSvg(o: {
  title: string;
  subtitle: string;
  kicker: string;
  palette: Palette;
  icons: readonly IconKind[];
  variant: number;
}): string {
  const W = 1920;
  const H = 480;
  const title = fitText(o.title, 72, 44, 1000, 2);
  const titleY = 190 + (title.lines.length === 1 ? 20 : 0);
  const subY = titleY + (title.lines.length - 1) * title.size * 1.15 + 70;
  const icons = o.icons
    .slice(0, 4)
    .map((k, i) => {
      const cx = 1330 + (i % 2) * 230 + (i >= 2 ? 115 : 0);
      const cy = 150 + (i >= 2 ? 190 : 0);
      return `<circle cx="${cx}" cy="${cy}" r="96" fill="#fff" fill-opacity=".94"/>${icon(k, o.palette[0], o.palette[1], cx - 62, cy - 62, 124)}`;
    })
    .join('');
  return `${svgOpen(W, H)}<defs>${gradient('g', o.palette, 1, 0.3)}${GLOW}${SHADE}</defs><rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>${decor(W, H, o.variant)}<rect width="${W}" height="${H}" fill="url(#shade)"/>${textBlock([o.kicker], { x: 160, y: 110, size: 28, fill: '#fff', weight: 600, opacity: 0.85, spacing: 4 })}${textBlock(title.lines, { x: 160, y: titleY, size: title.size, fill: '#fff', weight: 800, lineHeight: 1.15 })}${textBlock(fitText(o.subtitle, 34, 24, 1050, 1).lines, { x: 160, y: Math.round(subY), size: 32, fill: '#fff', opacity: 0.9 })}${icons}</svg>`;
}

/** A card: landscape (carousel, article cover) puts text left and the icon right; portrait (ads) stacks them. */
export function cardSvg(o: {
  width: number;
  height: number;
  title: string;
  subtitle: string;
  kicker?: string;
  palette: Palette;
  icon: IconKind;
  variant: number;
}): string {
  const { width: W, height: H } = o;
  const head = `${svgOpen(W, H)}<defs>${gradient('g', o.palette)}${GLOW}${SHADE}</defs><rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>${decor(W, H, o.variant)}`;
  if (W >= H) {
    // Clear of the icon disc (from x ≈ 0.63 W): renderers without the listed fonts draw wider text.
    const textW = Math.round(W * 0.5);
    const title = fitText(o.title, Math.round(H * 0.11), Math.round(H * 0.065), textW, 3);
    const sub = fitText(o.subtitle, Math.round(H * 0.06), Math.round(H * 0.045), textW, 2);
    const x = Math.round(W * 0.07);
    const titleY = Math.round(H * 0.3) + title.size;
    const subY = titleY + (title.lines.length - 1) * title.size * 1.15 + sub.size + Math.round(H * 0.05);
    const r = Math.round(H * 0.3);
    const cx = Math.round(W * 0.8);
    const cy = Math.round(H * 0.5);
    return `${head}<rect width="${W}" height="${H}" fill="url(#shade)"/>${o.kicker ? textBlock([o.kicker], { x, y: Math.round(H * 0.2), size: Math.round(H * 0.045), fill: '#fff', weight: 600, opacity: 0.85, spacing: 2 }) : ''}${textBlock(title.lines, { x, y: titleY, size: title.size, fill: '#fff', weight: 800, lineHeight: 1.15 })}${textBlock(sub.lines, { x, y: Math.round(subY), size: sub.size, fill: '#fff', opacity: 0.9 })}<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".95"/>${icon(o.icon, o.palette[0], o.palette[1], cx - r * 0.62, cy - r * 0.62, r * 1.24)}</svg>`;
  }
  const title = fitText(o.title, Math.round(W * 0.085), Math.round(W * 0.055), W - 80, 3);
  const sub = fitText(o.subtitle, Math.round(W * 0.05), Math.round(W * 0.04), W - 80, 2);
  const textHeight = title.lines.length * title.size * 1.15 + sub.lines.length * sub.size * 1.25 + 12;
  const panelTop = Math.round(H - 20 - textHeight - 44);
  const r = Math.round(Math.min(W * 0.3, (panelTop - 40) / 2));
  const cy = Math.round(panelTop / 2 + 6);
  const titleY = panelTop + 22 + title.size;
  const subY = titleY + (title.lines.length - 1) * title.size * 1.15 + sub.size + 12;
  return `${head}<circle cx="${W / 2}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".95"/>${icon(o.icon, o.palette[0], o.palette[1], W / 2 - r * 0.62, cy - r * 0.62, r * 1.24)}<rect x="20" y="${panelTop}" width="${W - 40}" height="${H - panelTop - 20}" rx="22" fill="#fff" fill-opacity=".94"/>${textBlock(title.lines, { x: W / 2, y: titleY, size: title.size, fill: '#0F172A', weight: 800, anchor: 'middle', lineHeight: 1.15 })}${textBlock(sub.lines, { x: W / 2, y: Math.round(subY), size: sub.size, fill: '#475569', anchor: 'middle', lineHeight: 1.25 })}</svg>`;
}

/**
 * 750x1200 long picture shown under a product's description (detailImages): a coloured head with the
 * title and the category icon, then labelled rows (label line, Chinese value, English value), and a
 * footer that says it is a demo picture.
 */
export function longPictureSvg(o: {
  kicker: string;
  titleEn: string;
  titleZh: string;
  rows: readonly { label: string; zh: string; en: string }[];
  palette: Palette;
  icon: IconKind;
  variant: number;
}): string {
  const W = 750;
  const H = 1200;
  const headH = 360;
  // Well clear of the icon disc (from x 514): renderers without the listed fonts draw wider text.
  const en = fitText(o.titleEn, 40, 26, 390, 2);
  const zh = fitText(o.titleZh, 30, 22, 390, 1);
  const enY = 150;
  const zhY = enY + (en.lines.length - 1) * en.size * 1.15 + zh.size + 22;
  const rowTop = headH + 50;
  const rowH = Math.min(120, Math.floor((H - rowTop - 70) / Math.max(1, o.rows.length)));
  const rows = o.rows
    .map((r, i) => {
      const y = rowTop + i * rowH;
      const zhValue = fitText(r.zh, 28, 22, 650, 1);
      const enValue = fitText(r.en, 22, 17, 650, 1);
      return `${textBlock([r.label], { x: 50, y, size: 20, fill: o.palette[0], weight: 700, spacing: 1 })}${textBlock(zhValue.lines, { x: 50, y: y + 40, size: zhValue.size, fill: '#0F172A', weight: 600 })}${textBlock(enValue.lines, { x: 50, y: y + 72, size: enValue.size, fill: '#64748B' })}<rect x="50" y="${y + rowH - 26}" width="650" height="2" fill="#E2E8F0"/>`;
    })
    .join('');
  return `${svgOpen(W, H)}<defs>${gradient('g', o.palette)}${GLOW}${SHADE}</defs><rect width="${W}" height="${H}" fill="#F8FAFC"/><rect width="${W}" height="${headH}" fill="url(#g)"/><rect width="${W}" height="${headH}" fill="url(#glow)"/>${decor(W, headH, o.variant)}<rect width="${W}" height="${headH}" fill="url(#shade)"/>${textBlock([o.kicker], { x: 50, y: 80, size: 22, fill: '#fff', weight: 600, opacity: 0.85, spacing: 3 })}${textBlock(en.lines, { x: 50, y: enY, size: en.size, fill: '#fff', weight: 800, lineHeight: 1.15 })}${textBlock(zh.lines, { x: 50, y: Math.round(zhY), size: zh.size, fill: '#fff', weight: 500, opacity: 0.92 })}<circle cx="610" cy="190" r="96" fill="#fff" fill-opacity=".95"/>${icon(o.icon, o.palette[0], o.palette[1], 550, 130, 120)}${rows}${textBlock(['OpenFair 演示图片 · demo picture'], { x: W / 2, y: H - 30, size: 18, fill: '#94A3B8', anchor: 'middle' })}</svg>`;
}
