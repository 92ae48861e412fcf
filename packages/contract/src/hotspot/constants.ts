import type { Bilingual } from '../codes';

/** spec 001 §5: hot spots, at least 1 and at most 10 on a scene. */
export const HOTSPOT_POINT_MIN = 1;
export const HOTSPOT_POINT_MAX = 10;
/** Our bounds: scenes per company, a scene's title. */
export const HOTSPOT_SCENE_MAX = 20;
export const HOTSPOT_TITLE_MAX = 50;

export const hotspotMessages = {
  /** spec 001 §8 "you can add up to 10 hotspots" */
  tooManyPoints: { zh: '最多只能添加10个热点', en: 'You can add up to 10 hotspots.' },
  noPoints: { zh: '请至少添加1个热点', en: 'Please add at least 1 hotspot.' },
  notOwnProduct: {
    zh: '热点只能关联本公司的展品',
    en: "A hotspot can only show one of your company's exhibits.",
  },
  sceneNotFound: { zh: '场景不存在或已删除', en: 'This scene does not exist or was deleted.' },
  tooManyScenes: { zh: '最多只能创建{max}个场景', en: 'You can create up to {max} scenes.' },
  pictureRequired: { zh: '请上传场景图片', en: 'Please upload the scene picture.' },
} as const satisfies Record<string, Bilingual>;
