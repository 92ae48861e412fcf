import type { DemoContext } from '../demo-context';

/**
 * More hot scenes for the visitors' likely first stops: exhibitor #1 (the demo exhibitor accounts'
 * company, first in the carousel) gets two, the second in its category's colours, and the first two
 * advertised exhibitors without a scene yet get one. The scenes join those of the home page.
 */
export function showcaseDemo(ctx: DemoContext): void {
  const rng = ctx.stream('showcase');
  const first = ctx.exhibitors[0]!;
  const withScene = new Set(ctx.hotScenes.samples.map((h) => h.exhibitorId));
  const more = ctx.advertised.filter((ex) => ex !== first && !withScene.has(ex.row.id!)).slice(0, 2);
  [first, first, ...more].forEach((ex, j) => {
    ctx.hotScenes.add(ex, rng, { palette: j === 1 ? ex.category.palettes[0]! : ex.palette });
  });
}
