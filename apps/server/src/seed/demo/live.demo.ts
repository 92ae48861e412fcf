import type { lives } from '../../db/schema/index';
import { DAY, type DemoContext, type DemoExhibitor, HOUR, type RowsOf } from '../demo-context';
import { cardSvg } from '../demo-images';
import type { Pair } from '../word-lists';

export type LiveDemo = RowsOf<{ lives: typeof lives }>;

type LiveSlot = { start: number; hours: number; scope: number };

/**
 * Lives, timed around `now` in Beijing time, the fair's time zone: replays on past days, one on air
 * for exhibitor #1 and a few others, upcoming ones on the next days. The state follows from the
 * times, so a long-running demo sees upcoming lives go on air and end as replays.
 */
export function liveDemo(ctx: DemoContext): LiveDemo {
  const { exhibitionId, id, at, now } = ctx;
  const first = ctx.exhibitors[0]!;
  const liveRows: LiveDemo['lives'] = [];
  const liveRng = ctx.stream('lives');
  const BEIJING_OFFSET = 8 * HOUR;
  const beijingMidnight = Math.floor((now.getTime() + BEIJING_OFFSET) / DAY) * DAY - BEIJING_OFFSET;
  const halfHour = HOUR / 2;
  const onAirStart = Math.floor(now.getTime() / halfHour) * halfHour - halfHour;
  const liveTitles = (ex: DemoExhibitor): Pair[] => {
    const product = liveRng.pick(ex.products);
    return [
      [`${ex.category.name[0]}新品发布会`, `${ex.category.name[1]}: new product launch`],
      [`工厂直播：走进${ex.brand.zh}生产线`, `Factory tour: inside the ${ex.brand.en} production line`],
      [`${product.name}实拍讲解`, `${product.nameEn} up close`],
      ['OEM/ODM 定制答疑', 'OEM/ODM customisation Q&A'],
      ['海外买家专场', 'Session for overseas buyers'],
      [`${ex.brand.zh}年度爆款直播`, `${ex.brand.en} best sellers of the year`],
    ];
  };
  const addLives = (ex: DemoExhibitor, slots: LiveSlot[]) => {
    const titles = liveRng.shuffle(liveTitles(ex));
    slots.forEach((slot, m) => {
      const liveId = id('live', `${ex.number}-${m + 1}`);
      const title = titles[m % titles.length]!;
      liveRows.push({
        id: liveId,
        exhibitionId,
        exhibitorId: ex.row.id!,
        name: title[0],
        nameEn: title[1],
        cover: ctx.images.add(
          `demo/lives/${liveId}.svg`,
          cardSvg({
            width: 800,
            height: 450,
            seed: liveId,
            palette: m % 2 === 0 ? ex.palette : ex.category.palettes[0]!,
            icon: ex.category.icon,
            variant: m,
          }),
        ),
        startTime: new Date(slot.start),
        endTime: new Date(slot.start + slot.hours * HOUR),
        scope: slot.scope,
        isDemo: true,
        // the demo shows its lives: seeded as the organizer approved them
        reviewStatus: 'approved',
        createdAt: at(20 * DAY),
      });
    });
  };
  // at hour h (Beijing) of the day `day` days from today
  const beijingAt = (day: number, h: number) => beijingMidnight + day * DAY + h * HOUR;
  addLives(first, [
    { start: onAirStart, hours: 3, scope: 0 },
    { start: beijingAt(1, 10), hours: 2, scope: 0 },
    { start: beijingAt(2, 15), hours: 2, scope: 1 },
    { start: beijingAt(-1, 14), hours: 2, scope: 0 },
    { start: beijingAt(-3, 10), hours: 2, scope: 0 },
  ]);
  // the exhibitors of the home page's hot scenes and advertisements, and a dozen more
  const liveExhibitors = [
    ...ctx.featured.slice(1, 5),
    ...ctx.advertised,
    ...liveRng.sample(ctx.exhibitors.slice(1), 12),
  ].filter((ex, i, all) => ex !== first && all.indexOf(ex) === i);
  liveExhibitors.forEach((ex, j) => {
    const slots: LiveSlot[] = [];
    // every fourth one is on air now, so the demo always shows a few
    if (j % 4 === 0) slots.push({ start: onAirStart - liveRng.int(0, 2) * halfHour, hours: 3, scope: 0 });
    const upcoming = liveRng.int(0, 2);
    for (let u = 0; u < upcoming; u++) {
      slots.push({
        start: beijingAt(liveRng.int(1, 10), liveRng.pick([10, 14, 16, 20])),
        hours: 2,
        scope: liveRng.chance(0.2) ? liveRng.int(1, 2) : 0,
      });
    }
    const replays = liveRng.int(slots.length === 0 ? 1 : 0, 2);
    for (let r = 0; r < replays; r++) {
      slots.push({
        start: beijingAt(-liveRng.int(1, 20), liveRng.pick([10, 14, 16, 20])),
        hours: 2,
        scope: liveRng.chance(0.15) ? 1 : 0,
      });
    }
    addLives(ex, slots);
  });
  return { lives: liveRows };
}
