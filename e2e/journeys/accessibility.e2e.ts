import { ExhibitPaths, type ExhibitRow, type Page } from '@openfair/contract';
import type { Browser, Page as BrowserPage } from 'playwright-core';
import { checkAccessibility, scanErrorsSoFar, screenScanned, stateScanned } from '../support/a11y';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { apiToken, exhibitorList, productList, visitorList } from '../support/catalog-data';
import { type Lang, t } from '../support/catalogue';
import { ACCOUNTS, type DemoAccount, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { openInApp } from '../support/navigate';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/**
 * Every screen built so far, as a guest, a visitor, an exhibitor and the organizer, in Chinese and English, at desktop
 * and phone width, scanned by axe-core (ARCHITECTURE §7: no serious or critical violation). The journeys'
 * `test` (support/test.ts) fails on any; this journey makes sure each screen state was looked at.
 */

type Ids = { product: string; exhibitor: string; person: string; news: string | null; ownExhibit: string };

const widths = { desktop: DESKTOP, phone: MOBILE } as const;

/** The screens anyone may open, signed in or not. */
const publicScreens = (ids: Ids) => [
  '/',
  '/find/actor',
  '/find/product',
  `/search-list?keyword=${encodeURIComponent('LED')}`,
  `/find-exhibit/detail/${ids.product}`,
  `/find-exhibitor/detail/${ids.exhibitor}`,
  '/aboutus',
  '/disclaimer',
  '/qa',
  '/agreement',
  '/news',
  ...(ids.news ? [`/news/${ids.news}`] : []),
  '/versionLog',
  '/live',
  '/no-such-page',
];

const guestScreens = (ids: Ids) => [
  ...publicScreens(ids),
  '/login/person',
  '/login/actor',
  '/forgot-password',
  '/register/email/0',
  '/register/mobile/0',
  '/find/person',
];

const visitorScreens = (ids: Ids) => [
  '/',
  '/profile',
  '/companyfile',
  '/find/product',
  `/find-exhibit/detail/${ids.product}`,
  `/find-exhibitor/detail/${ids.exhibitor}`,
  '/collection/exhibitor',
  '/collection/product',
  '/footprint/exhibitor',
  '/footprint/product',
  '/mail',
  '/personal/change-password',
  '/personal/questionnaire/change',
];

const exhibitorScreens = (ids: Ids) => [
  '/company-management',
  '/company-info',
  '/my-exhibit-list',
  '/add-exhibit',
  `/exhibit-detail/${ids.ownExhibit}`,
  `/exhibit/${ids.ownExhibit}`,
  '/my-employee-list',
  '/add-employee',
  '/hotspot',
  '/hotspot-detail/1',
  '/find/person',
  `/find-person/detail/${ids.person}`,
  '/collection/audience',
  '/footprint/person',
  '/invite',
  '/mail',
  '/personal/change-password',
  // The public screens as a signed-in exhibitor sees them (a header and menus of its own).
  ...publicScreens(ids),
];

/** The organizer's console (ours), as the fair's owner sees it: every screen of its menu. */
const organizerScreens = () => [
  '/organizer',
  '/organizer/exhibitors',
  '/organizer/staff',
  '/organizer/audit-log',
  '/organizer/chat',
  '/organizer/fair',
  '/organizer/content/banners',
  '/organizer/content/carousel',
  '/organizer/content/ads',
  '/organizer/content/hot-samples',
  '/organizer/content/news',
  '/organizer/content/pages',
  '/organizer/content/versions',
  '/organizer/content/notices',
  '/organizer/reviews',
  '/organizer/sourcing',
  '/organizer/live/activity-types',
  '/organizer/questionnaire',
];

/** A screen state as axe's record names it: what the page's session, document and window say. */
type State = { lang: string; width: number; subject: string };

async function visit(page: BrowserPage, path: string, state: State): Promise<void> {
  // Scanned already in this run, by another journey: this one runs after them all (playwright.config.ts).
  if (stateScanned({ ...state, screen: path })) return;
  await openInApp(page, baseURL, path);
  await checkAccessibility(page, { once: true });
  // The screen state was scanned in this run, now or by an earlier journey (not skipped as a failed scan).
  expect(await screenScanned(page), path).toBe(true);
}

/** The mobile drawer is a screen of its own on a phone. */
async function visitDrawer(page: BrowserPage, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: t(lang, 'layout:header.openMenu') }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: t(lang, 'layout:header.menuTitle') })
    .waitFor();
  await checkAccessibility(page);
  await page.keyboard.press('Escape');
}

test.describe('axe-core on every screen, both languages, both widths', () => {
  let browser: Browser;
  let ids: Ids;

  test.beforeAll(async () => {
    browser = await launchBrowser();
    const exhibitorToken = await apiToken(baseURL, ACCOUNTS.admin);
    const [products, exhibitors, persons, own] = await Promise.all([
      productList(baseURL, {}),
      exhibitorList(baseURL, {}),
      visitorList(baseURL, { token: exhibitorToken, subjectType: 'ACTOR' }),
      postApi<Page<ExhibitRow>>(baseURL, ExhibitPaths.productList, {
        token: exhibitorToken,
        subjectType: 'ACTOR',
      }),
    ]);
    // The first news item, as the news list links it.
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseURL}/news`);
    const link = page.locator('main a[href*="/news/"]').first();
    const href = (await link.count()) > 0 ? await link.getAttribute('href') : null;
    await context.close();
    ids = {
      product: products.list[0]!.id,
      exhibitor: exhibitors.list[0]!.id,
      person: persons.list[0]!.id,
      news: href?.split('/news/')[1] ?? null,
      ownExhibit: own.data.list[0]!.id,
    };
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  const cases: {
    who: 'guest' | 'visitor' | 'exhibitor' | 'organizer';
    subject: string;
    account?: DemoAccount;
    screens: (ids: Ids) => string[];
  }[] = [
    { who: 'guest', subject: '', screens: guestScreens },
    { who: 'visitor', subject: 'VISITOR', account: ACCOUNTS.visitor, screens: visitorScreens },
    { who: 'exhibitor', subject: 'ACTOR', account: ACCOUNTS.admin, screens: exhibitorScreens },
    { who: 'organizer', subject: 'ORGANIZER', account: ACCOUNTS.organizer, screens: organizerScreens },
  ];

  for (const lang of ['zh', 'en'] as const) {
    for (const [widthName, viewport] of Object.entries(widths)) {
      for (const { who, subject, account, screens } of cases) {
        test(`${who}, ${lang}, ${widthName}`, async () => {
          test.setTimeout(360_000);
          const context = await newContext(browser, { viewport, lang });
          const page = await context.newPage();
          const errors = trackPageErrors(page);
          if (account) await signIn(page, baseURL, account);
          const list = screens(ids);
          const state = { lang: lang === 'zh' ? 'zh-CN' : 'en', width: viewport.width, subject };
          for (const path of list) await visit(page, path, state);
          if (viewport === MOBILE) await visitDrawer(page, lang);
          await context.close();
          expect(scanErrorsSoFar()).toEqual([]);
          expect(errors).toEqual([]);
        });
      }
    }
  }
});
