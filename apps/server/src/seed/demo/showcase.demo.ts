import type { DemoContext } from '../demo-context';
import type { Pair } from '../word-lists';

const SCENES: Pair[] = [
  ['展厅', 'Showroom'],
  ['新品区', 'New arrivals'],
];

/**
 * More hot scenes for the visitors' likely first stops: exhibitor #1 (the demo exhibitor accounts'
 * company, first in the carousel) gets two, its showroom and its new arrivals, and the first two
 * advertised exhibitors without a scene yet get one. The scenes join those of the home page.
 */
export function showcaseDemo(ctx: DemoContext): void {
  const rng = ctx.stream('showcase');
  const first = ctx.exhibitors[0]!;
  const withScene = new Set(ctx.hotScenes.samples.map((h) => h.exhibitorId));
  const more = ctx.advertised.filter((ex) => ex !== first && !withScene.has(ex.row.id!)).slice(0, 2);
  [first, first, ...more].forEach((ex, j) => {
    ctx.hotScenes.add(ex, rng, {
      scene: ex === first && j === 1 ? SCENES[1]! : SCENES[0]!,
      palette: j === 1 ? ex.category.palettes[0]! : ex.palette,
    });
  });
}
