import type { VisitorCard, VisitorDetail } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import {
  apiToken,
  type Buyer,
  expectNoHorizontalOverflow,
  ownProfile,
  registerBuyer,
  visitorDetail,
  visitorList,
} from '../support/catalog-data';
import { buttonName, type Lang, t } from '../support/catalogue';
import { ACCOUNTS, type DemoAccount, expectPath, pathOf, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/**
 * An exhibitor finds visitors (/find/person), filters them by keyword, opens a visitor's detail
 * (company, business, sourcing needs; contact details only with the visitor's consent) and comes back to
 * the filtered list. Exhibitors have no header search and no product or exhibitor find lists.
 */

/**
 * A demo visitor of its own for the consent journey: complete registration, no consent in the demo data,
 * and from China, so saving /profile also proves the demo data's province and city are valid area ids.
 */
const CONSENT_VISITOR: DemoAccount = {
  email: 'visitor.9@openfair.test',
  loginPath: '/login/person',
  landing: '/',
};

async function exhibitorPage(
  browser: Browser,
  who: DemoAccount,
  viewport: { width: number; height: number },
  lang: Lang,
): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, { viewport, lang });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signIn(page, baseURL, who);
  return { page, errors };
}

/** Types the keyword into the list's filter box and waits for the narrowed list the server gives. */
async function filterByKeyword(page: Page, lang: Lang, keyword: string, expected: VisitorCard[]) {
  const box = page.getByLabel(t(lang, 'catalog:filters.keyword'), { exact: true });
  await box.fill(keyword);
  await box.press('Enter');
  await expect.poll(() => pathOf(page, baseURL)).toBe(`/find/person?${new URLSearchParams({ keyword })}`);
  const cards = page.getByRole('article');
  await expect.poll(() => cards.count()).toBe(expected.length);
  for (const visitor of expected) {
    await cards.getByRole('heading', { name: visitor.name, exact: true }).first().waitFor();
  }
  return cards;
}

/**
 * Clicks the detail's "back to visitors" link. Opened from the list, it is a step back in history (the
 * history keeps its length); opened any other way, it pushes the parent list.
 */
async function clickBackLink(page: Page, lang: Lang, expected: 'pop' | 'push') {
  const before = await page.evaluate(() => window.history.length);
  await page.getByRole('link', { name: t(lang, 'catalog-detail:back.person'), exact: true }).click();
  await expect.poll(() => pathOf(page, baseURL)).toMatch(/^\/find\/person/);
  const after = await page.evaluate(() => window.history.length);
  expect(after).toBe(expected === 'pop' ? before : before + 1);
}

/** The person detail as an exhibitor sees it: the fields of the server's answer, contact only with consent. */
async function expectPersonDetail(page: Page, lang: Lang, id: string, token: string) {
  const detail = await visitorDetail(
    baseURL,
    {
      token,
      subjectType: 'ACTOR',
      languageType: lang === 'en' ? 'en' : 'cn',
    },
    id,
  );
  await expectPath(page, baseURL, `/find-person/detail/${id}`);
  await page.getByRole('heading', { level: 1, name: detail.name }).waitFor();
  const section = (key: string) =>
    page.getByRole('heading', { name: t(lang, `catalog-detail:person.${key}`), exact: true });
  await section('business').waitFor();
  await page.getByText(detail.company, { exact: true }).first().waitFor();
  await page.getByText(detail.position, { exact: true }).first().waitFor();
  await section('needs').waitFor();
  await page
    .getByText(detail.sourcingDemand || t(lang, 'catalog-detail:person.noNeeds'), { exact: true })
    .waitFor();
  // spec: contact details only when the visitor agreed to share them (presentVisitorDetail)
  const contact = section('contact');
  if (detail.email || detail.mobile) {
    await contact.waitFor();
    if (detail.email) await page.getByRole('link', { name: detail.email }).waitFor();
  } else {
    expect(await contact.count()).toBe(0);
    expect(await page.locator('a[href^="mailto:"], a[href^="tel:"]').count()).toBe(0);
  }
  return detail;
}

test.describe('an exhibitor finding visitors', () => {
  let browser: Browser;
  let buyer: Buyer;
  test.beforeAll(async () => {
    browser = await launchBrowser();
    // A visitor with business nature, categories and needs: the demo visitors only filled the first step.
    buyer = await registerBuyer(baseURL, {
      companyPrefix: 'Harbour Sourcing',
      name: 'Mila Jansen',
      position: 'Category buyer',
      businessNature: 'tradingCompany',
      purchaseCategories: ['consumer-electronics', 'custom rugged cases'],
      sourcingDemand: 'Rugged phone cases, 5000 pieces a quarter, own logo.',
    });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('filters the visitors by keyword at 1366 px in Chinese, opens a visitor and comes back', async () => {
    const token = await apiToken(baseURL, ACCOUNTS.admin);
    const viewer = { token, subjectType: 'ACTOR' as const };
    const all = await visitorList(baseURL, viewer, '', 100);
    // A demo visitor's company that narrows the list (the keyword matches name, company or position).
    let keyword = '';
    let narrowed: VisitorCard[] = [];
    for (const candidate of all.list) {
      if (!candidate.company || candidate.company === buyer.company) continue;
      const found = await visitorList(baseURL, viewer, candidate.company);
      if (found.total > 0 && found.total < all.total && found.total <= found.pageSize) {
        keyword = candidate.company;
        narrowed = found.list;
        break;
      }
    }
    if (!keyword) throw new Error('no demo visitor company narrows the visitor list');

    const { page, errors } = await exhibitorPage(browser, ACCOUNTS.admin, DESKTOP, 'zh');
    // The top menu leads exhibitors to the visitors; there is no header search box for them.
    await page
      .locator('header')
      .getByRole('link', { name: t('zh', 'layout:menu.visitors'), exact: true })
      .click();
    await expectPath(page, baseURL, '/find/person');
    await page.getByRole('heading', { level: 1, name: t('zh', 'catalog:find.title.person') }).waitFor();
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(Math.min(all.total, 12));
    expect(await page.getByPlaceholder(t('zh', 'layout:header.searchPlaceholder')).count()).toBe(0);

    await filterByKeyword(page, 'zh', keyword, narrowed);
    const first = narrowed[0];
    if (!first) throw new Error('the narrowed list is empty');
    await cards.getByRole('link').filter({ hasText: first.name }).first().click();
    await expectPersonDetail(page, 'zh', first.id, token);

    // The back link returns to the filtered list as a step back in history (no new entry), keyword kept
    // in the box and the address.
    await clickBackLink(page, 'zh', 'pop');
    await expect.poll(() => pathOf(page, baseURL)).toBe(`/find/person?${new URLSearchParams({ keyword })}`);
    await expect.poll(() => cards.count()).toBe(narrowed.length);
    expect(await page.getByLabel(t('zh', 'catalog:filters.keyword'), { exact: true }).inputValue()).toBe(
      keyword,
    );

    // A visitor who gave business information: nature and categories under their Chinese labels.
    const [card] = (await visitorList(baseURL, viewer, buyer.company)).list;
    if (!card) throw new Error('the registered buyer is not in the visitor list');
    const buyerCards = await filterByKeyword(page, 'zh', buyer.company, [card]);
    const nature = t('zh', 'profile:businessNature.tradingCompany');
    await buyerCards.getByText(t('zh', 'catalog:card.businessNature', { value: nature })).waitFor();
    await buyerCards.getByText(t('zh', 'profile:categories.consumer-electronics'), { exact: true }).waitFor();
    await buyerCards.getByRole('link').first().click();
    const detail = await expectPersonDetail(page, 'zh', card.id, token);
    expect(detail.sourcingDemand).toBe(buyer.sourcingDemand);
    await page.getByText(nature, { exact: true }).waitFor();
    await page.getByText('custom rugged cases', { exact: true }).waitFor();
    // stored choice keys never reach the screen untranslated
    expect(await page.getByText('tradingCompany').count()).toBe(0);
    expect(await page.getByText('consumer-electronics').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('does the same at 375 px in English through the mobile menu', async () => {
    const token = await apiToken(baseURL, ACCOUNTS.staff);
    const viewer = { token, subjectType: 'ACTOR' as const, languageType: 'en' as const };
    const [card] = (await visitorList(baseURL, viewer, buyer.company)).list;
    if (!card) throw new Error('the registered buyer is not in the visitor list');

    const { page, errors } = await exhibitorPage(browser, ACCOUNTS.staff, MOBILE, 'en');
    await page.getByRole('button', { name: t('en', 'layout:header.openMenu') }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: t('en', 'layout:header.menuTitle') });
    await drawer.getByRole('link', { name: t('en', 'layout:menu.visitors'), exact: true }).waitFor();
    // the drawer carries the search box for everyone else, not for exhibitors
    expect(await drawer.getByPlaceholder(t('en', 'layout:header.searchPlaceholder')).count()).toBe(0);
    expect(
      await drawer.getByRole('link', { name: t('en', 'layout:menu.products'), exact: true }).count(),
    ).toBe(0);
    await drawer.getByRole('link', { name: t('en', 'layout:menu.visitors'), exact: true }).click();
    await expectPath(page, baseURL, '/find/person');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: t('en', 'catalog:find.title.person') }).waitFor();
    await page.getByRole('article').first().waitFor();
    await expectNoHorizontalOverflow(page);

    const cards = await filterByKeyword(page, 'en', buyer.company, [card]);
    const nature = t('en', 'profile:businessNature.tradingCompany');
    await cards.getByText(t('en', 'catalog:card.businessNature', { value: nature })).waitFor();
    await cards.getByRole('link').first().click();
    await expectPersonDetail(page, 'en', card.id, token);
    await page.getByText(nature, { exact: true }).waitFor();
    await page.getByText(t('en', 'profile:categories.consumer-electronics'), { exact: true }).waitFor();
    await page.getByText(buyer.sourcingDemand, { exact: true }).waitFor();
    await expectNoHorizontalOverflow(page);

    await clickBackLink(page, 'en', 'pop');
    await expect
      .poll(() => pathOf(page, baseURL))
      .toBe(`/find/person?${new URLSearchParams({ keyword: buyer.company })}`);
    await page.getByRole('article').getByRole('heading', { name: buyer.name }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("shows a visitor's email and mobile only with their consent; a detail opened by address leads back to the list", async () => {
    const token = await apiToken(baseURL, ACCOUNTS.admin);
    const viewer = { token, subjectType: 'ACTOR' as const };
    // Demo visitors who consented and who did not, as the server tells an exhibitor.
    let sharing: VisitorDetail | undefined;
    let withheld: VisitorDetail | undefined;
    for (const card of (await visitorList(baseURL, viewer, '', 100)).list) {
      const detail = await visitorDetail(baseURL, viewer, card.id);
      if (!sharing && detail.email && detail.mobile) sharing = detail;
      if (!withheld && !detail.email && !detail.mobile) withheld = detail;
      if (sharing && withheld) break;
    }
    if (!sharing || !withheld)
      throw new Error('the demo data lacks a visitor who shares, or one who does not');

    const { page, errors } = await exhibitorPage(browser, ACCOUNTS.admin, DESKTOP, 'zh');
    const contact = page.getByRole('heading', {
      name: t('zh', 'catalog-detail:person.contact'),
      exact: true,
    });
    // Opened by address (a new tab, a shared link): no list to go back to.
    await page.goto(`${baseURL}/find-person/detail/${sharing.id}`);
    await page.getByRole('heading', { level: 1, name: sharing.name }).waitFor();
    await contact.waitFor();
    const mail = page.getByRole('link', { name: sharing.email ?? '', exact: true });
    expect(await mail.getAttribute('href')).toBe(`mailto:${sharing.email}`);
    const phone = page.getByRole('link', { name: sharing.mobile ?? '', exact: true });
    expect(await phone.getAttribute('href')).toBe(`tel:${sharing.mobile}`);

    await page.goto(`${baseURL}/find-person/detail/${withheld.id}`);
    await page.getByRole('heading', { level: 1, name: withheld.name }).waitFor();
    await page.getByRole('heading', { name: t('zh', 'catalog-detail:person.needs'), exact: true }).waitFor();
    expect(await contact.count()).toBe(0);
    expect(await page.locator('a[href^="mailto:"], a[href^="tel:"]').count()).toBe(0);

    // The back link leads to the parent list, unfiltered.
    await clickBackLink(page, 'zh', 'push');
    await expectPath(page, baseURL, '/find/person');
    await page.getByRole('heading', { level: 1, name: t('zh', 'catalog:find.title.person') }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('lets a visitor give and withdraw the consent on /profile; the exhibitor sees the email only meanwhile', async () => {
    const actor = { token: await apiToken(baseURL, ACCOUNTS.admin), subjectType: 'ACTOR' as const };
    const own = { token: await apiToken(baseURL, CONSENT_VISITOR), subjectType: 'VISITOR' as const };
    const me = await ownProfile(baseURL, own);
    const sharedEmail = async () => (await visitorDetail(baseURL, actor, me.id)).email;
    // privacy by default: the demo data gives this visitor no consent
    expect(me.shareContact).toBe(false);
    expect(me.countryId).toBe('CN');
    expect(await sharedEmail()).toBeNull();

    const { page, errors } = await exhibitorPage(browser, CONSENT_VISITOR, DESKTOP, 'en');
    await page.goto(`${baseURL}/profile`);
    const consent = page.getByRole('checkbox', { name: t('en', 'profile:hints.shareContact') });
    await consent.waitFor();
    expect(await consent.isChecked()).toBe(false);
    await page.getByText(t('en', 'profile:hints.shareContactNote')).waitFor();
    const save = page.getByRole('button', { name: buttonName(t('en', 'shared:editForm.save')) });
    const saved = page.getByText(t('en', 'profile:profile.saved'));

    await consent.check();
    await save.click();
    await saved.first().waitFor();
    await expect.poll(sharedEmail).toBe(me.email);
    // read back after a reload: the box shows the stored consent
    await page.reload();
    await consent.waitFor();
    expect(await consent.isChecked()).toBe(true);

    await consent.uncheck();
    await save.click();
    await expect.poll(sharedEmail).toBeNull();
    expect((await ownProfile(baseURL, own)).shareContact).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('keeps exhibitors off the product and exhibitor lists (the route guard sends them home)', async () => {
    const { page, errors } = await exhibitorPage(browser, ACCOUNTS.admin, DESKTOP, 'zh');
    for (const type of ['product', 'actor']) {
      await page.goto(`${baseURL}/find/${type}`);
      await expectPath(page, baseURL, '/');
      await page.getByRole('heading', { name: t('zh', 'content:home.hotTitle') }).waitFor();
      expect(await page.getByRole('heading', { name: t('zh', `catalog:find.title.${type}`) }).count()).toBe(
        0,
      );
    }
    // and the top menu offers visitors instead of exhibitors and products
    const topMenu = page.locator('header').getByRole('navigation');
    await topMenu.getByRole('link', { name: t('zh', 'layout:menu.visitors'), exact: true }).waitFor();
    expect(
      await topMenu.getByRole('link', { name: t('zh', 'layout:menu.products'), exact: true }).count(),
    ).toBe(0);
    expect(
      await topMenu.getByRole('link', { name: t('zh', 'layout:menu.exhibitors'), exact: true }).count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
