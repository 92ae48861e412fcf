import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from './demo/index';
import {
  avatarSvg,
  cardSvg,
  companyBannerSvg,
  heroBannerSvg,
  initialsOf,
  logoSvg,
  productSvg,
  sceneSvg,
} from './demo-images';
import { DEMO_CATEGORIES } from './word-lists';

const plan = generateDemoData({
  exhibitionId: 'openfair-2026',
  appId: '',
  now: new Date('2026-05-01T00:00:00Z'),
});
const folder = (name: string) => plan.files.filter((f) => f.key.startsWith(`demo/${name}/`));

/** Text an SVG would draw: <text>, <tspan>, <textPath>, or a font reference. */
const drawsText = (svg: string) => /<text\b|<tspan\b|<textPath\b|font-family/.test(svg);

describe('demo pictures', () => {
  it('print no words on products, logos, company images, booths, banners or cards', () => {
    for (const name of [
      'products',
      'logos',
      'companies',
      'hot',
      'banners',
      'carousel',
      'ads',
      'articles',
      'lives',
    ]) {
      const files = folder(name);
      expect(files.length, name).toBeGreaterThan(0);
      for (const f of files) expect(drawsText(f.svg), f.key).toBe(false);
    }
  });

  it('the generators draw no text whatever they are given', () => {
    const palette = ['#1D4ED8', '#9333EA'] as const;
    for (const c of DEMO_CATEGORIES) {
      const svgs = [
        productSvg({ seed: `p-${c.key}`, view: 0, palette, icon: c.icon }),
        productSvg({ seed: `p-${c.key}`, view: 2, palette, icon: c.icon }),
        logoSvg({ seed: c.key, palette, variant: 1 }),
        companyBannerSvg({ seed: c.key, palette, icon: c.icon, variant: 2 }),
        sceneSvg({ seed: c.key, palette, icon: c.icon, tiles: [{ x: 0.2, y: 0.43, seed: 'a' }] }),
        heroBannerSvg({ seed: c.key, palette, icons: [c.icon, c.icon], variant: 0 }),
        cardSvg({ width: 800, height: 450, seed: c.key, palette, icon: c.icon, variant: 3 }),
        cardSvg({ width: 400, height: 520, seed: c.key, palette, icon: c.icon, variant: 1 }),
      ];
      for (const svg of svgs) expect(drawsText(svg)).toBe(false);
    }
  });

  it('gives two products of one category different pictures, and each product one look across its views', () => {
    const byCategory = new Map<string, string[]>();
    for (const p of plan.products) {
      const list = byCategory.get(p.exhibitorId!) ?? [];
      list.push(p.images![0]!);
      byCategory.set(p.exhibitorId!, list);
    }
    const svgOf = new Map(plan.files.map((f) => [f.key, f.svg]));
    for (const keys of byCategory.values()) {
      const svgs = keys.map((k) => svgOf.get(k)!);
      // every first picture of an exhibitor's 40 products (all one category) is its own
      expect(new Set(svgs).size).toBe(svgs.length);
    }
    // a product's pictures differ from each other (another backdrop or composition)
    const multi = plan.products.find((p) => p.images!.length > 1)!;
    const [a, b] = multi.images!.map((k) => svgOf.get(k)!);
    expect(a).not.toBe(b);
    // and the same seed draws the same picture (the seed is deterministic)
    const palette = ['#0F766E', '#2563EB'] as const;
    expect(productSvg({ seed: 'x', view: 0, palette, icon: 'gear' })).toBe(
      productSvg({ seed: 'x', view: 0, palette, icon: 'gear' }),
    );
    expect(productSvg({ seed: 'x', view: 0, palette, icon: 'gear' })).not.toBe(
      productSvg({ seed: 'y', view: 0, palette, icon: 'gear' }),
    );
  });

  it('renders to raster without errors, with pixels that are not all one colour', async () => {
    const samples = ['products', 'hot', 'banners', 'companies', 'logos'].map((n) => folder(n)[0]!);
    for (const f of samples) {
      const { data, info } = await sharp(Buffer.from(f.svg))
        .resize(64)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += info.channels)
        colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      expect(colours.size, f.key).toBeGreaterThan(20);
    }
  });

  it('gives named demo people an avatar with their initials', () => {
    expect(initialsOf('张伟')).toBe('张');
    expect(initialsOf('Lucas Silva')).toBe('LS');
    expect(avatarSvg({ initials: 'LS', palette: ['#2563EB', '#1E40AF'] })).toContain('>LS</text>');
    const named = plan.accounts.filter((a) => a.name);
    expect(named.length).toBeGreaterThan(100);
    for (const a of named) expect(a.headImage).toMatch(/^demo\/avatars\/.+\.svg$/);
    for (const a of plan.accounts.filter((x) => !x.name)) expect(a.headImage).toBe('');
    const visitor = plan.visitors.find((v) => v.name)!;
    expect(visitor.headImage).toBe(plan.accounts.find((a) => a.id === visitor.userAccountId)!.headImage);
  });
});
