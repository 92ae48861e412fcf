/**
 * The parts the emoji faces are built from, each a function of nothing but its kind, drawn on a 64×64
 * canvas with the face centred (32, 32), radius 28. Shapes are kept bold and few: the picker shows
 * them at 30×30 and the text at line height, where thin detail is lost.
 */

export const INK = '#4a2a12';
const WHITE = '#fff';
const TEAR = '#4fb3f6';
const RED = '#e8453c';
const PINK = '#ff8fa3';

export const SKINS = {
  yellow: ['#ffd23f', '#e8a317'],
  red: ['#ff7a59', '#d9482b'],
  green: ['#a6d86b', '#6f9e35'],
  blue: ['#a9dcf7', '#5aa7d6'],
  grey: ['#cfcfcf', '#8f8f8f'],
  purple: ['#b07ce8', '#7d4cb8'],
  pink: ['#ffc2cf', '#ea8aa0'],
} as const;
export type Skin = keyof typeof SKINS;

const L = 22;
const R = 42;
const EY = 27;

const line = (d: string, width = 3, color = INK) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const dot = (x: number, y: number, rx = 3, ry = 4, fill = INK) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
const heartPath = (x: number, y: number, s: number) =>
  `M${x} ${y + s * 0.9}C${x - s * 1.4} ${y} ${x - s * 0.9} ${y - s} ${x} ${y - s * 0.35}C${x + s * 0.9} ${y - s} ${x + s * 1.4} ${y} ${x} ${y + s * 0.9}Z`;
export const heart = (x: number, y: number, s: number, fill = RED) =>
  `<path d="${heartPath(x, y, s)}" fill="${fill}"/>`;
const starPath = (x: number, y: number, r: number) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(x + radius * Math.cos(angle)).toFixed(1)} ${(y + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
};
export const star = (x: number, y: number, r: number, fill = '#ffb000') =>
  `<path d="${starPath(x, y, r)}" fill="${fill}" stroke="#e07b00" stroke-width="1"/>`;
const drop = (x: number, y: number, s: number, fill = TEAR) =>
  `<path d="M${x} ${y - s}Q${x + s * 0.9} ${y + s * 0.2} ${x} ${y + s * 0.7}Q${x - s * 0.9} ${y + s * 0.2} ${x} ${y - s}Z" fill="${fill}"/>`;

const both = (draw: (x: number, side: -1 | 1) => string) => draw(L, -1) + draw(R, 1);

export const EYES = {
  none: () => '',
  dot: () => both((x) => dot(x, EY)),
  small: () => both((x) => dot(x, EY + 1, 2.2, 2.2)),
  open: () => both((x) => `<circle cx="${x}" cy="${EY}" r="6" fill="${WHITE}"/>${dot(x, EY + 1, 3, 3.4)}`),
  wide: () =>
    both(
      (x) =>
        `<circle cx="${x}" cy="${EY - 1}" r="7.5" fill="${WHITE}" stroke="${INK}" stroke-width="1.5"/>${dot(x, EY - 1, 2, 2)}`,
    ),
  blank: () =>
    both((x) => `<circle cx="${x}" cy="${EY}" r="4" fill="${WHITE}" stroke="${INK}" stroke-width="2"/>`),
  happy: () => both((x) => line(`M${x - 5} ${EY + 2}Q${x} ${EY - 6} ${x + 5} ${EY + 2}`)),
  closed: () => both((x) => line(`M${x - 5} ${EY}Q${x} ${EY + 5} ${x + 5} ${EY}`)),
  line: () => both((x) => line(`M${x - 5} ${EY}H${x + 5}`)),
  sad: () => both((x, s) => line(`M${x - 5} ${EY + (s < 0 ? 2 : -1)}L${x + 5} ${EY + (s < 0 ? -1 : 2)}`)),
  squeeze: () => both((x, s) => line(`M${x - 4 * s} ${EY - 5}L${x + 4 * s} ${EY}L${x - 4 * s} ${EY + 5}`)),
  wink: () => dot(L, EY) + line(`M${R - 5} ${EY + 2}Q${R} ${EY - 6} ${R + 5} ${EY + 2}`),
  peek: () =>
    line(`M${L - 5} ${EY}H${L + 5}`) +
    `<circle cx="${R}" cy="${EY}" r="6" fill="${WHITE}"/>${dot(R + 2, EY, 3, 3.4)}`,
  heart: () => both((x) => heart(x, EY, 7)),
  star: () => both((x) => star(x, EY, 8)),
  dollar: () =>
    both(
      (x) =>
        `<text x="${x}" y="${EY + 6}" font-family="Arial,sans-serif" font-weight="700" font-size="17" fill="#1f9d4c" text-anchor="middle">$</text>`,
    ),
  spiral: () => both((x) => line(`M${x} ${EY}m-1 0a1.5 1.5 0 1 1 3 0a3 3 0 1 1-6 0a4.5 4.5 0 1 1 9 0`, 2)),
  cross: () =>
    both((x) => line(`M${x - 4} ${EY - 4}L${x + 4} ${EY + 4}M${x + 4} ${EY - 4}L${x - 4} ${EY + 4}`)),
  teary: () =>
    both(
      (x) =>
        `<circle cx="${x}" cy="${EY + 1}" r="7.5" fill="${INK}"/><circle cx="${x + 2.5}" cy="${EY - 2}" r="2.6" fill="${WHITE}"/><circle cx="${x - 2.5}" cy="${EY + 3.5}" r="1.3" fill="${WHITE}"/>`,
    ),
  left: () =>
    both((x) => `<ellipse cx="${x}" cy="${EY}" rx="6" ry="5" fill="${WHITE}"/>${dot(x - 3, EY, 2.6, 3)}`),
  right: () =>
    both((x) => `<ellipse cx="${x}" cy="${EY}" rx="6" ry="5" fill="${WHITE}"/>${dot(x + 3, EY, 2.6, 3)}`),
  up: () =>
    both((x) => `<ellipse cx="${x}" cy="${EY}" rx="6" ry="5" fill="${WHITE}"/>${dot(x, EY - 3, 2.6, 2)}`),
  half: () => both((x) => `${dot(x, EY + 2, 3.2, 2.6)}${line(`M${x - 5} ${EY}H${x + 5}`, 2.5)}`),
  sunglasses: () =>
    `<path d="M12 22H52V26Q52 34 44 34Q36 34 35 26H29Q28 34 20 34Q12 34 12 26Z" fill="#222"/><path d="M15 24L20 24" stroke="#777" stroke-width="2" stroke-linecap="round"/>`,
  glasses: () =>
    both(
      (x) =>
        `<circle cx="${x}" cy="${EY}" r="7.5" fill="#e9f6ff" stroke="${INK}" stroke-width="2.2"/>${dot(x, EY, 2.4, 2.6)}`,
    ) + line(`M${L + 7.5} ${EY}H${R - 7.5}`, 2.2),
  jiong: () => both((x, s) => line(`M${x - 5 * s} ${EY - 4}L${x + 5 * s} ${EY + 3}`)),
  angry: () => both((x) => dot(x, EY + 2, 3, 3)),
  mad: () =>
    both(
      (x, s) =>
        `<path d="M${x - 6} ${EY - 2 + (s < 0 ? -2 : 3)}L${x + 6} ${EY - 2 + (s < 0 ? 3 : -2)}L${x + 4} ${EY + 4}L${x - 4} ${EY + 4}Z" fill="${INK}"/>`,
    ),
  tired: () =>
    both(
      (x) =>
        `${dot(x, EY + 1, 2.6, 2.6)}${line(`M${x - 4} ${EY + 6}Q${x} ${EY + 8} ${x + 4} ${EY + 6}`, 1.5, '#a0702a')}`,
    ),
};
export type Eyes = keyof typeof EYES;

const MY = 44;
export const MOUTHS = {
  none: () => '',
  smile: () => line(`M21 ${MY - 3}Q32 ${MY + 7} 43 ${MY - 3}`),
  smallSmile: () => line(`M25 ${MY - 1}Q32 ${MY + 4} 39 ${MY - 1}`),
  open: () =>
    `<path d="M20 ${MY - 4}Q32 ${MY + 12} 44 ${MY - 4}Z" fill="${INK}"/><path d="M26 ${MY + 3}Q32 ${MY - 1} 38 ${MY + 3}Q32 ${MY + 7} 26 ${MY + 3}Z" fill="${PINK}"/>`,
  laugh: () =>
    `<path d="M16 ${MY - 6}Q32 ${MY + 16} 48 ${MY - 6}Z" fill="${INK}"/><path d="M18 ${MY - 6}H46L45 ${MY - 3}H19Z" fill="${WHITE}"/><path d="M24 ${MY + 5}Q32 ${MY} 40 ${MY + 5}Q32 ${MY + 10} 24 ${MY + 5}Z" fill="${PINK}"/>`,
  grin: () =>
    `<rect x="18" y="${MY - 6}" width="28" height="11" rx="5.5" fill="${WHITE}" stroke="${INK}" stroke-width="2.5"/>${line(`M19 ${MY - 0.5}H45`, 1.5)}`,
  clench: () =>
    `<rect x="18" y="${MY - 6}" width="28" height="10" rx="3" fill="${WHITE}" stroke="${INK}" stroke-width="2.5"/>${line(`M25 ${MY - 6}V${MY + 4}M32 ${MY - 6}V${MY + 4}M39 ${MY - 6}V${MY + 4}`, 1.5)}`,
  evil: () =>
    `<path d="M16 ${MY - 8}Q32 ${MY + 6} 48 ${MY - 8}Q40 ${MY + 10} 32 ${MY + 9}Q24 ${MY + 10} 16 ${MY - 8}Z" fill="${WHITE}" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>`,
  flat: () => line(`M23 ${MY}H41`),
  frown: () => line(`M22 ${MY + 4}Q32 ${MY - 5} 42 ${MY + 4}`),
  smallFrown: () => line(`M26 ${MY + 2}Q32 ${MY - 2} 38 ${MY + 2}`),
  o: () => `<ellipse cx="32" cy="${MY + 1}" rx="3.5" ry="4" fill="${INK}"/>`,
  O: () => `<ellipse cx="32" cy="${MY + 1}" rx="6.5" ry="8" fill="${INK}"/>`,
  yawn: () =>
    `<ellipse cx="32" cy="${MY + 2}" rx="8" ry="9" fill="${INK}"/><ellipse cx="32" cy="${MY + 6}" rx="5" ry="3" fill="${PINK}"/>`,
  wail: () =>
    `<path d="M19 ${MY + 7}Q32 ${MY - 10} 45 ${MY + 7}Z" fill="${INK}"/><path d="M25 ${MY + 7}Q32 ${MY + 2} 39 ${MY + 7}Z" fill="${PINK}"/>`,
  wavy: () => line(`M20 ${MY + 1}q3-4 6 0t6 0t6 0t6 0`),
  tongue: () =>
    `${line(`M21 ${MY - 3}Q32 ${MY + 5} 43 ${MY - 3}`)}<path d="M29 ${MY + 1}V${MY + 7}a4.5 4.5 0 0 0 9 0V${MY}Z" fill="${RED}"/>`,
  kiss: () => line(`M30 ${MY - 6}q5 0 5 3t-4 3q5 0 5 3t-5 3`),
  smirk: () => line(`M24 ${MY + 1}Q34 ${MY + 3} 42 ${MY - 5}`),
  pout: () => line(`M25 ${MY + 2}Q28 ${MY - 3} 32 ${MY + 1}Q36 ${MY - 3} 39 ${MY + 2}`, 2.8),
  sideFrown: () => line(`M22 ${MY + 4}Q30 ${MY - 2} 42 ${MY}`),
  cat: () => line(`M22 ${MY - 2}q5 6 10 0q5 6 10 0`),
  square: () =>
    `<rect x="25" y="${MY - 4}" width="14" height="10" fill="none" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`,
  zip: () =>
    `${line(`M19 ${MY}H45`)}${line(`M23 ${MY - 3}V${MY + 3}M28 ${MY - 3}V${MY + 3}M33 ${MY - 3}V${MY + 3}M38 ${MY - 3}V${MY + 3}`, 2)}<rect x="42" y="${MY - 3}" width="6" height="8" rx="1" fill="#9aa0a6"/>`,
  bigSmile: () =>
    `<path d="M18 ${MY - 5}Q32 ${MY + 10} 46 ${MY - 5}" fill="${WHITE}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`,
  bitter: () => line(`M21 ${MY + 1}q4-4 8 0t7 0t7 0`) + line(`M20 ${MY - 2}l2 3M44 ${MY - 2}l-2 3`, 2),
};
export type Mouth = keyof typeof MOUTHS;

export const BROWS = {
  none: () => '',
  raised: () => both((x) => line(`M${x - 5} ${EY - 10}Q${x} ${EY - 14} ${x + 5} ${EY - 10}`, 2.5)),
  angry: () => both((x, s) => line(`M${x - 6 * s} ${EY - 12}L${x + 5 * s} ${EY - 7}`, 3)),
  sad: () => both((x, s) => line(`M${x - 5 * s} ${EY - 8}L${x + 5 * s} ${EY - 13}`, 2.5)),
  one: () =>
    line(`M${L - 5} ${EY - 8}H${L + 5}`, 2.5) +
    line(`M${R - 5} ${EY - 11}Q${R} ${EY - 16} ${R + 5} ${EY - 11}`, 2.5),
  flat: () => both((x) => line(`M${x - 5} ${EY - 9}H${x + 5}`, 2.5)),
  knit: () => both((x, s) => line(`M${x - 5 * s} ${EY - 9}Q${x} ${EY - 12} ${x + 6 * s} ${EY - 8}`, 2.5)),
};
export type Brows = keyof typeof BROWS;

/** Things around the face; `back` ones are drawn before it, the rest on top. */
export const EXTRAS = {
  blush: () =>
    `<ellipse cx="15" cy="38" rx="5" ry="3" fill="${PINK}" opacity=".85"/><ellipse cx="49" cy="38" rx="5" ry="3" fill="${PINK}" opacity=".85"/>`,
  bigBlush: () =>
    `<ellipse cx="16" cy="37" rx="7" ry="4.5" fill="${RED}" opacity=".45"/><ellipse cx="48" cy="37" rx="7" ry="4.5" fill="${RED}" opacity=".45"/>`,
  sweat: () => drop(51, 15, 6),
  sweatBig: () => `${drop(52, 14, 7)}${drop(12, 20, 5)}`,
  tear: () => drop(R + 1, 38, 5),
  streams: () =>
    `<path d="M17 32V58M47 32V58" stroke="${TEAR}" stroke-width="6" stroke-linecap="round" opacity=".9"/>`,
  joyTears: () => `${drop(9, 30, 6)}${drop(55, 30, 6)}`,
  welling: () => `<path d="M16 31h12M36 31h12" stroke="${TEAR}" stroke-width="3" stroke-linecap="round"/>`,
  halo: () => `<ellipse cx="32" cy="5" rx="15" ry="4" fill="none" stroke="#f7c600" stroke-width="3.5"/>`,
  horns: () => `<path d="M12 14L8 1L22 8ZM52 14L56 1L42 8Z" fill="#7d4cb8"/>`,
  kissHeart: () => heart(53, 46, 7),
  zzz: () =>
    `<text x="44" y="14" font-family="Arial,sans-serif" font-weight="700" font-size="13" fill="#5b7bd5">z</text><text x="52" y="8" font-family="Arial,sans-serif" font-weight="700" font-size="9" fill="#5b7bd5">z</text>`,
  bubble: () =>
    `<circle cx="38" cy="40" r="6" fill="#bfe6ff" stroke="#6cb8e6" stroke-width="1.5" opacity=".9"/>`,
  question: () =>
    `<text x="54" y="18" font-family="Arial,sans-serif" font-weight="700" font-size="20" fill="#3b82f6" text-anchor="middle">?</text>`,
  exclaim: () =>
    `<text x="55" y="18" font-family="Arial,sans-serif" font-weight="700" font-size="20" fill="${RED}" text-anchor="middle">!</text>`,
  vein: () =>
    `<path d="M46 8l3 4m4-3-3 4m-5 5 4-2m7 1-4-2" stroke="${RED}" stroke-width="2.5" stroke-linecap="round"/>`,
  sparkles: () => `${star(9, 12, 5, '#fff3a0')}${star(55, 10, 4, '#fff3a0')}${star(57, 50, 3.5, '#fff3a0')}`,
  puffLeft: () =>
    `<path d="M6 44q-4-3 0-6q-3-4 2-5" fill="none" stroke="#9aa0a6" stroke-width="2.5" stroke-linecap="round"/>`,
  puffRight: () =>
    `<path d="M58 44q4-3 0-6q3-4-2-5" fill="none" stroke="#9aa0a6" stroke-width="2.5" stroke-linecap="round"/>`,
  puffs: () =>
    `<ellipse cx="10" cy="50" rx="5" ry="3" fill="#dfe3e8"/><ellipse cx="54" cy="50" rx="5" ry="3" fill="#dfe3e8"/>`,
  thermo: () =>
    `<path d="M36 46L52 54" stroke="#eee" stroke-width="4" stroke-linecap="round"/><path d="M36 46L42 49" stroke="${RED}" stroke-width="4" stroke-linecap="round"/>`,
  bandage: () =>
    `<rect x="36" y="6" width="18" height="7" rx="3" fill="#f3d3a5" transform="rotate(30 45 9)"/>`,
  finger: () =>
    `<rect x="29" y="33" width="7" height="20" rx="3.5" fill="#ffb84d" stroke="#d98a1a" stroke-width="1.5"/>`,
  palm: () =>
    `<path d="M14 36q-2-12 5-12l2 9 1-13q3-3 5 0l1 13 2-13q3-3 5 0l0 14 2-10q4-2 5 2l-2 14q-2 10-14 10q-10 0-12-14z" fill="#ffb84d" stroke="#d98a1a" stroke-width="1.5"/>`,
  peekHand: () => `<g transform="translate(-2 8) scale(.75)">${EXTRAS.palm()}</g>`,
  wave: () =>
    `<path d="M48 40q-3-9 2-10l2 5 1-9q3-2 4 1l0 8 2-7q3-1 3 2l-1 9 2-4q3 0 2 3l-3 8q-3 6-9 5q-5-2-5-11z" fill="#ffb84d" stroke="#d98a1a" stroke-width="1.5"/><path d="M44 22q2-4 6-5M40 18q3-6 9-7" stroke="#9aa0a6" stroke-width="1.8" fill="none" stroke-linecap="round"/>`,
  cloud: () =>
    `<path d="M12 12q0-8 9-7q3-5 10-3q8-3 10 4q7 0 7 6z" fill="#6b7280"/><path d="M22 13l-3 5M32 13l-3 5M42 13l-3 5" stroke="${TEAR}" stroke-width="2" stroke-linecap="round"/>`,
  bulb: () =>
    `<circle cx="52" cy="11" r="8" fill="#fff176" stroke="#f2b600" stroke-width="1.5"/><rect x="48.5" y="18" width="7" height="5" rx="1" fill="#9aa0a6"/><path d="M52 1v-2M61 4l2-2M43 4l-2-2" stroke="#f2b600" stroke-width="2" stroke-linecap="round"/>`,
  icicles: () =>
    `<path d="M12 14h40l-4 9-3-6-3 9-4-8-3 10-4-9-3 7-3-8-3 7-3-5z" fill="#e7f6ff" stroke="#8cc8ec" stroke-width="1.2"/>`,
  shiver: () =>
    `<path d="M2 24l3 3-3 3 3 3M62 24l-3 3 3 3-3 3" fill="none" stroke="#5aa7d6" stroke-width="2" stroke-linecap="round"/>`,
  flames: () =>
    `<path d="M16 8q4 4 2 8q6-4 4-12q6 5 6 11q5-6 2-13q9 6 6 16q5-3 4-7q6 8-2 12h-24q-6-6 2-15z" fill="#ff9b21"/>`,
  headband: () =>
    `<path d="M5 20Q32 10 59 20L58 26Q32 16 6 26Z" fill="${RED}"/><path d="M58 22l5-5v11z" fill="${RED}"/>`,
  towel: () =>
    `<path d="M40 8q10-2 16 6l-6 6q-4-5-10-4z" fill="#7dd3fc" stroke="#0284c7" stroke-width="1.2"/>${drop(36, 16, 4)}`,
  mask: () =>
    `<path d="M14 37Q32 33 50 37V47Q32 58 14 47Z" fill="#f8fafc" stroke="#94a3b8" stroke-width="1.5"/><path d="M14 39L5 33M50 39L59 33" stroke="#94a3b8" stroke-width="1.5"/><path d="M20 42H44M21 46H43" stroke="#cbd5e1" stroke-width="1.2"/>`,
  dizzyStars: () => `${star(12, 8, 5)}${star(32, 3, 4)}${star(52, 8, 5)}`,
  ellipsis: () =>
    `<circle cx="46" cy="9" r="2.5" fill="${INK}"/><circle cx="53" cy="9" r="2.5" fill="${INK}"/><circle cx="60" cy="9" r="2.5" fill="${INK}"/>`,
  sneeze: () =>
    `<path d="M40 40q10-6 18 0q-2 10-14 10q-6-2-4-10z" fill="#fff" stroke="#cbd5e1" stroke-width="1.5"/><circle cx="58" cy="30" r="1.8" fill="${TEAR}"/><circle cx="61" cy="37" r="1.5" fill="${TEAR}"/>`,
  salute: () =>
    `<path d="M40 14l16-4q5 2 3 6l-14 8q-4-2-5-10z" fill="#ffb84d" stroke="#d98a1a" stroke-width="1.5"/>`,
  hug: () =>
    `<ellipse cx="12" cy="50" rx="8" ry="6" fill="#ffb84d" stroke="#d98a1a" stroke-width="1.5"/><ellipse cx="52" cy="50" rx="8" ry="6" fill="#ffb84d" stroke="#d98a1a" stroke-width="1.5"/>`,
  melon: () =>
    `<path d="M38 50a13 13 0 0 0 24 0z" fill="#ef4444" stroke="#16a34a" stroke-width="3"/><circle cx="46" cy="53" r="1" fill="#222"/><circle cx="52" cy="55" r="1" fill="#222"/>`,
  blast: () =>
    `<path d="M14 12l5-9 4 6 7-8 3 8 8-6 1 8 8-3-3 8z" fill="#ff9b21" stroke="${RED}" stroke-width="1.5" stroke-linejoin="round"/>`,
  drool: () =>
    `<path d="M39 47q1 6 0 9" stroke="${TEAR}" stroke-width="3" stroke-linecap="round"/>${drop(39, 58, 3)}`,
  fork: () =>
    `<path d="M54 30v26M50 30v7q0 3 4 3t4-3v-7" fill="none" stroke="#9aa0a6" stroke-width="2.2" stroke-linecap="round"/>`,
  pupilShine: () =>
    `<circle cx="${L + 2}" cy="${EY - 2}" r="1.2" fill="${WHITE}"/><circle cx="${R + 2}" cy="${EY - 2}" r="1.2" fill="${WHITE}"/>`,
  shades: () => '',
  vomit: () => `<path d="M25 46q7-4 14 0l3 14q-10 6-20 0z" fill="#7cb342"/>`,
  shake: () =>
    `<path d="M3 22q-2 6 0 12M61 22q2 6 0 12" fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round" opacity=".5"/>`,
  shock: () =>
    `<path d="M10 4l4 6M32 0v6M54 4l-4 6" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>`,
  lines: () =>
    `<path d="M14 12v8M20 10v8M26 9v8" stroke="#7b6ab8" stroke-width="2.5" stroke-linecap="round" opacity=".8"/>`,
  frantic: () =>
    `<path d="M8 10l6 6M4 20l7 2M56 10l-6 6M60 20l-7 2" stroke="${RED}" stroke-width="2.5" stroke-linecap="round"/>`,
};
export type Extra = keyof typeof EXTRAS;
