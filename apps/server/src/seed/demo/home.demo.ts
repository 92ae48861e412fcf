import type { advertisements, banners, carouselItems } from '../../db/schema/index';
import {
  type DemoContext,
  type DemoExhibitor,
  FAIR_PALETTES,
  type Insert,
  type RowsOf,
} from '../demo-context';
import { cardSvg, heroBannerSvg, type Palette } from '../demo-images';
import { DEMO_CATEGORIES, type DemoCategory, type Pair } from '../word-lists';

export type HomeDemo = RowsOf<{
  banners: typeof banners;
  carouselItems: typeof carouselItems;
  advertisements: typeof advertisements;
}>;

type Icon = DemoCategory['icon'];

/** The page lays the title over the banner's artwork, which carries no text of its own. */
type BannerSpec = {
  title: Pair;
  url: string;
  subjectType: '' | 'VISITOR';
  isLogin: boolean;
  icons: Icon[];
};

/** A carousel card: an exhibitor's (opens its page) or an external one (opens `link`). */
type CarouselSpec = {
  title: Pair;
  palette: Palette;
  icon: Icon;
} & ({ exhibitorId: string } | { link: string });

/**
 * The home page: banners for guests, visitors and logged-in users, the carousel (featured exhibitors,
 * then the fair's own cards), a hot scene for four featured exhibitors, and advertisements of
 * exhibitors and products.
 */
export function homeDemo(ctx: DemoContext): HomeDemo {
  const { exhibitionId, rng, id, fair } = ctx;
  const first = ctx.exhibitors[0]!;

  // ---- banners ----
  const allIcons = DEMO_CATEGORIES.map((c) => c.icon);
  const bannerSpecs: BannerSpec[] = [
    {
      title: [`${fair.name[0]}火热进行中`, `${fair.name[1]} is on now`],
      url: `/news/${ctx.articles[0]!.id}`,
      subjectType: '',
      isLogin: false,
      icons: allIcons.slice(0, 4),
    },
    {
      title: ['发现好货源：八大品类新品上线', 'Find suppliers: new exhibits in eight categories'],
      url: '/find/product',
      subjectType: '',
      isLogin: false,
      icons: allIcons.slice(4, 8),
    },
    {
      title: ['完成观众登记，解锁在线洽谈', 'Finish registering to meet exhibitors online'],
      url: '/find/actor',
      subjectType: 'VISITOR',
      isLogin: false,
      icons: ['phone', 'gift', 'shirt', 'bulb'],
    },
    {
      title: ['欢迎回来：查看最新消息', 'Welcome back: see what is new'],
      url: '/chat',
      subjectType: '',
      isLogin: true,
      icons: ['house', 'mountain', 'car', 'gear'],
    },
  ];
  const bannerRows: HomeDemo['banners'] = bannerSpecs.map((b, k) => {
    const bannerId = id('banner', k + 1);
    // no words in the artwork, so one picture serves both languages
    const coverIcon = ctx.images.add(
      `demo/banners/${bannerId}.svg`,
      heroBannerSvg({
        seed: bannerId,
        palette: FAIR_PALETTES[k % FAIR_PALETTES.length]!,
        icons: b.icons,
        variant: k,
      }),
    );
    return {
      id: bannerId,
      exhibitionId,
      coverIcon,
      coverIconEn: coverIcon,
      urlType: '',
      url: b.url,
      title: b.title[0],
      titleEn: b.title[1],
      showType: 'HOME',
      subjectType: b.subjectType,
      isLogin: b.isLogin,
      sort: k,
      isDemo: true,
    };
  });

  // ---- carousel: featured exhibitors, one per category with #1 first, then the fair's own cards ----
  ctx.featured.push(
    first,
    ...DEMO_CATEGORIES.map((c) => ctx.exhibitors.find((e) => e.category === c && e !== first)).filter(
      (e): e is DemoExhibitor => !!e,
    ),
  );
  const firstArticle = ctx.articles[0]!;
  const carouselSpecs: CarouselSpec[] = [
    ...ctx.featured.slice(0, 4).map(
      (ex): CarouselSpec => ({
        title: [ex.row.name, ex.row.nameEn!],
        palette: ex.palette,
        icon: ex.category.icon,
        exhibitorId: ex.row.id!,
      }),
    ),
    {
      title: [firstArticle.title, firstArticle.titleEn!],
      palette: FAIR_PALETTES[1]!,
      icon: 'gift',
      link: `/news/${firstArticle.id}`,
    },
    {
      title: ['3D展馆：六层楼一览', '3D pavilion: all six floors'],
      palette: FAIR_PALETTES[2]!,
      icon: 'house',
      link: '/map',
    },
  ];
  const carouselRows: HomeDemo['carouselItems'] = carouselSpecs.map((c, k) => {
    const itemId = id('carousel', k + 1);
    // the card's name is printed under the picture, which serves both languages
    const picture = ctx.images.add(
      `demo/carousel/${itemId}.svg`,
      cardSvg({ width: 800, height: 450, seed: itemId, palette: c.palette, icon: c.icon, variant: k }),
    );
    const exhibitorId = 'exhibitorId' in c ? c.exhibitorId : null;
    const url = exhibitorId ? `/find-exhibitor/detail/${exhibitorId}` : '';
    return {
      id: itemId,
      exhibitionId,
      name: c.title[0],
      nameEn: c.title[1],
      url,
      urlEn: url,
      picture,
      pictureEn: picture,
      externalLink: 'link' in c ? c.link : '',
      type: exhibitorId ? 'ACTOR' : 'EXTERNAL',
      exhibitorId,
      idx: k,
      isImage: true,
      isDemo: true,
    };
  });

  // ---- a hot scene for four featured exhibitors ----
  for (const ex of ctx.featured.slice(1, 5)) ctx.hotScenes.add(ex, rng, { palette: ex.palette });

  // ---- advertisements: four exhibitors, then four products of others ----
  const adRows: HomeDemo['advertisements'] = [];
  const advertise = (
    n: number,
    ex: DemoExhibitor,
    ad: Pick<Insert<typeof advertisements>, 'name' | 'nameEn' | 'type' | 'targetId' | 'sort'>,
    card: { palette: Palette; variant: number },
  ) => {
    const adId = id('ad', n);
    adRows.push({
      id: adId,
      exhibitionId,
      img: ctx.images.add(
        `demo/ads/${adId}.svg`,
        cardSvg({ width: 400, height: 520, seed: adId, ...card, icon: ex.category.icon }),
      ),
      ...ad,
      isDemo: true,
    });
  };
  ctx.advertised.push(...rng.sample(ctx.exhibitors, 4));
  ctx.advertised.forEach((ex, k) => {
    advertise(
      k + 1,
      ex,
      { name: ex.row.name, nameEn: ex.row.nameEn!, type: 'actor', targetId: ex.row.id!, sort: k * 2 },
      { palette: ex.palette, variant: k },
    );
  });
  rng.sample(ctx.exhibitors, 4).forEach((ex, k) => {
    const product = rng.pick(ex.products.filter((p) => p.scope === 0));
    advertise(
      k + 5,
      ex,
      {
        name: product.name,
        nameEn: product.nameEn!,
        type: 'product',
        targetId: product.id!,
        sort: k * 2 + 1,
      },
      { palette: ex.category.palettes[1]!, variant: k + 1 },
    );
  });

  return { banners: bannerRows, carouselItems: carouselRows, advertisements: adRows };
}
