import { brandMark, createRng, objectAt, pickTone, round, type Tone, tint, toneOf } from './demo-art';
import type { Rng } from './prng';
import type { IconKind } from './word-lists';

/**
 * SVG images for the demo data: logos, company banners, product pictures, hot-spot scenes, home
 * banners, cards and avatars. Pictures carry no text, because the page prints the name of what they
 * show beside them (and a live banner title over them); only an avatar shows initials and a long
 * picture its facts. Each picture is drawn from a seed, so two products of one category differ in
 * object, colourway, backdrop and composition. No scripts, no external references.
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

const shadow = (cx: number, cy: number, rx: number, opacity = 0.18) =>
  `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(rx * 0.16)}" fill="#0F172A" fill-opacity="${opacity}"/>`;

/** A round display plinth whose top is centred at (cx, top). */
function plinth(cx: number, top: number, w: number, h: number, color: string): string {
  const ry = round(w * 0.12);
  return `<rect x="${round(cx - w / 2)}" y="${round(top)}" width="${round(w)}" height="${round(h)}" fill="${tint(color, -0.12)}"/><ellipse cx="${round(cx)}" cy="${round(top + h)}" rx="${round(w / 2)}" ry="${ry}" fill="${tint(color, -0.12)}"/><ellipse cx="${round(cx)}" cy="${round(top)}" rx="${round(w / 2)}" ry="${ry}" fill="${tint(color, 0.18)}"/>`;
}

/**
 * A backdrop for objects: a light studio with a floor line, the palette's gradient, a two-tone wall
 * with a disc, or a dark stage with a spotlight. Returns the defs it needs and the shapes.
 */
function backdrop(W: number, H: number, p: Palette, look: number, rng: Rng): { defs: string; body: string } {
  const floorY = round(H * (0.66 + rng.next() * 0.08));
  switch (look % 4) {
    case 0:
      return {
        defs: `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(p[0], 0.88)}"/><stop offset="1" stop-color="${tint(p[1], 0.78)}"/></linearGradient>`,
        body: `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="#fff" fill-opacity=".45"/>`,
      };
    case 1:
      return {
        defs: `${gradient('bg', p)}${GLOW}`,
        body: `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>${decor(W, H, rng.int(0, 2))}`,
      };
    case 2: {
      const cx = round(W * (0.35 + rng.next() * 0.3));
      return {
        defs: '',
        body: `<rect width="${W}" height="${H}" fill="${tint(p[1], 0.82)}"/><circle cx="${cx}" cy="${round(H * 0.42)}" r="${round(Math.min(W, H) * 0.36)}" fill="${tint(p[0], 0.55)}"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${tint(p[1], 0.62)}"/>`,
      };
    }
    default:
      return {
        defs: `<radialGradient id="spot" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="${tint(p[0], -0.2)}"/><stop offset="1" stop-color="#0B1220"/></radialGradient>`,
        body: `<rect width="${W}" height="${H}" fill="url(#spot)"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="#000" fill-opacity=".25"/>`,
      };
  }
}

/**
 * Objects standing on the floor of a picture: a hero object and, in some compositions, a smaller one
 * beside it or a plinth under it.
 */
function stillLife(o: {
  kind: IconKind;
  palette: Palette;
  rng: Rng;
  cx: number;
  floor: number;
  size: number;
  form?: number;
  tone?: Tone;
}): string {
  const { rng, kind, cx, floor, size } = o;
  const form = o.form ?? rng.int(0, 2);
  const tone = o.tone ?? pickTone(rng, o.palette);
  const angle = rng.int(-9, 9);
  const composition = rng.int(0, 2);
  if (composition === 1) {
    // on a plinth
    const pw = size * 0.8;
    const ph = size * 0.28;
    const top = floor - ph;
    const s = size * 0.78;
    return `${shadow(cx, floor + pw * 0.1, pw * 0.62)}${plinth(cx, top, pw, ph, '#F1F5F9')}${objectAt(kind, form, tone, cx - s / 2, top - s * 0.93, s, angle)}`;
  }
  if (composition === 2) {
    // a pair: the hero in front, a second form or colourway behind it
    const side = rng.chance(0.5) ? -1 : 1;
    const s2 = size * 0.55;
    const x2 = cx + side * size * 0.38;
    const other = pickTone(rng, o.palette);
    return `${shadow(x2, floor - size * 0.04, s2 * 0.4, 0.12)}${objectAt(kind, form + 1, other, x2 - s2 / 2, floor - size * 0.04 - s2 * 0.95, s2, -angle)}${shadow(cx - side * size * 0.12, floor, size * 0.42)}${objectAt(kind, form, tone, cx - side * size * 0.12 - size / 2, floor - size * 0.95, size, angle)}`;
  }
  return `${shadow(cx, floor, size * 0.42)}${objectAt(kind, form, tone, cx - size / 2, floor - size * 0.95, size, angle)}`;
}

/** 240x240 company logo: a coloured rounded square with an abstract mark (no lettering). */
export function logoSvg(o: { seed: string; palette: Palette; variant: number }): string {
  const rng = createRng(`logo:${o.seed}`);
  const shape = rng.int(0, 2);
  const frame =
    shape === 0
      ? '<rect width="240" height="240" rx="52" fill="url(#g)"/>'
      : shape === 1
        ? '<circle cx="120" cy="120" r="120" fill="url(#g)"/>'
        : '<path d="M120 0 L224 60 V180 L120 240 L16 180 V60 Z" fill="url(#g)"/>';
  return `${svgOpen(240, 240)}<defs>${gradient('g', rng.chance(0.5) ? o.palette : [o.palette[1], o.palette[0]])}</defs>${frame}<g transform="translate(50 50) scale(1.4)">${brandMark(o.variant * 3 + rng.int(0, 7), o.palette[0])}</g></svg>`;
}

/** 160x160 avatar of a person: their initials on a coloured disc. */
export function avatarSvg(o: { initials: string; palette: Palette }): string {
  const initials = [...o.initials].slice(0, 2).join('').toUpperCase();
  const cjk = /[\u2e80-\uffff]/.test(initials);
  const size = cjk ? 72 : initials.length > 1 ? 62 : 76;
  return `${svgOpen(160, 160)}<defs>${gradient('g', o.palette)}</defs><circle cx="80" cy="80" r="80" fill="url(#g)"/><text x="80" y="${80 + Math.round(size * 0.36)}" font-family="${FONT}" font-size="${size}" font-weight="600" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`;
}

/** The initials of a person's name: the surname of a Chinese name, the first letters of a Latin one. */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (/^[\u2e80-\uffff]/.test(trimmed)) return [...trimmed][0] ?? '';
  const words = trimmed.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** 1200x560 company image (the size the spec recommends): its products on display in its colours. */
export function companyBannerSvg(o: {
  seed: string;
  palette: Palette;
  icon: IconKind;
  variant: number;
}): string {
  const W = 1200;
  const H = 560;
  const rng = createRng(`company:${o.seed}`);
  const bg = backdrop(W, H, o.palette, o.variant + 1, rng);
  const floor = round(H * 0.86);
  const heights = [0.2, 0.34, 0.14];
  const items = [0.3, 0.52, 0.74]
    .map((fx, k) => {
      const pw = 190;
      const ph = H * heights[(k + o.variant) % 3]!;
      const top = floor - ph;
      const s = 200 + rng.int(-20, 30);
      return `${shadow(W * fx, floor + 16, pw * 0.6)}${plinth(W * fx, top, pw, ph, '#F8FAFC')}${objectAt(o.icon, k + o.variant, pickTone(rng, o.palette), W * fx - s / 2, top - s * 0.93, s, rng.int(-6, 6))}`;
    })
    .join('');
  return `${svgOpen(W, H)}<defs>${bg.defs}</defs>${bg.body}<g transform="translate(${W - 170} 40) scale(1.2)" opacity=".5">${brandMark(o.variant, o.palette[0])}</g>${items}</svg>`;
}

/**
 * 800x800 product picture: one of its category's objects in a colourway, both fixed by the product's
 * seed; each `view` of it (its 2nd, 3rd picture) sets it on another backdrop and in another composition.
 */
export function productSvg(o: { seed: string; view: number; palette: Palette; icon: IconKind }): string {
  const W = 800;
  const own = createRng(`product:${o.seed}`);
  const form = own.int(0, 2);
  const tone = pickTone(own, o.palette);
  const rng = createRng(`product:${o.seed}:${o.view}`);
  const look = (own.int(0, 3) + o.view) % 4;
  const bg = backdrop(W, W, o.palette, look, rng);
  const floor = round(W * (0.8 + rng.next() * 0.06));
  const cx = round(W * (0.46 + rng.next() * 0.08));
  const size = 450 + rng.int(0, 90);
  return `${svgOpen(W, W)}<defs>${bg.defs}</defs>${bg.body}${stillLife({ kind: o.icon, palette: o.palette, rng, cx, floor, size, form, tone })}</svg>`;
}

/** Positions (fractions of width and height) where a hot-spot scene shows products. */
export const SCENE_SLOTS: readonly (readonly [number, number])[] = [
  [0.2, 0.43],
  [0.5, 0.43],
  [0.8, 0.43],
  [0.35, 0.74],
  [0.65, 0.74],
  [0.5, 0.74],
];

/**
 * 1200x800 booth of a hot exhibitor sample: a carpeted floor, a back wall in the exhibitor's colours
 * with a fascia and its mark, spotlights on a truss, wall shelves and floor plinths with its products at
 * the hot-spot positions, a counter and a plant.
 */
export function sceneSvg(o: {
  seed: string;
  palette: Palette;
  icon: IconKind;
  tiles: readonly { x: number; y: number; seed: string }[];
}): string {
  const W = 1200;
  const H = 800;
  const rng = createRng(`scene:${o.seed}`);
  const [c0, c1] = o.palette;
  const wallTop = 70;
  const wallBottom = 560;
  const wall = tint(c0, 0.86);
  const lights = [0.2, 0.5, 0.8]
    .map(
      (fx) =>
        `<path d="M${W * fx - 14} 52 L${W * fx - 150} ${wallBottom} L${W * fx + 150} ${wallBottom} L${W * fx + 14} 52 Z" fill="#FFFBEB" fill-opacity=".28"/><rect x="${W * fx - 16}" y="34" width="32" height="22" rx="6" fill="#1E293B"/>`,
    )
    .join('');
  const product = (t: { x: number; y: number; seed: string }) => {
    const r = createRng(`tile:${t.seed}`);
    const cx = t.x * W;
    const cy = t.y * H;
    const tone = pickTone(r, o.palette);
    const form = r.int(0, 2);
    if (cy < wallBottom - 60) {
      // a wall shelf: the object sits on a board just under the hot spot
      const board = cy + 76;
      const s = 180;
      return `<rect x="${cx - 110}" y="${board}" width="220" height="12" rx="3" fill="#F8FAFC"/><rect x="${cx - 110}" y="${board + 12}" width="220" height="6" fill="#0F172A" fill-opacity=".15"/>${objectAt(o.icon, form, tone, cx - s / 2, board - s * 0.95, s, r.int(-6, 6))}`;
    }
    // a plinth on the floor
    const top = cy + 58;
    const s = 170;
    return `${shadow(cx, top + 96, 110, 0.22)}${plinth(cx, top, 170, 90, '#FFFFFF')}${objectAt(o.icon, form, tone, cx - s / 2, top - s * 0.95, s, r.int(-6, 6))}`;
  };
  const plantX = rng.chance(0.5) ? 70 : W - 150;
  // a glass cabinet in the middle of the back wall (no hot spot there), its shelves stocked
  const cabinetShelves = [300, 400, 500]
    .map(
      (y, row) =>
        `<rect x="470" y="${y}" width="260" height="8" fill="#fff" fill-opacity=".9"/>${[0, 1, 2]
          .map((col) => {
            const s = 78;
            return objectAt(
              o.icon,
              row + col,
              pickTone(rng, o.palette),
              520 + col * 80 - s / 2,
              y - s * 0.95,
              s,
            );
          })
          .join('')}`,
    )
    .join('');
  const cabinet = `<rect x="456" y="196" width="288" height="330" rx="6" fill="${tint(c0, -0.45)}"/><rect x="466" y="206" width="268" height="310" fill="${tint(c0, 0.75)}"/>${cabinetShelves}<path d="M470 210 L560 210 L480 510 L470 510 Z" fill="#fff" fill-opacity=".25"/>`;
  return `${svgOpen(W, H)}<defs>${gradient('g', o.palette, 1, 0)}<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(c1, -0.35)}"/><stop offset="1" stop-color="${tint(c1, -0.6)}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="#1E293B"/><rect y="${wallTop}" width="${W}" height="${wallBottom - wallTop}" fill="${wall}"/><rect x="0" y="${wallTop}" width="70" height="${wallBottom - wallTop}" fill="${tint(c0, 0.7)}"/><rect x="${W - 70}" y="${wallTop}" width="70" height="${wallBottom - wallTop}" fill="${tint(c0, 0.7)}"/><rect y="${wallTop}" width="${W}" height="90" fill="url(#g)"/><g transform="translate(${W / 2 - 45} ${wallTop + 2}) scale(.86)" opacity=".95">${brandMark(rng.int(0, 7), c1)}</g><rect y="${wallBottom - 10}" width="${W}" height="10" fill="${tint(c0, 0.6)}"/><path d="M0 ${wallBottom} H${W} L${W} ${H} H0 Z" fill="url(#floor)"/>${[1, 2, 3, 4].map((k) => `<path d="M0 ${wallBottom + k * 60} H${W}" stroke="#fff" stroke-opacity=".06" stroke-width="2"/>`).join('')}<rect y="26" width="${W}" height="14" fill="#334155"/>${cabinet}${lights}<path d="M${plantX + 40} ${wallBottom + 20} C${plantX} ${wallBottom - 60} ${plantX - 10} ${wallBottom - 130} ${plantX + 30} ${wallBottom - 180} C${plantX + 60} ${wallBottom - 120} ${plantX + 80} ${wallBottom - 60} ${plantX + 40} ${wallBottom + 20} Z" fill="#15803D"/><path d="M${plantX + 40} ${wallBottom + 20} C${plantX + 70} ${wallBottom - 40} ${plantX + 100} ${wallBottom - 90} ${plantX + 90} ${wallBottom - 140} C${plantX + 50} ${wallBottom - 90} ${plantX + 30} ${wallBottom - 40} ${plantX + 40} ${wallBottom + 20} Z" fill="#22C55E"/><rect x="${plantX + 14}" y="${wallBottom + 10}" width="52" height="60" rx="6" fill="#F1F5F9"/>${o.tiles.map(product).join('')}</svg>`;
}

/**
 * 1920x600 home banner artwork (16:5, the carousel's shape on wide screens): a calm left part where the
 * page lays the banner's live title, and the fair's objects on plinths on the right, where a narrow
 * screen (16:7, cropped from the left) still shows them.
 */
export function heroBannerSvg(o: {
  seed: string;
  palette: Palette;
  icons: readonly IconKind[];
  variant: number;
}): string {
  const W = 1920;
  const H = 600;
  const rng = createRng(`hero:${o.seed}`);
  const floor = 540;
  const slots = [
    [1130, 0.3],
    [1350, 0.5],
    [1570, 0.22],
    [1775, 0.4],
  ] as const;
  const items = o.icons
    .slice(0, 4)
    .map((kind, i) => {
      const [cx, fh] = slots[i]!;
      const ph = H * fh * 0.6;
      const top = floor - ph;
      const s = 220;
      const tone =
        i % 2 === 0 ? toneOf('#FFFFFF', o.palette[0]) : toneOf(tint(o.palette[1], 0.55), o.palette[0]);
      return `${shadow(cx, floor + 18, 120, 0.25)}${plinth(cx, top, 176, ph, '#FFFFFF')}${objectAt(kind, rng.int(0, 2), tone, cx - s / 2, top - s * 0.93, s, rng.int(-6, 6))}`;
    })
    .join('');
  return `${svgOpen(W, H)}<defs>${gradient('g', o.palette, 1, 0.3)}${GLOW}</defs><rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>${decor(W, H, o.variant)}<circle cx="1460" cy="300" r="330" fill="#fff" fill-opacity=".1"/><rect y="${floor}" width="${W}" height="${H - floor}" fill="#0F172A" fill-opacity=".12"/>${items}</svg>`;
}

/**
 * A card picture (carousel, article and live covers, advertisements): the objects of a category on a
 * backdrop; landscape ones put them right of centre, portrait ones in the middle.
 */
export function cardSvg(o: {
  width: number;
  height: number;
  seed: string;
  palette: Palette;
  icon: IconKind;
  variant: number;
}): string {
  const { width: W, height: H } = o;
  const rng = createRng(`card:${o.seed}`);
  const bg = backdrop(W, H, o.palette, o.variant, rng);
  const floor = round(H * 0.86);
  const size = round(Math.min(W * 0.5, H * 0.7));
  const cx = round(W >= H ? W * (0.55 + rng.next() * 0.15) : W / 2);
  return `${svgOpen(W, H)}<defs>${bg.defs}</defs>${bg.body}${stillLife({ kind: o.icon, palette: o.palette, rng, cx, floor, size })}</svg>`;
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
