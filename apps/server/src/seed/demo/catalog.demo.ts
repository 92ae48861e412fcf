import type { products } from '../../db/schema/index';
import {
  DEMO_COUNTS,
  type DemoContext,
  type DemoExhibitor,
  type Insert,
  joinEn,
  joinZh,
  type RowsOf,
} from '../demo-context';
import { longPictureSvg, productSvg } from '../demo-images';
import type { Rng } from '../prng';
import { CERTIFICATIONS, PRODUCT_ADJECTIVES } from '../word-lists';

export type CatalogDemo = RowsOf<{ products: typeof products }>;

function price(rng: Rng, [min, max]: readonly [number, number]): number {
  // log-uniform, so cheap and dear items both appear
  const v = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
  return v >= 100 ? Math.round(v) : Math.round(v * 10) / 10;
}

/**
 * Each exhibitor's products in its category, with 1-3 pictures each; every third one also has long
 * detail pictures. (The categories themselves are the fixed DEMO_CATEGORIES.)
 */
export function catalogDemo(ctx: DemoContext): CatalogDemo {
  const { exhibitionId, rng, id, at } = ctx;
  let productIndex = 0;
  // A stream of its own, so that the detail pictures do not shift the content generated after them.
  const detailRng = ctx.stream('detail-pictures');
  // The company's shared long pictures (strength, shipping), made when a product first needs them.
  const shared = new Map<DemoExhibitor, [strength: string, shipping: string]>();
  const sharedPicturesOf = (ex: DemoExhibitor) => {
    const made = shared.get(ex);
    if (made) return made;
    const p = ex.profile;
    const strength = ctx.images.add(
      `demo/details/${ex.row.id}-company.svg`,
      longPictureSvg({
        kicker: 'COMPANY · 企业实力',
        titleEn: ex.row.nameEn!,
        titleZh: ex.row.name,
        rows: [
          { label: '成立 FOUNDED', zh: `${p.founded}年`, en: `Since ${p.founded}` },
          { label: '所在地 LOCATION', zh: p.place[0], en: p.place[1] },
          { label: '规模 STAFF', zh: `${p.scale}人`, en: `${p.scale} employees` },
          {
            label: '年产能 CAPACITY',
            zh: `约${p.capacity}万件`,
            en: `About ${(p.capacity * 10_000).toLocaleString('en-US')} units a year`,
          },
          { label: '认证 CERTIFICATES', zh: p.certs.join('、'), en: p.certs.join(', ') },
          {
            label: '主要市场 MARKETS',
            zh: joinZh(p.markets.map((m) => m[0])),
            en: joinEn(p.markets.map((m) => m[1])),
          },
        ],
        palette: ex.palette,
        icon: ex.category.icon,
        variant: 0,
      }),
    );
    const shipping = ctx.images.add(
      `demo/details/${ex.row.id}-shipping.svg`,
      longPictureSvg({
        kicker: 'PACKING & SHIPPING · 包装与物流',
        titleEn: 'Packing and shipping',
        titleZh: '包装与物流',
        rows: [
          { label: '包装 PACKING', zh: '独立彩盒，外箱加护角', en: 'Retail box, carton with corner guards' },
          { label: '发货地 SHIPS FROM', zh: p.place[0], en: p.place[1] },
          { label: '交期 LEAD TIME', zh: '样品7天，大货15-30天', en: 'Samples 7 days, bulk 15-30 days' },
          { label: '运输 TRANSPORT', zh: '海运、空运、国际快递', en: 'Sea, air or express' },
          { label: '付款 PAYMENT', zh: 'T/T、L/C、信用保障订单', en: 'T/T, L/C or trade assurance' },
          { label: '定制 OEM / ODM', zh: '支持贴牌与包装定制', en: 'Own brand and packaging welcome' },
        ],
        palette: ex.category.palettes[1] ?? ex.palette,
        icon: ex.category.icon,
        variant: 1,
      }),
    );
    const pictures: [string, string] = [strength, shipping];
    shared.set(ex, pictures);
    return pictures;
  };
  for (const ex of ctx.exhibitors) {
    const combos = ex.category.products.flatMap((p) => PRODUCT_ADJECTIVES.map((a) => [a, p] as const));
    const chosen = rng.sample(combos, DEMO_COUNTS.productsPerExhibitor);
    chosen.forEach(([adj, base], k) => {
      productIndex++;
      const productId = id('product', productIndex);
      const nameZh = `${adj[0]}${base[0]}`;
      const nameEn = adj[1] ? `${adj[1]} ${base[1]}` : base[1];
      const material = rng.pick(ex.category.materials);
      const feature = rng.pick(ex.category.features);
      const use = rng.pick(ex.category.uses);
      const minOrder = rng.pick(ex.category.minOrders);
      const sale = price(rng, ex.category.price);
      const purchase = Math.round(sale * (0.55 + rng.next() * 0.25) * 100) / 100;
      const palette = rng.pick(ex.category.palettes);
      const images = ctx.images.addNumbered(rng.int(1, 3), (m) => ({
        key: `demo/products/${productId}-${m}.svg`,
        // one object in one colourway per product; its pictures show it from other setups
        svg: productSvg({ seed: productId, view: m - 1, palette, icon: ex.category.icon }),
      }));
      const row: Insert<typeof products> = {
        id: productId,
        exhibitionId,
        exhibitorId: ex.row.id!,
        name: nameZh,
        nameEn,
        brand: ex.brand.en,
        productIntro: `${nameZh}采用${material[0]}，${feature[0]}，适用于${use[0]}等场景。${ex.brand.zh}品牌出品，支持OEM/ODM定制，起订量${minOrder}件。`,
        productEnIntro: `This ${nameEn.toLowerCase()} uses ${material[1]} and ${feature[1]}; it suits ${use[1]}. Made by ${ex.brand.en}; OEM/ODM welcome; minimum order ${minOrder} pcs.`,
        images,
        purchasePrice: purchase.toFixed(2),
        salePrice: sale.toFixed(2),
        minOrder,
        spotTrading: rng.chance(0.5),
        customization: rng.chance(0.6),
        scope: rng.chance(0.1) ? 1 : 0,
        category: ex.category.key,
        tags: rng.sample(CERTIFICATIONS, rng.int(1, 3)),
        articleNumber: `${(ex.brand.initials || 'OF').toUpperCase()}-${String(1000 + k * 7 + ex.number).padStart(4, '0')}`,
        sort: k,
        isDemo: true,
        createdAt: at(productIndex * 60_000),
      };
      // The marks it carries, as a company writes them on its exhibit.
      row.identification = (row.tags ?? []).join(', ');
      // Every third exhibit has 1-3 long pictures: its own specification sheet, then the company's
      // shared strength and shipping pictures (shared, so seeding writes few extra files).
      if (productIndex % 3 === 0) {
        const count = detailRng.int(1, 3);
        const spec = ctx.images.add(
          `demo/details/${productId}.svg`,
          longPictureSvg({
            kicker: 'SPECIFICATIONS · 产品参数',
            titleEn: nameEn,
            titleZh: nameZh,
            rows: [
              { label: '品牌 BRAND', zh: ex.brand.zh, en: ex.brand.en },
              { label: '材质 MATERIAL', zh: material[0], en: material[1] },
              { label: '特点 FEATURE', zh: feature[0], en: feature[1] },
              { label: '适用 USE', zh: use[0], en: use[1] },
              { label: '起订量 MINIMUM ORDER', zh: `${minOrder}件`, en: `${minOrder} pcs` },
              { label: '货号 ITEM NO.', zh: row.articleNumber!, en: row.articleNumber! },
            ],
            palette,
            icon: ex.category.icon,
            variant: productIndex,
          }),
        );
        const [strength, shipping] = sharedPicturesOf(ex);
        row.detailImages = [spec, shipping, strength].slice(0, count);
      }
      ex.products.push(row);
      ctx.products.push(row);
    });
  }
  return { products: ctx.products };
}
