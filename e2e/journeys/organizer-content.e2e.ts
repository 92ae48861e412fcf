import { OrganizerPaths, organizerMessages, ResponseCode, SessionPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { buttonName, type Lang, t } from '../support/catalogue';
import { ACCOUNTS, DEMO_PASSWORD, expectPath, signIn, submitLogin } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { pngImage } from '../support/media-files';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

const fileInput = (page: Page, purpose: string) =>
  page.locator(`input[type=file][data-purpose=${purpose}]`).first();

/** The demo organizer's token, for checks and clean-up behind the browser's back. */
async function ownerToken(): Promise<string> {
  const login = await postApi<{ token: string }>(baseURL, SessionPaths.webLogon, {
    body: { account: ACCOUNTS.organizer.email, password: DEMO_PASSWORD, loginSubjectType: 'ORGANIZER' },
    subjectType: 'ORGANIZER',
  });
  expect(login.code, login.msg).toBe(ResponseCode.Success);
  return login.data.token;
}

/** Removes what a failed run may have left: every banner and article whose title carries `stamp`. */
async function removeLeftovers(stamp: string): Promise<void> {
  const token = await ownerToken();
  const as = { token, subjectType: 'ORGANIZER' };
  const banners = await postApi<{ list: { id: string; titleEn: string }[] }>(
    baseURL,
    OrganizerPaths.bannerList,
    { ...as, body: { pageSize: 100 } },
  );
  for (const b of banners.data?.list ?? [])
    if (b.titleEn.includes(stamp))
      await postApi(baseURL, OrganizerPaths.bannerRemove, { ...as, body: { id: b.id } });
  const articles = await postApi<{ list: { id: string }[] }>(baseURL, OrganizerPaths.articleList, {
    ...as,
    body: { keyword: stamp, pageSize: 100 },
  });
  for (const a of articles.data?.list ?? [])
    await postApi(baseURL, OrganizerPaths.articleRemove, { ...as, body: { id: a.id } });
}

test.describe('the organizer’s home banners and news', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('publishes a banner and an article that a guest sees at once, then deletes them', async () => {
    const lang: Lang = 'en';
    const stamp = `J${Date.now()}`;
    const bannerTitle = `Journey banner ${stamp}`;
    const bannerTitleZh = `旅程横幅 ${stamp}`;
    const articleTitle = `Journey news ${stamp}`;
    const articleTitleZh = `旅程新闻 ${stamp}`;
    const context = await newContext(browser, { lang, viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const guest = await newContext(browser, { lang: 'zh', viewport: DESKTOP });
    const guestPage = await guest.newPage();
    const save = () =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: buttonName(t(lang, 'organizer:common.save')) })
        .click();
    try {
      await signIn(page, baseURL, ACCOUNTS.organizer);
      await page
        .getByRole('region', { name: t(lang, 'organizer:home.sections') })
        .getByRole('link', { name: new RegExp(`^${t(lang, 'organizer:sections.banners.title')}`) })
        .click();
      await expectPath(page, baseURL, '/organizer/content/banners');

      // A banner: both titles, its picture uploaded with progress, a link within the site.
      await page.getByRole('button', { name: new RegExp(`${t(lang, 'organizer:banners.add')}$`) }).click();
      const bannerForm = page.getByRole('dialog');
      await bannerForm.getByLabel(t(lang, 'organizer:banners.fields.title')).fill(bannerTitleZh);
      await bannerForm.getByLabel(t(lang, 'organizer:banners.fields.titleEn')).fill(bannerTitle);
      await bannerForm.getByLabel(t(lang, 'organizer:banners.fields.url'), { exact: true }).fill('/news');
      await fileInput(page, 'bannerImage').setInputFiles({
        name: 'autumn.png',
        mimeType: 'image/png',
        buffer: pngImage(1600, 500, [200, 90, 40]),
      });
      await bannerForm.getByRole('img', { name: t(lang, 'organizer:banners.fields.image') }).waitFor();
      // The preview shows what both languages' visitors will see.
      const preview = bannerForm.getByRole('region', { name: t(lang, 'organizer:preview.title') });
      await preview.getByText(bannerTitleZh).waitFor();
      await preview.getByText(bannerTitle).waitFor();
      await save();
      await page.getByText(t(lang, 'organizer:banners.saved')).first().waitFor();
      await page.getByRole('row', { name: new RegExp(stamp) }).waitFor();

      // An article published now, with a cover.
      await page.goto(`${baseURL}/organizer/content/news`);
      await page.getByRole('button', { name: new RegExp(`${t(lang, 'organizer:news.add')}$`) }).click();
      const articleForm = page.getByRole('dialog');
      await articleForm.getByLabel(t(lang, 'organizer:news.fields.title')).fill(articleTitleZh);
      await articleForm.getByLabel(t(lang, 'organizer:news.fields.titleEn')).fill(articleTitle);
      await articleForm.getByLabel(t(lang, 'organizer:news.fields.summary')).fill('旅程摘要');
      await articleForm.getByLabel(t(lang, 'organizer:news.fields.summaryEn')).fill('A journey summary.');
      await articleForm
        .getByLabel(t(lang, 'organizer:news.fields.body'))
        .fill('第一段旅程。\n\n第二段旅程。');
      await articleForm
        .getByLabel(t(lang, 'organizer:news.fields.bodyEn'))
        .fill('The first paragraph.\n\nThe second paragraph.');
      await articleForm.getByLabel(t(lang, 'organizer:news.fields.source')).fill('Journey desk');
      await fileInput(page, 'articleCover').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: pngImage(800, 450, [40, 120, 200]),
      });
      await articleForm.getByRole('img', { name: t(lang, 'organizer:news.fields.cover') }).waitFor();
      await save();
      await page.getByText(t(lang, 'organizer:news.savedPublished')).first().waitFor();
      const articleRow = page.getByRole('row', { name: new RegExp(stamp) });
      await articleRow.getByText(t(lang, 'organizer:news.states.published')).waitFor();

      // A guest, in Chinese, sees both on their next visit.
      await guestPage.goto(`${baseURL}/`);
      await guestPage
        .getByRole('region', { name: t('zh', 'content:home.bannerLabel') })
        .locator(`img[alt="${bannerTitleZh}"]`)
        .first()
        .waitFor({ state: 'attached' });
      await guestPage.goto(`${baseURL}/news`);
      await guestPage.getByRole('link', { name: new RegExp(articleTitleZh) }).click();
      await guestPage.getByRole('heading', { name: articleTitleZh }).waitFor();
      await guestPage.getByText('第二段旅程。').waitFor();
      const detailPath = new URL(guestPage.url()).pathname;

      // The organizer deletes both (asked first); the guest's next visit no longer finds the article.
      await articleRow
        .getByRole('button', { name: `${t(lang, 'organizer:content.delete')} ${articleTitleZh}` })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: buttonName(t(lang, 'organizer:content.delete')) })
        .click();
      await page.getByText(t(lang, 'organizer:news.removed')).first().waitFor();
      await page.goto(`${baseURL}/organizer/content/banners`);
      await page
        .getByRole('row', { name: new RegExp(stamp) })
        .getByRole('button', { name: `${t(lang, 'organizer:content.delete')} ${bannerTitleZh}` })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: buttonName(t(lang, 'organizer:content.delete')) })
        .click();
      await page.getByText(t(lang, 'organizer:banners.removed')).first().waitFor();
      await guestPage.goto(`${baseURL}/news`);
      await guestPage.locator('.of-news-card').first().waitFor();
      expect(await guestPage.getByRole('link', { name: new RegExp(articleTitleZh) }).count()).toBe(0);
      await guestPage.goto(`${baseURL}${detailPath}`);
      // The detail screen answers a removed article as one it cannot show.
      await guestPage
        .getByText(t('zh', 'shared:queryState.loadError'))
        .or(guestPage.getByText(t('zh', 'content:state.notFound')))
        .first()
        .waitFor();
      expect(await guestPage.getByRole('heading', { name: articleTitleZh }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await removeLeftovers(stamp);
      await guest.close();
      await context.close();
    }
  });

  test('refuses a reviewer the banner calls and screen; on a phone the owner’s news form fits', async () => {
    const lang: Lang = 'zh';
    const token = await ownerToken();
    const email = `journey.content.reviewer.${Date.now()}@example.test`;
    const added = await postApi<{ initialPassword: string }>(baseURL, OrganizerPaths.staffUpdate, {
      body: { name: '内容审核员', email, role: 'reviewer' },
      token,
      subjectType: 'ORGANIZER',
    });
    expect(added.code, added.msg).toBe(ResponseCode.Success);
    const login = await postApi<{ token: string }>(baseURL, SessionPaths.webLogon, {
      body: { account: email, password: added.data.initialPassword, loginSubjectType: 'ORGANIZER' },
      subjectType: 'ORGANIZER',
    });
    expect(login.code, login.msg).toBe(ResponseCode.Success);
    const refused = await postApi<unknown>(baseURL, OrganizerPaths.bannerSave, {
      body: { title: '不该保存', titleEn: 'Never saved', image: 'demo/banners/x.svg' },
      token: login.data.token,
      subjectType: 'ORGANIZER',
    });
    expect(refused.code).toBe(ResponseCode.Forbidden);
    expect(refused.msg).toContain(organizerMessages.notPermitted.zh);

    // On a phone, the reviewer's console says the screen is not theirs; the owner's opens its form.
    const theirs = await newContext(browser, { lang, viewport: MOBILE });
    const reviewerPage = await theirs.newPage();
    await reviewerPage.goto(`${baseURL}/login/actor`);
    await submitLogin(reviewerPage, email, added.data.initialPassword);
    await expectPath(reviewerPage, baseURL, '/personal/change-password');
    await reviewerPage.goto(`${baseURL}/organizer/content/banners`);
    await reviewerPage.getByText(organizerMessages.notPermitted.zh).waitFor();
    expect(await reviewerPage.getByRole('table').count()).toBe(0);
    await theirs.close();

    const context = await newContext(browser, { lang, viewport: MOBILE });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.organizer, { at: '/organizer/content/news' });
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: new RegExp(`${t(lang, 'organizer:news.add')}$`) }).click();
    await page.getByRole('dialog').getByLabel(t(lang, 'organizer:news.fields.bodyEn')).waitFor();
    // Nothing is wider than the phone: the two languages' fields and previews stack.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
