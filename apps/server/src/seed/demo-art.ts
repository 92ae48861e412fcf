import { createRng, type Rng } from './prng';
import type { IconKind } from './word-lists';

/**
 * Drawings of the objects a demo category sells (a phone, a chair, a garment, a lamp, a machine part…),
 * each in a 200x200 box standing on y ≈ 190, with flat shading: a body colour, a darker side and a light
 * edge. No text anywhere: the name of a product or company is always printed beside its picture.
 */

/** A colour for an object: body, a darker tone for its shaded side, and a detail colour. */
export type Tone = { body: string; shade: string; detail: string };

/** Mixes a #RRGGBB colour toward black (amount < 0) or white (amount > 0). */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  const ch = (v: number) => Math.round(v + (target - v) * a);
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1).toUpperCase()}`;
}

export const toneOf = (body: string, detail: string): Tone => ({ body, shade: tint(body, -0.28), detail });

type Draw = (t: Tone) => string;

const HL = 'fill="#fff" fill-opacity=".28"';
const DARK = '#1E293B';

const smartphone: Draw = (t) =>
  `<rect x="50" y="14" width="100" height="176" rx="18" fill="${t.shade}"/><rect x="56" y="14" width="94" height="172" rx="16" fill="${t.body}"/><rect x="64" y="28" width="78" height="140" rx="6" fill="${DARK}"/><path d="M64 28 H142 V90 L64 140 Z" fill="${t.detail}" fill-opacity=".55"/><circle cx="103" cy="176" r="4" fill="${t.shade}"/><rect x="150" y="52" width="4" height="24" rx="2" fill="${t.shade}"/>`;
const watch: Draw = (t) =>
  `<rect x="74" y="10" width="52" height="180" rx="16" fill="${t.shade}"/><rect x="56" y="56" width="88" height="92" rx="26" fill="${DARK}"/><rect x="62" y="62" width="76" height="80" rx="20" fill="${t.body}"/><rect x="68" y="68" width="64" height="68" rx="16" fill="${DARK}"/><path d="M100 80 A22 22 0 1 1 80 108" stroke="${t.detail}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M100 90 A12 12 0 1 1 90 106" stroke="#fff" stroke-opacity=".7" stroke-width="5" fill="none" stroke-linecap="round"/><rect x="144" y="90" width="7" height="16" rx="3" fill="${t.shade}"/>`;
const speaker: Draw = (t) =>
  `<rect x="52" y="30" width="96" height="160" rx="40" fill="${t.shade}"/><rect x="52" y="26" width="92" height="160" rx="38" fill="${t.body}"/><circle cx="98" cy="126" r="32" fill="${DARK}"/><circle cx="98" cy="126" r="14" fill="${t.detail}"/><circle cx="98" cy="64" r="12" fill="${DARK}" fill-opacity=".8"/><rect x="62" y="34" width="14" height="60" rx="7" ${HL}/>`;
const chair: Draw = (t) =>
  `<path d="M58 18 H142 C148 18 150 22 150 28 L146 108 H54 L50 28 C50 22 52 18 58 18 Z" fill="${t.body}"/><rect x="60" y="26" width="16" height="74" rx="8" ${HL}/><rect x="40" y="104" width="124" height="26" rx="10" fill="${t.shade}"/><rect x="40" y="100" width="120" height="22" rx="10" fill="${t.body}"/><path d="M52 128 L44 190 M148 128 L156 190 M70 128 L74 180 M130 128 L126 180" stroke="${t.detail}" stroke-width="8" stroke-linecap="round"/>`;
const plant: Draw = (t) =>
  `<path d="M100 120 C70 90 40 80 30 40 C70 44 92 78 100 120 Z" fill="${t.detail}"/><path d="M100 120 C124 80 150 70 174 54 C168 96 134 110 100 120 Z" fill="${tint(t.detail, -0.2)}"/><path d="M100 122 C92 80 96 40 110 10 C124 50 116 90 100 122 Z" fill="${tint(t.detail, 0.15)}"/><path d="M60 118 H140 L128 190 H72 Z" fill="${t.body}"/><path d="M114 118 H140 L128 190 H108 Z" fill="${t.shade}"/><rect x="56" y="112" width="88" height="14" rx="5" fill="${t.shade}"/>`;
const sofa: Draw = (t) =>
  `<rect x="28" y="60" width="144" height="80" rx="22" fill="${t.shade}"/><rect x="40" y="52" width="120" height="72" rx="18" fill="${t.body}"/><rect x="14" y="96" width="40" height="70" rx="16" fill="${t.body}"/><rect x="146" y="96" width="40" height="70" rx="16" fill="${t.shade}"/><rect x="46" y="118" width="108" height="42" rx="12" fill="${t.body}"/><rect x="52" y="122" width="44" height="12" rx="6" ${HL}/><path d="M32 166 V184 M168 166 V184" stroke="${t.detail}" stroke-width="8" stroke-linecap="round"/>`;
const tshirt: Draw = (t) =>
  `<path d="M70 22 L38 34 L8 70 L36 96 L50 84 L50 186 L150 186 L150 84 L164 96 L192 70 L162 34 L130 22 C124 44 76 44 70 22 Z" fill="${t.body}"/><path d="M150 84 L164 96 L192 70 L176 52 L150 80 Z M120 186 H150 V90 Z" fill="${t.shade}"/><path d="M70 22 C76 44 124 44 130 22" stroke="${t.detail}" stroke-width="6" fill="none"/><path d="M50 176 H150" stroke="${t.detail}" stroke-width="4" stroke-opacity=".6"/>`;
const dress: Draw = (t) =>
  `<path d="M78 14 L72 54 L84 80 L40 188 H160 L116 80 L128 54 L122 14 C114 30 86 30 78 14 Z" fill="${t.body}"/><path d="M116 80 L160 188 H120 L104 86 Z" fill="${t.shade}"/><rect x="76" y="74" width="48" height="10" rx="4" fill="${t.detail}"/><path d="M60 150 Q100 162 140 150" stroke="#fff" stroke-opacity=".35" stroke-width="5" fill="none"/>`;
const jacket: Draw = (t) =>
  `<path d="M72 16 L30 36 L16 170 L50 172 L52 100 L54 188 H146 L148 100 L150 172 L184 170 L170 36 L128 16 L100 50 Z" fill="${t.body}"/><path d="M100 50 L128 16 L170 36 L184 170 L150 172 L148 100 L146 188 H100 Z" fill="${t.shade}"/><path d="M100 50 V188" stroke="${t.detail}" stroke-width="5"/><path d="M72 16 L100 50 L86 80 Z M128 16 L100 50 L114 80 Z" fill="${t.detail}" fill-opacity=".7"/><rect x="64" y="124" width="24" height="6" rx="3" fill="${t.detail}"/>`;
const giftbox: Draw = (t) =>
  `<rect x="34" y="86" width="132" height="102" rx="8" fill="${t.body}"/><rect x="110" y="86" width="56" height="102" rx="8" fill="${t.shade}"/><rect x="24" y="62" width="152" height="32" rx="6" fill="${t.body}"/><rect x="90" y="62" width="20" height="126" fill="${t.detail}"/><path d="M100 62 C78 22 42 30 58 58 Z M100 62 C122 22 158 30 142 58 Z" fill="${t.body}" stroke="${t.detail}" stroke-width="6" stroke-linejoin="round"/><rect x="34" y="68" width="40" height="8" rx="4" ${HL}/>`;
const vase: Draw = (t) =>
  `<path d="M80 16 H120 V34 C120 50 160 70 160 120 C160 160 136 188 100 188 C64 188 40 160 40 120 C40 70 80 50 80 34 Z" fill="${t.body}"/><path d="M100 188 C136 188 160 160 160 120 C160 70 120 50 120 34 V16 H108 V40 C110 60 140 80 140 124 C140 164 120 186 100 188 Z" fill="${t.shade}"/><path d="M44 112 H156 M48 140 H152" stroke="${t.detail}" stroke-width="8"/><rect x="56" y="70" width="12" height="70" rx="6" ${HL}/>`;
const mug: Draw = (t) =>
  `<path d="M138 78 C176 78 176 142 138 142" stroke="${t.shade}" stroke-width="14" fill="none"/><rect x="40" y="56" width="104" height="132" rx="14" fill="${t.body}"/><rect x="110" y="56" width="34" height="132" rx="14" fill="${t.shade}"/><ellipse cx="92" cy="58" rx="52" ry="10" fill="${t.shade}"/><path d="M60 112 C80 96 104 128 124 112" stroke="${t.detail}" stroke-width="7" fill="none"/><path d="M80 44 C72 32 90 24 82 10 M104 44 C96 32 114 24 106 10" stroke="#fff" stroke-opacity=".6" stroke-width="5" fill="none" stroke-linecap="round"/>`;
const bulb: Draw = (t) =>
  `<circle cx="100" cy="80" r="70" fill="${t.detail}" fill-opacity=".22"/><circle cx="100" cy="80" r="54" fill="${t.body}"/><path d="M72 118 H128 L120 150 H80 Z" fill="${t.body}"/><path d="M112 34 A54 54 0 0 1 128 118 L120 150 H104 Z" fill="${t.shade}" fill-opacity=".5"/><rect x="78" y="150" width="44" height="12" rx="5" fill="#94A3B8"/><rect x="82" y="164" width="36" height="12" rx="5" fill="#64748B"/><rect x="90" y="178" width="20" height="10" rx="5" fill="${DARK}"/><path d="M84 104 L100 72 L116 104" stroke="${t.detail}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
const pendant: Draw = (t) =>
  `<rect x="98" y="0" width="4" height="56" fill="${DARK}"/><path d="M100 124 L30 196 H170 Z" fill="${t.detail}" fill-opacity=".25"/><path d="M86 54 H114 L116 66 C150 74 168 100 170 124 H30 C32 100 50 74 84 66 Z" fill="${t.body}"/><path d="M114 66 C150 74 168 100 170 124 H130 C128 100 120 80 110 68 Z" fill="${t.shade}"/><ellipse cx="100" cy="126" rx="30" ry="8" fill="#FEF9C3"/>`;
const desklamp: Draw = (t) =>
  `<ellipse cx="74" cy="182" rx="46" ry="10" fill="${t.shade}"/><rect x="30" y="172" width="88" height="12" rx="6" fill="${t.body}"/><path d="M74 174 L56 104 L120 50" stroke="${t.body}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="56" cy="104" r="9" fill="${t.detail}"/><path d="M110 30 L160 62 L140 92 L94 60 Z" fill="${t.body}"/><path d="M140 92 L160 62 L166 66 L146 96 Z" fill="${t.shade}"/><path d="M142 94 L150 190 H196 Z" fill="#FEF9C3" fill-opacity=".5"/>`;
const gear: Draw = (t) => {
  const teeth = Array.from(
    { length: 10 },
    (_, k) =>
      `<rect x="89" y="10" width="22" height="34" rx="5" fill="${t.body}" transform="rotate(${k * 36} 100 100)"/>`,
  ).join('');
  return `${teeth}<circle cx="100" cy="100" r="64" fill="${t.body}"/><path d="M100 36 A64 64 0 0 1 100 164 Z" fill="${t.shade}"/><circle cx="100" cy="100" r="44" fill="none" stroke="${t.detail}" stroke-width="4" stroke-opacity=".6"/><circle cx="100" cy="100" r="22" fill="${DARK}"/><rect x="94" y="74" width="12" height="10" fill="${DARK}"/>${[0, 90, 180, 270].map((r) => `<circle cx="100" cy="66" r="6" fill="${DARK}" fill-opacity=".5" transform="rotate(${r + 45} 100 100)"/>`).join('')}`;
};
const bearing: Draw = (t) =>
  `<circle cx="100" cy="100" r="84" fill="${t.shade}"/><circle cx="100" cy="100" r="78" fill="${t.body}"/><circle cx="100" cy="100" r="58" fill="${DARK}"/>${Array.from({ length: 10 }, (_, k) => `<circle cx="100" cy="52" r="9" fill="#E2E8F0" transform="rotate(${k * 36} 100 100)"/>`).join('')}<circle cx="100" cy="100" r="38" fill="${t.body}"/><circle cx="100" cy="100" r="22" fill="#F8FAFC"/><path d="M40 60 A78 78 0 0 1 100 22" stroke="#fff" stroke-opacity=".5" stroke-width="6" fill="none" stroke-linecap="round"/>`;
const bolt: Draw = (t) =>
  `<path d="M62 14 H138 L156 44 L138 74 H62 L44 44 Z" fill="${t.body}"/><path d="M100 14 H138 L156 44 L138 74 H100 Z" fill="${t.shade}"/><rect x="78" y="74" width="44" height="116" fill="${t.body}"/><rect x="100" y="74" width="22" height="116" fill="${t.shade}"/>${Array.from({ length: 9 }, (_, k) => `<path d="M78 ${86 + k * 12} L122 ${80 + k * 12}" stroke="${t.detail}" stroke-width="4"/>`).join('')}<rect x="64" y="22" width="30" height="8" rx="4" ${HL}/>`;
const backpack: Draw = (t) =>
  `<path d="M76 30 C76 8 124 8 124 30" stroke="${t.shade}" stroke-width="10" fill="none"/><rect x="42" y="28" width="116" height="160" rx="36" fill="${t.body}"/><rect x="112" y="28" width="46" height="160" rx="30" fill="${t.shade}"/><rect x="60" y="104" width="80" height="64" rx="16" fill="${t.shade}"/><rect x="60" y="104" width="80" height="14" rx="7" fill="${t.detail}"/><rect x="58" y="44" width="14" height="50" rx="7" ${HL}/>`;
const bottle: Draw = (t) =>
  `<rect x="82" y="8" width="36" height="24" rx="6" fill="${DARK}"/><path d="M84 30 H116 V46 C136 54 140 66 140 80 V176 C140 184 134 190 126 190 H74 C66 190 60 184 60 176 V80 C60 66 64 54 84 46 Z" fill="${t.body}"/><path d="M116 46 C136 54 140 66 140 80 V176 C140 184 134 190 126 190 H112 V50 Z" fill="${t.shade}"/><rect x="60" y="100" width="80" height="40" fill="${t.detail}"/><rect x="70" y="64" width="10" height="110" rx="5" ${HL}/>`;
const tent: Draw = (t) =>
  `<path d="M100 22 L190 186 H10 Z" fill="${t.body}"/><path d="M100 22 L190 186 H130 Z" fill="${t.shade}"/><path d="M100 70 L70 186 H130 Z" fill="${DARK}"/><path d="M100 70 L84 186 H100 Z" fill="${t.detail}" fill-opacity=".6"/><path d="M100 10 V30" stroke="${DARK}" stroke-width="5"/>`;
const wheel: Draw = (t) =>
  `<circle cx="100" cy="100" r="88" fill="${DARK}"/><circle cx="100" cy="100" r="86" fill="none" stroke="#334155" stroke-width="10" stroke-dasharray="8 10"/><circle cx="100" cy="100" r="58" fill="${t.body}"/>${Array.from({ length: 5 }, (_, k) => `<path d="M100 100 L90 48 H110 Z" fill="${t.shade}" transform="rotate(${k * 72} 100 100)"/>`).join('')}<circle cx="100" cy="100" r="18" fill="${t.detail}"/><circle cx="100" cy="100" r="6" fill="${DARK}"/>`;
const car: Draw = (t) =>
  `<path d="M14 140 L22 104 C26 94 34 88 46 88 L66 86 L88 58 C92 52 98 50 106 50 L140 50 C148 50 154 54 158 61 L172 88 L180 90 C188 92 192 98 192 106 L192 140 Z" fill="${t.body}"/><path d="M14 124 H192 V140 H14 Z" fill="${t.shade}"/><path d="M96 64 L138 64 L151 88 L80 88 Z" fill="${DARK}" fill-opacity=".75"/><rect x="176" y="100" width="14" height="10" rx="3" fill="#FEF3C7"/><circle cx="58" cy="142" r="24" fill="${DARK}"/><circle cx="58" cy="142" r="10" fill="${t.detail}"/><circle cx="150" cy="142" r="24" fill="${DARK}"/><circle cx="150" cy="142" r="10" fill="${t.detail}"/>`;
const headlamp: Draw = (t) =>
  `<path d="M20 70 C20 40 60 30 120 34 L182 44 C190 46 194 54 192 62 L176 150 C174 160 166 166 156 166 H40 C28 166 20 156 20 144 Z" fill="${t.body}"/><path d="M28 80 C28 56 60 48 118 50 L176 58 L162 146 H40 C33 146 28 140 28 132 Z" fill="${DARK}"/><circle cx="72" cy="100" r="30" fill="#E2E8F0"/><circle cx="72" cy="100" r="16" fill="#fff"/><circle cx="136" cy="100" r="22" fill="#CBD5E1"/><path d="M40 138 H160" stroke="${t.detail}" stroke-width="6" stroke-linecap="round"/>`;

/** The objects of each category: the first is the one its earlier pictures drew. */
export const OBJECTS: Record<IconKind, readonly Draw[]> = {
  phone: [smartphone, watch, speaker],
  house: [chair, plant, sofa],
  shirt: [tshirt, dress, jacket],
  gift: [giftbox, vase, mug],
  bulb: [bulb, pendant, desklamp],
  gear: [gear, bearing, bolt],
  mountain: [backpack, bottle, tent],
  car: [wheel, car, headlamp],
};

/** Colourways an object may come in, besides its category's own colours. */
const NEUTRALS = ['#1F2937', '#E5E7EB', '#B45309', '#0F766E', '#BE123C', '#F59E0B', '#475569', '#7C3AED'];

/** One of the category's objects, drawn at (x, y) `size` px wide, rotated `angle` degrees about its middle. */
export function objectAt(
  kind: IconKind,
  form: number,
  tone: Tone,
  x: number,
  y: number,
  size: number,
  angle = 0,
): string {
  const forms = OBJECTS[kind];
  const draw = forms[((form % forms.length) + forms.length) % forms.length]!;
  const rot = angle ? ` rotate(${angle} 100 100)` : '';
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(size / 200, 3)})${rot}">${draw(tone)}</g>`;
}

export const round = (n: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** A tone for an object: the category's colours most of the time, sometimes a neutral colourway. */
export function pickTone(rng: Rng, palette: readonly [string, string]): Tone {
  const r = rng.next();
  if (r < 0.4) return toneOf(palette[0], palette[1]);
  if (r < 0.65) return toneOf(palette[1], palette[0]);
  const body = rng.pick(NEUTRALS);
  return toneOf(body, rng.chance(0.5) ? palette[0] : palette[1]);
}

export { createRng };

/** An abstract brand mark (no letters) in a 100x100 box, in white on the logo's colours. */
export function brandMark(variant: number, accent: string): string {
  const marks = [
    `<circle cx="40" cy="50" r="26" fill="#fff"/><circle cx="62" cy="50" r="26" fill="#fff" fill-opacity=".55"/>`,
    `<path d="M20 70 L50 20 L80 70 Z" fill="#fff"/><path d="M38 70 L58 38 L78 70 Z" fill="${accent}" fill-opacity=".8"/>`,
    `<rect x="22" y="22" width="56" height="56" rx="14" fill="none" stroke="#fff" stroke-width="10"/><circle cx="50" cy="50" r="10" fill="#fff"/>`,
    `<path d="M24 62 L50 30 L76 62" stroke="#fff" stroke-width="11" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M24 80 L50 48 L76 80" stroke="#fff" stroke-opacity=".55" stroke-width="11" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M50 16 C76 30 80 66 50 84 C20 66 24 30 50 16 Z" fill="#fff"/><path d="M50 28 V76" stroke="${accent}" stroke-width="5"/>`,
    `<path d="M50 18 L80 35 V65 L50 82 L20 65 V35 Z" fill="#fff"/><path d="M50 50 L80 35 M50 50 V82 M50 50 L20 35" stroke="${accent}" stroke-width="5"/>`,
    `<circle cx="50" cy="50" r="30" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="120 70"/><circle cx="72" cy="30" r="9" fill="#fff"/>`,
    `<rect x="20" y="24" width="20" height="52" rx="10" fill="#fff"/><rect x="44" y="36" width="20" height="40" rx="10" fill="#fff" fill-opacity=".8"/><rect x="68" y="50" width="14" height="26" rx="7" fill="#fff" fill-opacity=".6"/>`,
  ];
  return marks[((variant % marks.length) + marks.length) % marks.length]!;
}

export const MARK_COUNT = 8;
