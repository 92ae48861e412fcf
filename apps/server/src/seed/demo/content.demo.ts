import { Floors } from '@openfair/contract';
import type { appVersions, articles } from '../../db/schema/index';
import { DAY, type DemoContext, dateOnly, FAIR_PALETTES, joinEn, joinZh, type RowsOf } from '../demo-context';
import { cardSvg, type Palette } from '../demo-images';
import { DEMO_CATEGORIES, type DemoCategory, type Pair } from '../word-lists';

export type ContentDemo = RowsOf<{ articles: typeof articles; appVersions: typeof appVersions }>;

type ArticleSpec = {
  title: Pair;
  summary: Pair;
  body: Pair[];
  icon: DemoCategory['icon'];
  palette: Palette;
};

const DEMO_NOTE: Pair = [
  '本文为 OpenFair 演示内容，根据演示展商与展品数据自动生成。',
  'This article is OpenFair demo content, generated from the demo exhibitors and exhibits.',
];

const VERSION_NOTES: [string, Pair[]][] = [
  [
    '1.0.0',
    [
      ['首页、新闻资讯与版本日志', 'Home, news and version log'],
      ['观众与展商登录', 'Visitor and exhibitor login'],
    ],
  ],
  [
    '1.1.0',
    [
      ['消息通知：四类通知与未读提醒', 'Notices: four kinds, with an unread dot'],
      ['中英文切换', 'Chinese and English'],
    ],
  ],
  [
    '1.2.0',
    [
      ['首页轮播、热门展商与广告位', 'Home carousel, featured exhibitors and advertisements'],
      ['移动端菜单', 'Mobile menu'],
    ],
  ],
  [
    '2.0.0',
    [
      ['演示展会数据：展商、展品与图片', 'Demo fair data: exhibitors, exhibits and pictures'],
      ['PostgreSQL 与嵌入式数据库', 'PostgreSQL and the embedded database'],
    ],
  ],
];

/**
 * The news: an opening article, guides for visitors and exhibitors, a floor guide and one article per
 * category zone, all written from the generated exhibitors and products; and the version log.
 */
export function contentDemo(ctx: DemoContext): ContentDemo {
  const { exhibitionId, id, at, fair } = ctx;
  const fairName = fair.name;
  const { startDate, endDate } = fair;
  const n = ctx.exhibitors.length;
  const byCategory = DEMO_CATEGORIES.map((c) => ({
    category: c,
    exhibitors: ctx.exhibitors.filter((e) => e.category === c),
  }));
  const floorsText = Floors.map((f) => {
    const onFloor = ctx.exhibitors.filter((e) => e.row.floor === f);
    const cats = [...new Set(onFloor.map((e) => e.category))];
    return [
      `${f}：${onFloor.length}家展商，涵盖${joinZh(cats.map((c) => c.name[0]))}。`,
      `${f}: ${onFloor.length} exhibitors in ${joinEn(cats.map((c) => c.name[1].toLowerCase()))}.`,
    ] as Pair;
  });
  const totalProducts = ctx.products.length;
  const articleSpecs: ArticleSpec[] = [
    {
      title: [`${fairName[0]}线上开幕`, `${fairName[1]} opens online`],
      summary: [
        `${n}家展商、${totalProducts}款展品在线展示，覆盖${DEMO_CATEGORIES.length}大品类。`,
        `${n} exhibitors and ${totalProducts} exhibits across ${DEMO_CATEGORIES.length} categories are now online.`,
      ],
      body: [
        [
          `${fairName[0]}于${startDate}开幕，展期至${endDate}。`,
          `${fairName[1]} opened on ${startDate} and runs until ${endDate}.`,
        ],
        [
          `本届展会共有${n}家展商参展，带来${totalProducts}款展品，分布在${Floors.join('、')}六个楼层。`,
          `${n} exhibitors bring ${totalProducts} exhibits, spread over six floors: ${Floors.join(', ')}.`,
        ],
        [
          `品类包括${joinZh(DEMO_CATEGORIES.map((c) => c.name[0]))}。`,
          `Categories: ${joinEn(DEMO_CATEGORIES.map((c) => c.name[1].toLowerCase()))}.`,
        ],
        DEMO_NOTE,
      ],
      icon: 'gift',
      palette: FAIR_PALETTES[0]!,
    },
    {
      title: ['观众参展指南：登录、登记与洽谈', 'Visitor guide: log in, register and meet exhibitors'],
      summary: [
        '三步完成观众登记，即可浏览展品、联系展商并提交意向订单。',
        'Register in three steps, then browse exhibits, contact exhibitors and place intent orders.',
      ],
      body: [
        [
          '使用邮箱或手机号和密码登录观众端。',
          'Log in as a visitor with your email or mobile number and password.',
        ],
        [
          '首次登录请完善个人信息、账号信息并填写问卷，完成观众登记。',
          'On first login, complete your details, account information and the questionnaire to finish registration.',
        ],
        [
          '登记完成后即可收藏展商与展品、发起洽谈邀请并提交意向订单。',
          'Once registered you can save exhibitors and exhibits, send meeting invitations and place intent orders.',
        ],
        DEMO_NOTE,
      ],
      icon: 'phone',
      palette: FAIR_PALETTES[1]!,
    },
    {
      title: ['展商指南：管理企业信息与展品', 'Exhibitor guide: manage your company and exhibits'],
      summary: [
        '管理员维护企业资料与员工账号，员工上传和管理展品。',
        'Administrators keep the company profile and employee accounts; employees upload and manage exhibits.',
      ],
      body: [
        [
          '展商管理员登录后进入企业管理，可编辑企业介绍、展位信息与企业图片。',
          'Exhibitor administrators land on company management to edit the profile, booth details and company images.',
        ],
        [
          '员工可在我的展品中新增、编辑展品，并设置可见范围。',
          'Employees add and edit exhibits under My exhibits and choose who can see them.',
        ],
        [
          `每家展商都有唯一的展商编码，员工凭编码绑定到所属企业。`,
          'Each exhibitor has a unique exhibitor code that employees use to join their company.',
        ],
        DEMO_NOTE,
      ],
      icon: 'gear',
      palette: FAIR_PALETTES[2]!,
    },
    {
      title: [
        `展馆楼层导览：${Floors[0]}至${Floors[Floors.length - 1]}`,
        `Floor guide: ${Floors[0]} to ${Floors[Floors.length - 1]}`,
      ],
      summary: ['六个楼层的展商分布一览。', 'Where to find exhibitors on each of the six floors.'],
      body: [...floorsText, DEMO_NOTE],
      icon: 'house',
      palette: FAIR_PALETTES[3]!,
    },
    ...byCategory.map(({ category, exhibitors: list }): ArticleSpec => {
      const count = list.reduce((s, e) => s + e.products.length, 0);
      const featured = list.slice(0, 3);
      return {
        title: [
          `${category.name[0]}专区：${list.length}家展商带来${count}款展品`,
          `${category.name[1]} zone: ${list.length} exhibitors, ${count} exhibits`,
        ],
        summary: [
          `${category.name[0]}专区汇集${joinZh(featured.map((e) => e.row.name))}等展商。`,
          `The ${category.name[1].toLowerCase()} zone gathers ${joinEn(featured.map((e) => e.row.nameEn!))} and more.`,
        ],
        body: [
          ...featured.map(
            (e): Pair => [
              `${e.row.name}（${e.row.floor}展位${e.row.boothNumber}）展出${joinZh(e.products.slice(0, 3).map((p) => p.name))}等${e.products.length}款展品。`,
              `${e.row.nameEn} (booth ${e.row.boothNumber}, ${e.row.floor}) shows ${e.products.length} exhibits, among them ${joinEn(e.products.slice(0, 3).map((p) => p.nameEn!))}.`,
            ],
          ),
          DEMO_NOTE,
        ],
        icon: category.icon,
        palette: category.palettes[0]!,
      };
    }),
  ];
  const articleRows: ContentDemo['articles'] = articleSpecs.map((a, k) => {
    const articleId = id('article', k + 1);
    return {
      id: articleId,
      exhibitionId,
      title: a.title[0],
      titleEn: a.title[1],
      summary: a.summary[0],
      summaryEn: a.summary[1],
      cover: ctx.images.add(
        `demo/articles/${articleId}.svg`,
        cardSvg({
          width: 800,
          height: 450,
          seed: articleId,
          palette: a.palette,
          icon: a.icon,
          variant: k,
        }),
      ),
      body: a.body.map((p) => p[0]),
      bodyEn: a.body.map((p) => p[1]),
      source: 'OpenFair',
      publishTime: at(k * 2 * DAY + 9 * 3_600_000),
      isDemo: true,
    };
  });
  ctx.articles.push(...articleRows);

  // one release every 45 days, the last one today
  const appVersionRows: ContentDemo['appVersions'] = VERSION_NOTES.map(([version, notes], k) => {
    const released = at((VERSION_NOTES.length - 1 - k) * 45 * DAY);
    return {
      id: id('app-version', version),
      version,
      releaseDate: dateOnly(released),
      notes: notes.map((p) => p[0]),
      notesEn: notes.map((p) => p[1]),
      createdAt: released,
    };
  });
  return { articles: articleRows, appVersions: appVersionRows };
}
