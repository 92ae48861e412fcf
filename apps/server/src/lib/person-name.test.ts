import { describe, expect, it } from 'vitest';
import { romanisePersonName } from './person-name';

describe('romanisePersonName', () => {
  it.each([
    ['王芳', 'Wang Fang'],
    ['张建国', 'Zhang Jianguo'],
    ['欧阳修', 'Ouyang Xiu'],
    ['诸葛亮', 'Zhuge Liang'],
    // family names read as family names, not with their everyday reading
    ['单雄', 'Shan Xiong'],
    ['曾国藩', 'Zeng Guofan'],
    ['仇英', 'Qiu Ying'],
    ['吕欣', 'Lü Xin'],
    ['李西安', "Li Xi'an"],
  ])('%s → %s', (zh, en) => {
    expect(romanisePersonName(zh)).toBe(en);
  });

  it('leaves names that are not Chinese to their owner', () => {
    expect(romanisePersonName('Maria Rossi')).toBe('');
    expect(romanisePersonName('')).toBe('');
    expect(romanisePersonName('阿依古丽·买买提')).toBe('');
  });
});
