import { CatalogPaths, ChatPaths, type Conversation, SessionPaths, type UserInfo } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { getApi, postApi } from '../support/api';
import { DESKTOP, launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { apiToken } from '../support/catalog-data';
import { buttonName, t } from '../support/catalogue';
import { ACCOUNTS, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

type Session = {
  info?: { userAccountId?: string; exhibitorEmployee?: { exhibitorId?: string } };
};
const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('openfair.session') ?? '{}') as Session);
const messages = (page: Page) => page.locator('.of-chat-messages');

/**
 * The journey begins with the buyer's conversation with the company in the shared inbox. A retry starts
 * again from the first step with the same people, and its failed try may have left the conversation
 * claimed: whoever of the two holds it returns it to the inbox first, as the employee does on screen.
 */
async function startInTheSharedInbox(): Promise<void> {
  const staffToken = await apiToken(baseURL, ACCOUNTS.staff);
  const staffInfo = await getApi<UserInfo>(baseURL, SessionPaths.getInfo, {
    token: staffToken,
    subjectType: 'ACTOR',
  });
  const exhibitorId = staffInfo.data.exhibitorEmployee?.exhibitorId ?? '';
  const opened = await postApi<Conversation>(baseURL, ChatPaths.conversationOpenCompany, {
    body: { exhibitorId },
    token: await apiToken(baseURL, ACCOUNTS.visitor),
    subjectType: 'VISITOR',
  });
  if (!opened.data.inbox?.claimed) return;
  for (const token of [staffToken, await apiToken(baseURL, ACCOUNTS.admin)]) {
    const returned = await postApi<null>(baseURL, ChatPaths.conversationHandOver, {
      body: { conversationID: opened.data.conversationID },
      token,
      subjectType: 'ACTOR',
    });
    if (returned.code === 1000) return;
  }
  throw new Error('the buyer’s company conversation stays claimed: nobody could return it to the inbox');
}
const composer = (page: Page, lang: 'zh' | 'en') =>
  page.getByRole('textbox', { name: t(lang, 'chat:inputLabel') });

/**
 * The exhibitor's shared inbox: a buyer (English) writes to the demo exhibitor #1 as a company, from its
 * page, without picking an employee. Its administrator and its employee (both Chinese, on /chat) see the
 * conversation arrive unclaimed in real time; the employee claims it, the administrator's list drops it,
 * and the employee's reply reaches the buyer, whose conversation now names the employee. The employee
 * then returns it to the shared inbox: the administrator sees it unclaimed again, claims it, and the
 * buyer's conversation names the administrator.
 */
test.describe('the exhibitor shared inbox', () => {
  // Its steps build on each other (the same people's open pages): a retry starts it again from the first.
  test.describe.configure({ mode: 'serial' });
  let browser: Browser;
  let buyer: Page;
  let admin: Page;
  let staff: Page;
  const stamp = Date.now().toString(36);
  const errors: string[] = [];
  let employees: { name: string; imAccount: string }[] = [];

  test.beforeAll(async () => {
    await startInTheSharedInbox();
    browser = await launchBrowser();
    const contexts = await Promise.all([
      newContext(browser, { lang: 'en', viewport: DESKTOP }),
      newContext(browser, { lang: 'zh', viewport: DESKTOP }),
      newContext(browser, { lang: 'zh', viewport: DESKTOP }),
    ]);
    [buyer, admin, staff] = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page, Page];
    errors.push(...trackPageErrors(buyer), ...trackPageErrors(admin), ...trackPageErrors(staff));
    await signIn(buyer, baseURL, ACCOUNTS.visitor);
    await signIn(admin, baseURL, ACCOUNTS.admin);
    await signIn(staff, baseURL, ACCOUNTS.staff);
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('a buyer writes to the company; both staff see it unclaimed; one claims and answers', async () => {
    const staffSession = await sessionOf(staff);
    const exhibitorId = staffSession.info?.exhibitorEmployee?.exhibitorId ?? '';
    expect((await sessionOf(admin)).info?.exhibitorEmployee?.exhibitorId).toBe(exhibitorId);
    const detail = await postApi<{ name: string; employees: { name: string; imAccount: string }[] }>(
      baseURL,
      CatalogPaths.exhibitorDetail,
      { body: { id: exhibitorId }, languageType: 'en' },
    );
    const company = detail.data.name;
    employees = detail.data.employees;
    const staffName =
      detail.data.employees.find((e) => e.imAccount === staffSession.info?.userAccountId)?.name ?? '';
    expect(staffName).not.toBe('');

    // Both staff have their chat open before the buyer writes: what arrives comes in real time.
    await Promise.all([admin.goto(`${baseURL}/chat`), staff.goto(`${baseURL}/chat`)]);
    for (const page of [admin, staff])
      await page.locator('.of-chat-conversations, .of-chat nav').first().waitFor();

    await buyer.goto(`${baseURL}/find-exhibitor/detail/${exhibitorId}`);
    await buyer
      .getByRole('button', {
        name: t('en', 'catalog-detail:exhibitor.contactCompanyWith', { name: company }),
      })
      .click();
    const dialog = buyer.getByRole('dialog', { name: t('en', 'chat:title') });
    await dialog.waitFor();
    // The buyer talks to the company: its name heads the conversation.
    await dialog.locator('.of-chat-view-head').getByRole('heading', { name: company }).waitFor();
    const text = `Do you ship to Hamburg? ${stamp}`;
    await composer(buyer, 'en').fill(text);
    await composer(buyer, 'en').press('Enter');
    await messages(buyer).getByText(text).waitFor();

    // Both see it, marked unclaimed, without reloading.
    const itemOf = (page: Page) => page.locator('.of-chat-item', { hasText: stamp });
    for (const page of [admin, staff])
      await itemOf(page).getByText(t('zh', 'chat:inbox.unclaimed')).waitFor();

    // The administrator reads it and may not answer yet.
    await itemOf(admin).locator('.of-chat-item-main').click();
    await messages(admin).getByText(text).waitFor();
    await admin.getByText(t('zh', 'chat:inbox.claimHint')).waitFor();
    expect(await composer(admin, 'zh').count()).toBe(0);

    // The employee claims it.
    await itemOf(staff).locator('.of-chat-item-main').click();
    await messages(staff).getByText(text).waitFor();
    await staff
      .locator('.of-chat-view-head')
      .getByRole('button', { name: t('zh', 'chat:inbox.claim'), exact: true })
      .click();
    await composer(staff, 'zh').waitFor();
    expect(await itemOf(staff).getByText(t('zh', 'chat:inbox.unclaimed')).count()).toBe(0);

    // The administrator's list drops it at once, and the open conversation says a colleague has it.
    await itemOf(admin).waitFor({ state: 'detached' });
    await admin.getByText(t('zh', 'chat:inbox.claimedByColleague')).waitFor();

    // The employee answers; the buyer receives it in the same conversation, which now names them.
    const reply = `可以，三周到货 ${stamp}`;
    await composer(staff, 'zh').fill(reply);
    await composer(staff, 'zh').press('Enter');
    await messages(buyer).getByText(reply).waitFor();
    await dialog.locator('.of-chat-view-head').getByRole('heading', { name: staffName }).waitFor();
    expect(errors).toEqual([]);
  });

  test('the employee returns it to the shared inbox; the administrator claims it and the buyer sees who', async () => {
    const adminId = (await sessionOf(admin)).info?.userAccountId;
    const adminName = employees.find((e) => e.imAccount === adminId)?.name ?? '';
    expect(adminName).not.toBe('');
    const itemOf = (page: Page) => page.locator('.of-chat-item', { hasText: stamp });
    await staff
      .locator('.of-chat-view-head')
      .getByRole('button', { name: t('zh', 'chat:inbox.handOverLabel') })
      .click();
    await staff.getByRole('menuitem', { name: t('zh', 'chat:inbox.returnToInbox') }).click();
    await staff
      .getByRole('dialog')
      .getByRole('button', { name: buttonName(t('zh', 'chat:inbox.returnToInbox')) })
      .click();
    await staff.getByText(t('zh', 'chat:inbox.returned')).waitFor();

    // Unclaimed again for both, at once; the administrator claims it this time.
    for (const page of [admin, staff])
      await itemOf(page).getByText(t('zh', 'chat:inbox.unclaimed')).waitFor();
    await itemOf(admin).locator('.of-chat-item-main').click();
    await admin
      .locator('.of-chat-view-head')
      .getByRole('button', { name: t('zh', 'chat:inbox.claim'), exact: true })
      .click();
    await composer(admin, 'zh').waitFor();
    const dialog = buyer.getByRole('dialog', { name: t('en', 'chat:title') });
    await dialog.locator('.of-chat-view-head').getByRole('heading', { name: adminName }).waitFor();
    await itemOf(staff).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
