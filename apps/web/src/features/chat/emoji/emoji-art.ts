import { EMOJI } from '@openfair/contract';
import {
  BROWS,
  type Brows,
  EXTRAS,
  type Extra,
  EYES,
  type Eyes,
  heart,
  INK,
  MOUTHS,
  type Mouth,
  SKINS,
  type Skin,
  star,
} from './face-parts';

/**
 * The emoji's pictures, made here as SVG (original artwork, nothing downloaded). Most are a face put
 * together from parts (eyes, mouth, brows, skin, extras such as a sweat drop or a halo), so the set
 * stays consistent and every face differs from every other in at least one part; the characters and
 * symbols are drawn on their own. Pure: no React, no DOM.
 */
type Face = { skin?: Skin; eyes: Eyes; mouth: Mouth; brows?: Brows; extras?: Extra[]; back?: Extra[] };

const FACES: Record<string, Face> = {
  微笑: { eyes: 'dot', mouth: 'smile' },
  开心: { eyes: 'happy', mouth: 'open', extras: ['blush'] },
  大笑: { eyes: 'squeeze', mouth: 'laugh' },
  憨笑: { eyes: 'happy', mouth: 'bigSmile', extras: ['blush'] },
  呲牙: { eyes: 'dot', mouth: 'grin' },
  偷笑: { eyes: 'closed', mouth: 'smallSmile', extras: ['blush', 'hug'] },
  笑哭: { eyes: 'happy', mouth: 'laugh', extras: ['joyTears'] },
  捂脸: { eyes: 'happy', mouth: 'grin', extras: ['palm'] },
  害羞: { skin: 'pink', eyes: 'closed', mouth: 'smallSmile', extras: ['bigBlush'] },
  脸红: { eyes: 'dot', mouth: 'wavy', extras: ['bigBlush'] },
  色: { eyes: 'heart', mouth: 'open' },
  亲亲: { eyes: 'closed', mouth: 'kiss', extras: ['blush'] },
  飞吻: { eyes: 'wink', mouth: 'kiss', extras: ['kissHeart'] },
  得意: { eyes: 'half', mouth: 'smirk', brows: 'raised' },
  酷: { eyes: 'sunglasses', mouth: 'smirk' },
  调皮: { eyes: 'wink', mouth: 'tongue' },
  眨眼: { eyes: 'wink', mouth: 'smile' },
  可爱: { eyes: 'teary', mouth: 'cat', extras: ['blush'] },
  天使: { eyes: 'closed', mouth: 'smile', extras: ['halo'] },
  恶魔: { skin: 'purple', eyes: 'angry', mouth: 'evil', brows: 'angry', back: ['horns'] },
  满意: { eyes: 'closed', mouth: 'smile', extras: ['blush', 'sparkles'] },
  期待: { eyes: 'teary', mouth: 'smallSmile', brows: 'raised', extras: ['sparkles'] },
  傻笑: { eyes: 'left', mouth: 'tongue', brows: 'raised' },
  惊喜: { eyes: 'wide', mouth: 'open', brows: 'raised', extras: ['sparkles'] },
  星星眼: { eyes: 'star', mouth: 'open' },
  发财: { eyes: 'dollar', mouth: 'tongue' },
  机智: { eyes: 'wink', mouth: 'smirk', extras: ['bulb'] },
  坏笑: { eyes: 'half', mouth: 'evil' },
  阴险: { eyes: 'right', mouth: 'smirk', brows: 'angry', extras: ['lines'] },
  奸笑: { eyes: 'closed', mouth: 'evil', brows: 'angry', extras: ['hug'] },
  馋: { eyes: 'up', mouth: 'smile', extras: ['drool'] },
  再见: { eyes: 'happy', mouth: 'smile', extras: ['wave'] },
  敬礼: { eyes: 'dot', mouth: 'flat', brows: 'flat', extras: ['salute'] },
  抱抱: { eyes: 'closed', mouth: 'smile', extras: ['bigBlush', 'hug'] },
  书呆子: { eyes: 'glasses', mouth: 'grin' },
  吃瓜: { eyes: 'left', mouth: 'o', extras: ['melon'] },
  奋斗: { eyes: 'angry', mouth: 'clench', brows: 'angry', extras: ['headband', 'sweat'] },
  认真: { eyes: 'dot', mouth: 'flat', brows: 'angry' },
  发呆: { eyes: 'blank', mouth: 'o' },
  疑问: { eyes: 'dot', mouth: 'sideFrown', brows: 'one', extras: ['question'] },
  惊讶: { eyes: 'open', mouth: 'O', brows: 'raised' },
  惊恐: { skin: 'blue', eyes: 'wide', mouth: 'wail', brows: 'sad', extras: ['shock'] },
  震惊: { eyes: 'wide', mouth: 'O', extras: ['exclaim', 'shock'] },
  思考: { eyes: 'up', mouth: 'flat', brows: 'one', extras: ['ellipsis'] },
  偷看: { eyes: 'peek', mouth: 'smallSmile', extras: ['peekHand'] },
  无语: { eyes: 'line', mouth: 'flat', extras: ['ellipsis'] },
  面无表情: { eyes: 'line', mouth: 'flat' },
  紧张: { eyes: 'open', mouth: 'clench', extras: ['sweat', 'shake'] },
  流汗: { eyes: 'dot', mouth: 'flat', extras: ['sweat'] },
  擦汗: { eyes: 'closed', mouth: 'smile', extras: ['towel'] },
  尴尬: { eyes: 'dot', mouth: 'clench', brows: 'sad', extras: ['sweat', 'blush'] },
  囧: { eyes: 'jiong', mouth: 'square' },
  苦涩: { eyes: 'closed', mouth: 'bitter', brows: 'sad' },
  无奈: { eyes: 'line', mouth: 'smallFrown', brows: 'sad', extras: ['sweat'] },
  难过: { eyes: 'sad', mouth: 'frown' },
  流泪: { eyes: 'dot', mouth: 'frown', brows: 'sad', extras: ['tear'] },
  大哭: { eyes: 'closed', mouth: 'wail', brows: 'sad', extras: ['streams'] },
  委屈: { eyes: 'dot', mouth: 'pout', brows: 'sad', extras: ['welling'] },
  可怜: { eyes: 'teary', mouth: 'smallFrown', brows: 'sad' },
  失望: { eyes: 'closed', mouth: 'smallFrown', brows: 'flat' },
  郁闷: { eyes: 'half', mouth: 'wavy', extras: ['lines'] },
  叹气: { eyes: 'closed', mouth: 'o', extras: ['puffRight'] },
  崩溃: { skin: 'grey', eyes: 'cross', mouth: 'wail', extras: ['lines', 'streams'] },
  衰: { skin: 'grey', eyes: 'sad', mouth: 'frown', extras: ['cloud'] },
  生气: { eyes: 'angry', mouth: 'frown', brows: 'angry' },
  发怒: { skin: 'red', eyes: 'mad', mouth: 'clench', brows: 'angry', extras: ['vein'] },
  抓狂: { skin: 'red', eyes: 'cross', mouth: 'wail', extras: ['frantic'] },
  烦躁: { eyes: 'half', mouth: 'wavy', brows: 'knit', extras: ['vein'] },
  皱眉: { eyes: 'dot', mouth: 'smallFrown', brows: 'knit' },
  鄙视: { eyes: 'right', mouth: 'sideFrown', brows: 'flat' },
  白眼: { eyes: 'up', mouth: 'flat' },
  撇嘴: { eyes: 'dot', mouth: 'sideFrown', brows: 'sad' },
  哼: { eyes: 'closed', mouth: 'pout', brows: 'angry', extras: ['puffs'] },
  左哼哼: { eyes: 'left', mouth: 'pout', brows: 'angry', extras: ['puffLeft'] },
  右哼哼: { eyes: 'right', mouth: 'pout', brows: 'angry', extras: ['puffRight'] },
  傲慢: { eyes: 'half', mouth: 'smallFrown', brows: 'raised', extras: ['puffs'] },
  闭嘴: { eyes: 'dot', mouth: 'zip' },
  嘘: { eyes: 'right', mouth: 'o', extras: ['finger'] },
  睡: { eyes: 'closed', mouth: 'o', extras: ['zzz', 'bubble'] },
  困: { eyes: 'tired', mouth: 'wavy', extras: ['zzz'] },
  哈欠: { eyes: 'squeeze', mouth: 'yawn', extras: ['welling'] },
  晕: { eyes: 'spiral', mouth: 'wavy', extras: ['dizzyStars'] },
  吐: { skin: 'green', eyes: 'squeeze', mouth: 'none', extras: ['vomit'] },
  生病: { skin: 'green', eyes: 'tired', mouth: 'flat', extras: ['thermo', 'bandage'] },
  口罩: { eyes: 'dot', mouth: 'none', extras: ['mask'] },
  喷嚏: { eyes: 'squeeze', mouth: 'none', extras: ['sneeze'] },
  冷: { skin: 'blue', eyes: 'dot', mouth: 'clench', extras: ['icicles', 'shiver'] },
  热: { skin: 'red', eyes: 'tired', mouth: 'tongue', extras: ['flames', 'sweatBig'] },
  饿: { eyes: 'teary', mouth: 'o', extras: ['fork', 'drool'] },
  爆炸: { eyes: 'wide', mouth: 'O', back: ['blast'] },
};

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${body}</svg>`;

function faceSvg(face: Face): string {
  const [fill, stroke] = SKINS[face.skin ?? 'yellow'];
  const back = (face.back ?? []).map((e) => EXTRAS[e]()).join('');
  return svg(
    `${back}<circle cx="32" cy="32" r="28" fill="${fill}" stroke="${stroke}" stroke-width="2.5"/>` +
      BROWS[face.brows ?? 'none']() +
      EYES[face.eyes]() +
      MOUTHS[face.mouth]() +
      (face.extras ?? []).map((e) => EXTRAS[e]()).join(''),
  );
}

const s = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, color: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const text = (x: number, y: number, size: number, fill: string, value: string) =>
  `<text x="${x}" y="${y}" font-family="Arial,sans-serif" font-weight="700" font-size="${size}" fill="${fill}" text-anchor="middle">${value}</text>`;
const thumb =
  s(
    'M18 30h8l8-16q2-6 7-4 3 2 2 8l-3 10h12q6 0 5 6l-3 16q-1 6-7 6H26q-4 0-4-4z',
    '#ffc94d',
    ' stroke="#d98a1a" stroke-width="2" stroke-linejoin="round"',
  ) + s('M8 28h12v28H8z', '#3b82f6');
const headWithEars = (fill: string, ear: string, earShape: string) =>
  `${earShape.replaceAll('$E', ear)}<circle cx="32" cy="36" r="24" fill="${fill}"/>`;

/** The characters and symbols, by Chinese name. */
const DRAWN: Record<string, () => string> = {
  机器人: () =>
    `<path d="M32 4v8" stroke="#64748b" stroke-width="3"/><circle cx="32" cy="4" r="3" fill="${'#ef4444'}"/><rect x="8" y="12" width="48" height="44" rx="10" fill="#cbd5e1" stroke="#64748b" stroke-width="2.5"/><rect x="15" y="22" width="34" height="16" rx="8" fill="#1e293b"/><circle cx="24" cy="30" r="4" fill="#22d3ee"/><circle cx="40" cy="30" r="4" fill="#22d3ee"/><path d="M20 46h24" stroke="#64748b" stroke-width="3" stroke-dasharray="3 2"/><rect x="2" y="28" width="6" height="12" rx="2" fill="#94a3b8"/><rect x="56" y="28" width="6" height="12" rx="2" fill="#94a3b8"/>`,
  外星人: () =>
    `<path d="M32 4C14 4 6 18 8 30c2 14 14 28 24 30 10-2 22-16 24-30C58 18 50 4 32 4z" fill="#9ae6b4" stroke="#38a169" stroke-width="2.5"/><path d="M12 28q12-4 16 10q-12 2-16-10zM52 28q-12-4-16 10q12 2 16-10z" fill="#1a202c"/><path d="M28 50h8" stroke="#1a202c" stroke-width="2.5" stroke-linecap="round"/>`,
  幽灵: () =>
    `<path d="M10 58V28a22 22 0 0 1 44 0v30l-7-6-8 6-7-6-7 6-8-6z" fill="#f8fafc" stroke="#94a3b8" stroke-width="2.5" stroke-linejoin="round"/><ellipse cx="24" cy="28" rx="4" ry="6" fill="${INK}"/><ellipse cx="40" cy="28" rx="4" ry="6" fill="${INK}"/><ellipse cx="32" cy="42" rx="5" ry="6" fill="${INK}"/>`,
  骷髅: () =>
    `<path d="M32 4C16 4 8 15 8 28c0 8 4 13 10 16v10h28V44c6-3 10-8 10-16C56 15 48 4 32 4z" fill="#f1f5f9" stroke="#64748b" stroke-width="2.5"/><circle cx="22" cy="28" r="7" fill="#1f2937"/><circle cx="42" cy="28" r="7" fill="#1f2937"/><path d="M32 36l-4 6h8z" fill="#1f2937"/><path d="M26 48v6M32 48v6M38 48v6" stroke="#64748b" stroke-width="2"/>`,
  小丑: () =>
    `<circle cx="10" cy="22" r="9" fill="#f97316"/><circle cx="54" cy="22" r="9" fill="#f97316"/><circle cx="32" cy="34" r="24" fill="#fff" stroke="#cbd5e1" stroke-width="2"/><path d="M18 18l8 14M26 18l-8 14M38 18l8 14M46 18l-8 14" stroke="#3b82f6" stroke-width="2.5"/><circle cx="32" cy="36" r="6" fill="#ef4444"/><path d="M18 44q14 14 28 0" fill="none" stroke="#ef4444" stroke-width="4" stroke-linecap="round"/>`,
  猪头: () =>
    `${headWithEars('#f9a8d4', '#f472b6', '<path d="M8 10l14 8-10 10zM56 10L42 18l10 10z" fill="$E"/>')}<circle cx="23" cy="30" r="3" fill="${INK}"/><circle cx="41" cy="30" r="3" fill="${INK}"/><ellipse cx="32" cy="43" rx="10" ry="7" fill="#f472b6"/><ellipse cx="28" cy="43" rx="2" ry="3" fill="#9d174d"/><ellipse cx="36" cy="43" rx="2" ry="3" fill="#9d174d"/>`,
  猫咪: () =>
    `${headWithEars('#fbbf24', '#f59e0b', '<path d="M10 6l4 24 16-14zM54 6l-4 24-16-14z" fill="$E"/>')}<path d="M20 30q3-4 6 0M38 30q3-4 6 0" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/><path d="M30 38h4l-2 3z" fill="#ec4899"/><path d="M26 44q3 3 6 0q3 3 6 0M6 38l14 2M6 44l14-1M58 38l-14 2M58 44l-14-1" fill="none" stroke="${INK}" stroke-width="1.8" stroke-linecap="round"/>`,
  狗狗: () =>
    `${headWithEars('#e7c49b', '#8b5a2b', '<path d="M10 14q-8 10-2 28l12-8zM54 14q8 10 2 28l-12-8z" fill="$E"/>')}<circle cx="24" cy="32" r="3.2" fill="${INK}"/><circle cx="40" cy="32" r="3.2" fill="${INK}"/><ellipse cx="32" cy="42" rx="5" ry="3.5" fill="${INK}"/><path d="M32 45v4M26 50q6 4 12 0" fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"/><path d="M30 51h4v5q-2 2-4 0z" fill="#ef4444"/>`,
  熊猫: () =>
    `${headWithEars('#fff', '#111', '<circle cx="12" cy="14" r="8" fill="$E"/><circle cx="52" cy="14" r="8" fill="$E"/>')}<circle cx="32" cy="36" r="24" fill="none" stroke="#cbd5e1" stroke-width="2"/><ellipse cx="22" cy="34" rx="7" ry="9" fill="#111" transform="rotate(-25 22 34)"/><ellipse cx="42" cy="34" rx="7" ry="9" fill="#111" transform="rotate(25 42 34)"/><circle cx="23" cy="33" r="2.5" fill="#fff"/><circle cx="41" cy="33" r="2.5" fill="#fff"/><ellipse cx="32" cy="44" rx="4" ry="3" fill="#111"/><path d="M28 50q4 3 8 0" fill="none" stroke="#111" stroke-width="2" stroke-linecap="round"/>`,
  兔子: () =>
    `<ellipse cx="22" cy="14" rx="6" ry="14" fill="#fff" stroke="#cbd5e1" stroke-width="2"/><ellipse cx="42" cy="14" rx="6" ry="14" fill="#fff" stroke="#cbd5e1" stroke-width="2"/><ellipse cx="22" cy="14" rx="3" ry="10" fill="#fbcfe8"/><ellipse cx="42" cy="14" rx="3" ry="10" fill="#fbcfe8"/><circle cx="32" cy="40" r="21" fill="#fff" stroke="#cbd5e1" stroke-width="2"/><circle cx="24" cy="38" r="3" fill="${INK}"/><circle cx="40" cy="38" r="3" fill="${INK}"/><path d="M30 45h4l-2 2z" fill="#ec4899"/><path d="M28 50q4 3 8 0" fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"/><ellipse cx="17" cy="46" rx="4" ry="2.5" fill="#fbcfe8"/><ellipse cx="47" cy="46" rx="4" ry="2.5" fill="#fbcfe8"/>`,
  青蛙: () =>
    `<circle cx="18" cy="18" r="11" fill="#4ade80"/><circle cx="46" cy="18" r="11" fill="#4ade80"/><ellipse cx="32" cy="40" rx="28" ry="20" fill="#4ade80"/><circle cx="18" cy="18" r="6" fill="#fff"/><circle cx="46" cy="18" r="6" fill="#fff"/><circle cx="18" cy="19" r="3" fill="${INK}"/><circle cx="46" cy="19" r="3" fill="${INK}"/><path d="M12 40q20 14 40 0" fill="none" stroke="#166534" stroke-width="3" stroke-linecap="round"/><ellipse cx="14" cy="34" rx="4" ry="2.5" fill="#f9a8d4"/><ellipse cx="50" cy="34" rx="4" ry="2.5" fill="#f9a8d4"/>`,
  强: () => thumb,
  弱: () => `<g transform="rotate(180 32 32)">${thumb}</g>`,
  爱心: () => heart(32, 32, 26, '#ef4444'),
  心碎: () =>
    `${s('M32 58C2 40 4 14 18 10c7-2 12 2 14 8l-4 10 6 6-4 10z', '#ef4444')}${s('M34 58l4-14-6-6 4-10-2-8c3-6 8-9 14-8 14 4 16 30-14 46z', '#dc2626', ' transform="translate(4 2)"')}`,
  玫瑰: () =>
    `${stroke('M32 34v28', '#16a34a', 4)}${s('M32 50q-12-2-14-12q12 0 14 12z', '#22c55e')}${s('M32 44q12-2 14-12q-12 0-14 12z', '#22c55e')}<circle cx="32" cy="20" r="15" fill="#e11d48"/>${stroke('M24 18q8-8 16 0q-6 8-12 2q2-6 8-4', '#9f1239', 2.5)}`,
  凋谢: () =>
    `${stroke('M22 62q2-20 14-32', '#65a30d', 4)}${s('M30 40q-12 2-16-6q10-4 16 6z', '#84cc16')}<g transform="rotate(60 40 24)"><path d="M28 22q12-14 24 0q-2 12-12 12t-12-12z" fill="#9f1239"/></g>${s('M14 56q4-3 8 0q-4 3-8 0z', '#be123c')}${s('M44 58q4-3 8 0q-4 3-8 0z', '#be123c')}`,
  蛋糕: () =>
    `<rect x="8" y="32" width="48" height="26" rx="4" fill="#f9a8d4"/><path d="M8 40q6 6 12 0t12 0t12 0t12 0" fill="none" stroke="#fff" stroke-width="4"/><rect x="8" y="50" width="48" height="8" rx="3" fill="#db2777"/><rect x="30" y="16" width="4" height="16" fill="#60a5fa"/>${s('M32 4q6 6 0 11q-6-5 0-11z', '#f59e0b')}`,
  礼物: () =>
    `<rect x="8" y="26" width="48" height="32" rx="3" fill="#ef4444"/><rect x="5" y="18" width="54" height="11" rx="3" fill="#f87171"/><rect x="28" y="18" width="8" height="40" fill="#facc15"/>${s('M32 18q-16-14-16-2q2 4 16 2zM32 18q16-14 16-2q-2 4-16 2z', '#facc15')}`,
  咖啡: () =>
    `${s('M10 24h38l-4 30q-1 6-7 6H21q-6 0-7-6z', '#fff', ' stroke="#78350f" stroke-width="2.5"')}<ellipse cx="29" cy="24" rx="19" ry="5" fill="#78350f"/>${stroke('M46 30q12-2 10 10q-2 8-12 8', '#78350f', 3.5)}${stroke('M22 14q4-4 0-8M32 14q4-4 0-8', '#94a3b8', 2.5)}`,
  啤酒: () =>
    `<rect x="12" y="16" width="32" height="44" rx="5" fill="#fbbf24" stroke="#b45309" stroke-width="2.5"/>${stroke('M44 24h6q6 0 6 6v10q0 6-6 6h-6', '#b45309', 4)}${s('M10 18q0-10 10-8q4-6 12-2q8-4 14 4q4 8-6 8H14q-4 0-4-2z', '#fff')}${stroke('M22 30v22M32 30v22', '#fde68a', 2.5)}`,
  红包: () =>
    `<rect x="12" y="4" width="40" height="56" rx="5" fill="#dc2626"/>${s('M12 18q20 14 40 0V9q0-5-5-5H17q-5 0-5 5z', '#ef4444')}<circle cx="32" cy="24" r="7" fill="#facc15"/>${text(32, 50, 16, '#facc15', '福')}`,
  太阳: () => {
    let rays = '';
    for (let i = 0; i < 8; i++)
      rays += `<rect x="30" y="2" width="4" height="10" rx="2" fill="#f59e0b" transform="rotate(${i * 45} 32 32)"/>`;
    return `${rays}<circle cx="32" cy="32" r="16" fill="#fbbf24"/>`;
  },
  月亮: () =>
    `${s('M40 6a26 26 0 1 0 18 40A22 22 0 0 1 40 6z', '#fde047', ' stroke="#eab308" stroke-width="2"')}`,
  星星: () => star(32, 33, 28, '#facc15'),
  闪电: () =>
    s(
      'M38 2L12 36h16l-6 26 30-38H34z',
      '#facc15',
      ' stroke="#ca8a04" stroke-width="2" stroke-linejoin="round"',
    ),
  炸弹: () =>
    `<circle cx="28" cy="38" r="20" fill="#1f2937"/><rect x="36" y="12" width="10" height="10" rx="2" fill="#4b5563" transform="rotate(45 41 17)"/>${stroke('M44 12q4-8 12-6', '#a16207', 2.5)}${star(56, 6, 5, '#f97316')}<circle cx="21" cy="31" r="4" fill="#6b7280"/>`,
  便便: () =>
    `${s('M10 56q-4-10 8-12q-4-10 8-12q-2-10 8-16q8-2 6 8q12 2 8 12q12 2 8 12q2 8-10 8H18q-8 0-8 0z', '#92400e', ' stroke="#78350f" stroke-width="2"')}<circle cx="25" cy="44" r="4" fill="#fff"/><circle cx="39" cy="44" r="4" fill="#fff"/><circle cx="25" cy="45" r="2" fill="${INK}"/><circle cx="39" cy="45" r="2" fill="${INK}"/>${stroke('M26 52q6 4 12 0', '#fff', 2.5)}`,
  火: () =>
    `${s('M32 2q18 16 18 34a18 18 0 0 1-36 0q0-12 8-20q0 10 6 12q-2-16 4-26z', '#f97316')}${s('M32 30q10 10 8 20a8 8 0 0 1-16 0q0-8 8-20z', '#fde047')}`,
  庆祝: () =>
    `${s('M6 60L20 18l26 26z', '#a855f7', ' stroke="#7e22ce" stroke-width="2" stroke-linejoin="round"')}${stroke('M12 46l10 6M16 34l16 10', '#facc15', 3)}${stroke('M40 14q4-8 10-6M48 24q8-2 10 4M30 10q-2-6 2-8', '#ef4444', 2.5)}<circle cx="54" cy="12" r="3" fill="#22c55e"/><circle cx="44" cy="4" r="2.5" fill="#3b82f6"/><circle cx="58" cy="38" r="2.5" fill="#f59e0b"/>`,
  奖杯: () =>
    `${s('M16 6h32v14q0 18-16 20Q16 38 16 20z', '#facc15', ' stroke="#ca8a04" stroke-width="2"')}${stroke('M16 12H8q0 14 12 16M48 12h8q0 14-12 16', '#ca8a04', 3)}<rect x="28" y="40" width="8" height="10" fill="#ca8a04"/><rect x="18" y="50" width="28" height="8" rx="2" fill="#92400e"/>${star(32, 20, 7, '#fff7cc')}`,
  钱袋: () =>
    `${s('M22 14q10 4 20 0l-4 10q18 8 18 24q0 12-24 12T8 48q0-16 18-24z', '#d6a35c', ' stroke="#92400e" stroke-width="2"')}${stroke('M24 24h16', '#92400e', 3)}${text(32, 52, 22, '#166534', '¥')}`,
  灯泡: () =>
    `<circle cx="32" cy="26" r="18" fill="#fde047" stroke="#ca8a04" stroke-width="2"/>${s('M24 40h16v8H24z', '#fde047')}<rect x="23" y="46" width="18" height="10" rx="3" fill="#94a3b8"/>${stroke('M27 50h10M28 56h8', '#64748b', 2)}${stroke('M26 30l6-8 6 8', '#ca8a04', 2.5)}`,
  时钟: () =>
    `<circle cx="32" cy="32" r="27" fill="#fff" stroke="#3b82f6" stroke-width="5"/>${stroke('M32 14v18l12 8', INK, 4)}<circle cx="32" cy="32" r="3" fill="${INK}"/>`,
  电话: () =>
    s(
      'M14 6l10-2 6 14-7 5q4 12 16 18l6-7 14 6-2 10q-2 6-10 6Q10 54 8 14q0-6 6-8z',
      '#22c55e',
      ' stroke="#15803d" stroke-width="2" stroke-linejoin="round"',
    ),
  信封: () =>
    `<rect x="4" y="14" width="56" height="38" rx="4" fill="#fff" stroke="#3b82f6" stroke-width="3"/>${stroke('M6 17l26 20 26-20', '#3b82f6', 3)}`,
  购物车: () =>
    `${stroke('M2 10h10l8 32h30l6-22H16', '#0ea5e9', 4)}${s('M16 20h40l-6 22H22z', '#bae6fd')}<circle cx="24" cy="52" r="5" fill="#0369a1"/><circle cx="46" cy="52" r="5" fill="#0369a1"/>`,
  包裹: () =>
    `${s('M32 4l26 12v32L32 60 6 48V16z', '#d97706', ' stroke="#92400e" stroke-width="2" stroke-linejoin="round"')}${s('M6 16l26 12 26-12', 'none', ' stroke="#92400e" stroke-width="2"')}${stroke('M32 28v32', '#92400e', 2)}${s('M18 10l26 12v8l-6-3v-7L12 13z', '#fcd34d')}`,
  地球: () =>
    `<circle cx="32" cy="32" r="27" fill="#38bdf8" stroke="#0284c7" stroke-width="2"/>${s('M14 16q10-4 14 4q-2 8 6 10q4 8-4 12q-6 10-10 2q0-8-8-10q-6-8 2-18zM40 10q10 2 14 12q-6 2-8-2q-8 0-6-10zM44 40q8-2 10 2q-2 10-10 14q-4-6 0-16z', '#4ade80')}`,
  飞机: () =>
    s(
      'M58 6q4 4-4 10L44 26l6 28-6 4-12-20-10 10 2 10-4 4-6-12-12-6 4-4 10 2 10-10L6 26l4-6 28 6L48 10q6-8 10-4z',
      '#60a5fa',
      ' stroke="#1d4ed8" stroke-width="2" stroke-linejoin="round"',
    ),
  对: () => `<circle cx="32" cy="32" r="28" fill="#22c55e"/>${stroke('M16 33l11 11 22-24', '#fff', 7)}`,
  错: () => `<circle cx="32" cy="32" r="28" fill="#ef4444"/>${stroke('M20 20l24 24M44 20L20 44', '#fff', 7)}`,
  一百分: () =>
    `${text(31, 40, 30, '#dc2626', '100')}${stroke('M6 48q26-8 52 0M10 56q22-6 44 0', '#dc2626', 4)}`,
  西瓜: () =>
    `<g transform="translate(0 8)">${s('M4 22a28 28 0 0 0 56 0z', '#16a34a')}${s('M8 22a24 24 0 0 0 48 0z', '#f1f5f9')}${s('M11 22a21 21 0 0 0 42 0z', '#ef4444')}<g fill="#1f2937"><ellipse cx="22" cy="30" rx="1.6" ry="2.6"/><ellipse cx="32" cy="34" rx="1.6" ry="2.6"/><ellipse cx="42" cy="30" rx="1.6" ry="2.6"/><ellipse cx="27" cy="40" rx="1.6" ry="2.6"/><ellipse cx="37" cy="40" rx="1.6" ry="2.6"/></g></g>`,
  钻石: () =>
    `${s('M14 8h36l12 16-30 36L2 24z', '#7dd3fc', ' stroke="#0284c7" stroke-width="2" stroke-linejoin="round"')}${s('M2 24h60M14 8l8 16 10-16 10 16 8-16M22 24l10 36 10-36', 'none', ' stroke="#0284c7" stroke-width="1.8"')}`,
  皇冠: () =>
    `${s('M6 18l12 14L32 8l14 24 12-14-4 32H10z', '#facc15', ' stroke="#ca8a04" stroke-width="2" stroke-linejoin="round"')}<rect x="10" y="50" width="44" height="8" rx="2" fill="#ca8a04"/><circle cx="32" cy="38" r="4" fill="#ef4444"/><circle cx="18" cy="42" r="3" fill="#3b82f6"/><circle cx="46" cy="42" r="3" fill="#3b82f6"/>`,
  音符: () =>
    `${s('M22 12l32-8v40', 'none', ' stroke="#7c3aed" stroke-width="5" stroke-linejoin="round"')}${stroke('M22 12v38', '#7c3aed', 5)}${s('M22 12l32-8v9L22 21z', '#7c3aed')}<ellipse cx="15" cy="50" rx="9" ry="7" fill="#7c3aed"/><ellipse cx="47" cy="44" rx="9" ry="7" fill="#7c3aed"/>`,
  气球: () =>
    `<ellipse cx="32" cy="24" rx="19" ry="22" fill="#ef4444"/>${s('M29 45h6l-3 4z', '#b91c1c')}${stroke('M32 49q-6 6 0 8t0 7', '#64748b', 2)}<ellipse cx="24" cy="16" rx="4" ry="7" fill="#fca5a5" transform="rotate(20 24 16)"/>`,
  雪花: () => {
    let arms = '';
    for (let i = 0; i < 6; i++)
      arms += `<g transform="rotate(${i * 60} 32 32)">${stroke('M32 32V4M32 12l-6-6M32 12l6-6M32 22l-7-5M32 22l7-5', '#38bdf8', 3)}</g>`;
    return arms;
  },
  彩虹: () =>
    ['#ef4444', '#f97316', '#facc15', '#22c55e', '#3b82f6', '#8b5cf6']
      .map((c, i) => stroke(`M${6 + i * 4} 50a${26 - i * 4} ${26 - i * 4} 0 0 1 ${52 - i * 8} 0`, c, 4))
      .join('') +
    `<ellipse cx="10" cy="52" rx="9" ry="6" fill="#fff"/><ellipse cx="54" cy="52" rx="9" ry="6" fill="#fff"/>`,
  合同: () =>
    `${s('M12 4h30l12 12v44H12z', '#fff', ' stroke="#64748b" stroke-width="2.5" stroke-linejoin="round"')}${s('M42 4v12h12', 'none', ' stroke="#64748b" stroke-width="2.5"')}${stroke('M20 22h16M20 30h24M20 38h24', '#94a3b8', 3)}${stroke('M20 50q4-6 6 0t6-2 6 2', '#2563eb', 2.5)}<circle cx="46" cy="50" r="7" fill="#dc2626" opacity=".85"/>`,
};

const svgCache = new Map<string, string>();

/** The SVG markup of an emoji by its Chinese name; throws for a name without a picture. */
export function emojiSvg(zh: string): string {
  const cached = svgCache.get(zh);
  if (cached) return cached;
  const face = FACES[zh];
  const draw = DRAWN[zh];
  let markup: string;
  if (face) markup = faceSvg(face);
  else if (draw) markup = svg(draw());
  else throw new Error(`no picture for emoji ${zh}`);
  svgCache.set(zh, markup);
  return markup;
}

/** An `<img src>` for an emoji: a data URI, so the picker needs no request per emoji. */
export function emojiDataUri(zh: string): string {
  return `data:image/svg+xml,${encodeURIComponent(emojiSvg(zh))}`;
}

/** Every emoji that has a picture, in the picker's order (all of them; the tests check it). */
export const emojiWithArt = () => EMOJI.filter((e) => e.zh in FACES || e.zh in DRAWN);
