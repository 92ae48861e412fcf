import type {
  articles,
  exhibitionUsers,
  exhibitors,
  hotExhibitorSamplePoints,
  hotExhibitorSamples,
  products,
  userAccounts,
} from '../db/schema/index';
import { avatarSvg, initialsOf, type Palette, SCENE_SLOTS, sceneSvg } from './demo-images';
import { createRng, demoId, hashSeed, type Rng } from './prng';
import { type DemoCategory, GIVEN_NAMES, type Pair, SURNAMES } from './word-lists';

/**
 * What the demo areas (seed/demo/*.demo.ts) share while they generate one fair: the options, the random
 * streams and ids, the fair's dates, the registries that several areas write into (pictures, accounts,
 * hot scenes), and the results that a later area builds on. Each area is a plain function of the context
 * that returns its own rows; what a later area needs from it, it puts here.
 *
 * The output must not depend on anything but the fair id and `now`, and an area added later must not
 * change what the others generate: so a new area draws from a stream of its own (`stream`), never from
 * `rng`, whose sequence the existing areas share in the order generateDemoData runs them.
 */

export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
/** The rows an area makes, by table: `RowsOf<{ lives: typeof lives }>` is `{ lives: Insert<typeof lives>[] }`. */
export type RowsOf<T extends Record<string, { $inferInsert: unknown }>> = { [K in keyof T]: Insert<T[K]>[] };

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
export const joinZh = (items: string[]) => items.join('、');
export const joinEn = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const DEMO_COUNTS = { exhibitors: 60, productsPerExhibitor: 40, extraVisitors: 32 } as const;

/** Colours of the fair's own pictures (articles, banners, carousel); exhibitors bring their own. */
export const FAIR_PALETTES: readonly Palette[] = [
  ['#1D4ED8', '#9333EA'],
  ['#0F766E', '#2563EB'],
  ['#C2410C', '#DB2777'],
  ['#4338CA', '#0891B2'],
];

/** A Chinese name: [Chinese, English], the English family name first as in Chinese ("Wang Fang"). */
export function personName(rng: Rng): Pair {
  const s = rng.pick(SURNAMES);
  const g = rng.pick(GIVEN_NAMES);
  return [`${s[0]}${g[0]}`, `${s[1]} ${g[1]}`];
}

export type GenerateOptions = {
  exhibitionId: string;
  appId: string;
  /** the seeding time: dates and timestamps are placed around it; everything else ignores it */
  now: Date;
};

/** A generated picture: SVG text under its storage key. */
export type DemoFile = { key: string; svg: string };

export type DemoImages = {
  /** Keeps the picture for the seeder to write, and gives the URL it will have. */
  add(key: string, svg: string): string;
  /** `count` pictures numbered from 1, made in that order; gives their URLs. */
  addNumbered(count: number, make: (n: number) => DemoFile): string[];
  readonly files: DemoFile[];
};

type AccountRow = Insert<typeof userAccounts>;
type MembershipRow = Insert<typeof exhibitionUsers>;
export type RegistrationFlags = Pick<
  MembershipRow,
  'completeVisitor' | 'completeVisitorRegister' | 'completeQuestionnaire' | 'completeExhibitionRegistration'
>;
/** Organizers and exhibitor staff come with their registration done. */
export const REGISTERED: RegistrationFlags = {
  completeVisitor: true,
  completeVisitorRegister: true,
  completeQuestionnaire: true,
  completeExhibitionRegistration: true,
};

export type DemoAccounts = {
  /**
   * A demo account (the seeder fills in the password hash); returns its id. One with a name gets an
   * avatar with its initials.
   */
  add(key: string, email: string, name: string, mobile?: string | null): string;
  /** The avatar URL of an account added so far ('' when it has none). */
  headImageOf(accountId: string): string;
  /** The account's membership of the fair; `key` names the row's id (the account id unless given). */
  join(
    accountId: string,
    subjectType: MembershipRow['subjectType'],
    opts?: { flags?: RegistrationFlags; key?: string },
  ): void;
  /** The id of an account added so far, by its email. */
  idOf(email: string): string;
  readonly accounts: AccountRow[];
  readonly exhibitionUsers: MembershipRow[];
};

export type DemoBrand = { zh: string; en: string; initials: string };

/** An exhibitor with what the later areas draw on when they write about it. */
export type DemoExhibitor = {
  /** `hotImage` is filled in by the first hot scene made for it */
  row: Insert<typeof exhibitors>;
  category: DemoCategory;
  brand: DemoBrand;
  palette: Palette;
  /** 1-based; #1 is the company of the demo exhibitor accounts */
  number: number;
  /** facts of the generated profile, reused by its long pictures */
  profile: {
    place: Pair;
    founded: number;
    scale: string;
    capacity: number;
    certs: string[];
    markets: Pair[];
  };
  /** its products, in catalog order (filled in by the catalog) */
  products: Insert<typeof products>[];
};

export type DemoHotScenes = {
  /**
   * A booth scene of 3 or 4 of the exhibitor's products, picked with `rng`, with a point on each; the
   * exhibitor's first scene becomes its hot image.
   */
  add(ex: DemoExhibitor, rng: Rng, look: { palette: Palette }): void;
  readonly samples: Insert<typeof hotExhibitorSamples>[];
  readonly points: Insert<typeof hotExhibitorSamplePoints>[];
};

export type DemoContext = {
  readonly exhibitionId: string;
  readonly appId: string;
  readonly now: Date;
  /** the stream the original areas share, in the order they run (a new area uses `stream`) */
  readonly rng: Rng;
  /** a stream of the area's own, so that what it draws does not shift the content generated after it */
  stream(name: string): Rng;
  /** the stable id of the n-th demo row of a kind */
  id(kind: string, n: number | string): string;
  /** `ms` before now */
  at(ms: number): Date;
  readonly fair: { readonly name: Pair; readonly startDate: string; readonly endDate: string };
  readonly images: DemoImages;
  readonly accounts: DemoAccounts;
  readonly hotScenes: DemoHotScenes;

  // What the areas made so far, for the ones after them.
  readonly exhibitors: DemoExhibitor[];
  readonly products: Insert<typeof products>[];
  /** the names of the visitors who filled in their details */
  readonly visitorNames: Pair[];
  readonly articles: Insert<typeof articles>[];
  /** the home page's featured exhibitors: #1, then one per category */
  readonly featured: DemoExhibitor[];
  /** the exhibitors of the home page's exhibitor advertisements */
  readonly advertised: DemoExhibitor[];
};

export function createDemoContext(opts: GenerateOptions): DemoContext {
  const { exhibitionId, now } = opts;
  const id = (kind: string, n: number | string) => demoId(exhibitionId, kind, n);
  const at = (ms: number) => new Date(now.getTime() - ms);
  const files: DemoFile[] = [];
  const add = (key: string, svg: string) => {
    files.push({ key, svg });
    // Rows keep the storage key; responses turn it into a URL.
    return key;
  };
  const images: DemoImages = {
    add,
    addNumbered: (count, make) =>
      Array.from({ length: count }, (_, i) => {
        const { key, svg } = make(i + 1);
        return add(key, svg);
      }),
    files,
  };
  return {
    exhibitionId,
    appId: opts.appId,
    now,
    rng: createRng(`openfair-demo:${exhibitionId}`),
    stream: (name) => createRng(`openfair-demo-${name}:${exhibitionId}`),
    id,
    at,
    fair: {
      name: ['OpenFair 2026 演示展会', 'OpenFair 2026 Demo Fair'],
      startDate: dateOnly(at(3 * DAY)),
      endDate: dateOnly(at(-60 * DAY)),
    },
    images,
    accounts: createAccounts(exhibitionId, id, at, images),
    hotScenes: createHotScenes(exhibitionId, id, images),
    exhibitors: [],
    products: [],
    visitorNames: [],
    articles: [],
    featured: [],
    advertised: [],
  };
}

/** Avatar colours: darker pairs, so that white initials stay readable. */
const AVATAR_PALETTES: readonly Palette[] = [
  ['#2563EB', '#1E40AF'],
  ['#0D9488', '#115E59'],
  ['#C2410C', '#9A3412'],
  ['#7C3AED', '#5B21B6'],
  ['#DB2777', '#9D174D'],
  ['#0369A1', '#0C4A6E'],
  ['#4D7C0F', '#365314'],
];

function createAccounts(
  exhibitionId: string,
  id: DemoContext['id'],
  at: DemoContext['at'],
  images: DemoImages,
): DemoAccounts {
  const accounts: AccountRow[] = [];
  const exhibitionUsers: MembershipRow[] = [];
  const byEmail = new Map<string, string>();
  const headImages = new Map<string, string>();
  return {
    add(key, email, name, mobile = null) {
      const accountId = id('account', key);
      const headImage = name.trim()
        ? images.add(
            `demo/avatars/${accountId}.svg`,
            avatarSvg({
              initials: initialsOf(name),
              palette: AVATAR_PALETTES[hashSeed(accountId) % AVATAR_PALETTES.length]!,
            }),
          )
        : '';
      headImages.set(accountId, headImage);
      accounts.push({ id: accountId, email, mobile, name, headImage, isDemo: true, createdAt: at(20 * DAY) });
      byEmail.set(email, accountId);
      return accountId;
    },
    headImageOf: (accountId) => headImages.get(accountId) ?? '',
    join(accountId, subjectType, { flags = REGISTERED, key = accountId } = {}) {
      exhibitionUsers.push({
        id: id('eu', key),
        exhibitionId,
        userAccountId: accountId,
        subjectType,
        ...flags,
      });
    },
    idOf(email) {
      const accountId = byEmail.get(email);
      if (!accountId) throw new Error(`no demo account ${email} yet`);
      return accountId;
    },
    accounts,
    exhibitionUsers,
  };
}

function createHotScenes(exhibitionId: string, id: DemoContext['id'], images: DemoImages): DemoHotScenes {
  const samples: DemoHotScenes['samples'] = [];
  const points: DemoHotScenes['points'] = [];
  return {
    add(ex, rng, { palette }) {
      const k = samples.length;
      const sampleId = id('hot', k + 1);
      const count = rng.int(3, 4);
      const slots =
        count === 3
          ? [SCENE_SLOTS[0]!, SCENE_SLOTS[2]!, SCENE_SLOTS[5]!]
          : [SCENE_SLOTS[0]!, SCENE_SLOTS[2]!, SCENE_SLOTS[3]!, SCENE_SLOTS[4]!];
      const picks = rng.sample(ex.products, count);
      const { row } = ex;
      const imageUrl = images.add(
        `demo/hot/${sampleId}.svg`,
        sceneSvg({
          seed: sampleId,
          palette,
          icon: ex.category.icon,
          tiles: picks.map((p, m) => ({ x: slots[m]![0], y: slots[m]![1], seed: p.id! })),
        }),
      );
      if (!row.hotImage) row.hotImage = imageUrl;
      samples.push({ id: sampleId, exhibitionId, exhibitorId: row.id!, imageUrl, sort: k, isDemo: true });
      picks.forEach((p, m) => {
        points.push({
          id: id('hot-point', `${k + 1}-${m + 1}`),
          sampleId,
          productId: p.id!,
          x: slots[m]![0],
          y: slots[m]![1],
        });
      });
    },
    samples,
    points,
  };
}
