import { pinyin } from 'pinyin-pro';

/** Two-character family names (the common ones), so 欧阳修 reads "Ouyang Xiu", not "Ou Yangxiu". */
const COMPOUND_SURNAMES = new Set([
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '令狐',
  '端木',
  '西门',
  '南宫',
  '独孤',
  '万俟',
  '轩辕',
]);

const HAN_NAME = /^[\u3400-\u9fff·]{2,6}$/u;

const word = (syllables: string[]) => {
  const w = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return w.charAt(0).toUpperCase() + w.slice(1);
};

/**
 * A Chinese person's name in Hanyu Pinyin as an English reader sees it, family name first:
 * 王芳 → "Wang Fang", 欧阳修 → "Ouyang Xiu", 单雄 → "Shan Xiong" (family names read as family names).
 * Only the fallback for a person who gave no English name; anything but a Chinese name gives ''.
 */
export function romanisePersonName(zh: string): string {
  const name = zh.trim();
  if (!HAN_NAME.test(name) || name.includes('·')) return '';
  const syllables = pinyin(name, { toneType: 'none', type: 'array', surname: 'head', v: true }).map((s) =>
    s.replace(/v/g, 'ü'),
  );
  const familyLength = COMPOUND_SURNAMES.has(name.slice(0, 2)) && name.length > 2 ? 2 : 1;
  const family = word(syllables.slice(0, familyLength));
  const given = syllables.slice(familyLength);
  return given.length ? `${family} ${word(given)}` : family;
}
