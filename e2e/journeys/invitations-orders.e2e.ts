import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  CatalogPaths,
  type EmailInvitation,
  ExhibitorPaths,
  ExhibitPaths,
  type ExhibitRow,
  InvitationPaths,
  type Page as ListPage,
  OrderPaths,
} from '@openfair/contract';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { pickOption } from '../support/antd-select';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { apiToken, expectNoHorizontalOverflow } from '../support/catalog-data';
import { buttonName, type Lang, t } from '../support/catalogue';
import { type DemoAccount, expectPath, readSession, signIn, submitLogin } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { openInApp } from '../support/navigate';
import { completedRegistrationByApi, outbox, uniqueEmail } from '../support/registration';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();
const SHOTS = path.resolve(import.meta.dirname, '../test-results/invitations-orders');

/** A demo company of its own (#55), so the other journeys' data stays as seeded. */
const ADMIN: DemoAccount = {
  email: 'admin.55@exhibitor.openfair.test',
  loginPath: '/login/actor',
  landing: '/company-management',
};
const STAFF: DemoAccount = {
  email: 'staff.55@exhibitor.openfair.test',
  loginPath: '/login/actor',
  landing: '/my-exhibit-list',
};
const BUYER_PASSWORD = 'Buyer2026ab';

async function call<T>(
  pathname: Parameters<typeof postApi>[1],
  token: string,
  subjectType: string,
  body = {},
) {
  const res = await postApi<T>(baseURL, pathname, { token, subjectType, body, languageType: 'en' });
  if (res.code !== 1000) throw new Error(`${pathname}: ${res.code} ${res.msg}`);
  return res.data;
}

/** The same call answering a file: its bytes. */
async function download(
  pathname: string,
  token: string,
  body: Record<string, unknown> = {},
): Promise<Buffer> {
  const config = (await (await fetch(`${baseURL}/config.json`)).json()) as {
    exhibitionId: string;
    appId: string;
  };
  const res = await fetch(`${baseURL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({
      ...body,
      languageType: 'en',
      exhibitionId: config.exhibitionId,
      appId: config.appId,
      terminal: 'PC',
      subjectType: 'ACTOR',
    }),
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test.describe('invitations, the client pool and intent orders', () => {
  let browser: Browser;
  let adminToken: string;
  let staffToken: string;
  let restricted: ExhibitRow;
  let open: ExhibitRow;
  const tag = Date.now().toString(36);

  test.beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await apiToken(baseURL, ADMIN);
    staffToken = await apiToken(baseURL, STAFF);
    const own = await call<ListPage<ExhibitRow>>(ExhibitPaths.productList, staffToken, 'ACTOR', {
      pageSize: 10,
    });
    expect(own.list.length).toBeGreaterThanOrEqual(2);
    [restricted, open] = own.list as [ExhibitRow, ExhibitRow];
    await call(ExhibitPaths.batchUpdateScope, staffToken, 'ACTOR', { ids: [restricted.id], scope: 1 });
    await call(ExhibitPaths.batchUpdateScope, staffToken, 'ACTOR', { ids: [open.id], scope: 0 });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('batch-invites from Excel, and an invited buyer registers from the e-mail into the client pool', async () => {
    const lang: Lang = 'en';
    const context = await newContext(browser, { lang });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ADMIN);

    // 20 rows: 18 good addresses, one malformed, one repeating an earlier row
    const addresses = Array.from({ length: 18 }, (_, i) => `invitee-${tag}-${i + 1}@journey.example.test`);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('list');
    // The optional third column sends the same invitation by SMS (one row of this run has a mobile).
    const smsMobile = `139${String(Date.now()).slice(-8)}`;
    sheet.addRow(['姓名 Name', '邮箱 E-mail', '手机（可选） Mobile (optional)']);
    for (const [i, email] of addresses.entries())
      sheet.addRow([`Invitee ${i + 1}`, email, i === 6 ? smsMobile : '']);
    sheet.addRow(['Broken', 'not-an-address']);
    sheet.addRow(['Again', addresses[2]]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());

    await page.goto(`${baseURL}/inviteSend`);
    await page.getByRole('tab', { name: t(lang, 'invitations:send.fromExcel') }).click();
    // (antd's icon names itself before the text)
    await page
      .getByRole('button', { name: new RegExp(`${t(lang, 'invitations:send.template')}$`) })
      .waitFor();
    await page.locator('input[type=file][data-purpose=invitationImport]').setInputFiles({
      name: 'invitations.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await page.getByText(t(lang, 'invitations:send.sent', { count: '18' })).waitFor({ timeout: 30_000 });
    const report = page.getByRole('status');
    await report.getByText(t(lang, 'invitations:send.row', { row: '20' })).waitFor();
    await report.getByText(t(lang, 'invitations:send.row', { row: '21' })).waitFor();
    expect(await report.innerText()).toContain('The e-mail address is not valid');
    expect(await report.innerText()).toContain('Same address as row 4');
    await shot(page, 'invite-send-report-en-1366');

    // The invitation e-mail, from the dev outbox: bilingual, with the registration link.
    const invited = addresses[6]!;
    const [mail] = await outbox(baseURL, invited);
    expect(mail, 'the invitation in the outbox').toBeTruthy();
    expect(mail!.text).toContain('invites you to register');
    expect(mail!.text).toContain('诚邀您注册');
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    // ... and the SMS with the same link, for the row that gave a mobile
    const [sms] = await outbox(baseURL, smsMobile);
    expect(sms?.text, 'the SMS invitation in the outbox').toContain(link);

    const buyerContext = await newContext(browser, { lang: 'zh' });
    const buyer = await buyerContext.newPage();
    const buyerErrors = trackPageErrors(buyer);
    await buyer.goto(link);
    await expectPath(buyer, baseURL, '/register/email/0');
    await buyer.getByText(t('zh', 'registration:register.invitedEmail')).waitFor();
    const agree = buyer.getByRole('checkbox');
    if (!(await agree.isChecked())) await agree.check();
    await buyer.getByRole('button', { name: buttonName(t('zh', 'registration:register.next')) }).click();
    await expectPath(buyer, baseURL, '/register/email/1');
    await buyer.locator('input#password').fill(BUYER_PASSWORD);
    await buyer.locator('input#confirmPassword').fill(BUYER_PASSWORD);
    await buyer.getByRole('button', { name: buttonName(t('zh', 'registration:register.create')) }).click();
    await expectPath(buyer, baseURL, '/register/email/2');
    const buyerToken = (await readSession(buyer)).token ?? '';
    expect(buyerToken).toBeTruthy();

    // In the pool with the e-mail invitation as its source, and the client-only product opens.
    const detail = await call<{ id?: string; restricted?: boolean }>(
      CatalogPaths.productDetail,
      buyerToken,
      'VISITOR',
      {
        id: restricted.id,
      },
    );
    expect(detail).toMatchObject({ id: restricted.id });
    await page.goto(`${baseURL}/invitationCode`);
    await page
      .getByRole('cell', { name: t(lang, 'invitations:source.INVITATION') })
      .first()
      .waitFor();
    const pool = await call<ListPage<{ source: string; visitorId: string }>>(
      InvitationPaths.contactList,
      adminToken,
      'ACTOR',
      {
        pageSize: 100,
      },
    );
    expect(pool.list.some((c) => c.source === 'INVITATION')).toBe(true);

    await page.goto(`${baseURL}/invitehistory?status=registered`);
    await page.getByRole('cell', { name: invited }).waitFor();
    await shot(page, 'invite-history-en-1366');

    // The export reads back: 18 invitations of this run, the registered one with its source type.
    const rows = await sheetRows(
      await download(InvitationPaths.exportInviteRecord, adminToken, { keyword: tag }),
    );
    expect(rows[0]).toEqual([
      'Audience name',
      'E-mail',
      'SMS mobile',
      'Invitation date (Beijing time)',
      'Register date (Beijing time)',
      'Status',
      'Source type',
    ]);
    expect(rows.length).toBe(19);
    const registeredRow = rows.find((r) => r[1] === invited)!;
    expect(registeredRow[2]).toBe(smsMobile);
    expect(registeredRow[5]).toBe('Registered');
    expect(registeredRow[6]).toBe('INVITATION');
    const sent = await call<ListPage<EmailInvitation>>(InvitationPaths.sentList, adminToken, 'ACTOR', {
      keyword: tag,
      status: 'unregistered',
      pageSize: 100,
    });
    expect(sent.total).toBe(17);

    await buyerContext.close();
    await context.close();
    expect(errors).toEqual([]);
    expect(buyerErrors).toEqual([]);
  });

  test('a buyer invites the exhibitor from a client-only product and is approved', async () => {
    const email = uniqueEmail('asker');
    await completedRegistrationByApi(baseURL, email, BUYER_PASSWORD, '邀请测试买家');
    const buyerContext = await newContext(browser, { lang: 'zh' });
    const buyer = await buyerContext.newPage();
    await buyer.goto(`${baseURL}/login/person`);
    await submitLogin(buyer, email, BUYER_PASSWORD);
    await expectPath(buyer, baseURL, '/');

    await buyer.goto(`${baseURL}/find-exhibit/detail/${restricted.id}`);
    const dialog = buyer.getByRole('dialog');
    await dialog.getByText(t('zh', 'catalog-detail:product.restricted')).waitFor();
    await dialog
      .getByRole('button', { name: buttonName(t('zh', 'catalog-detail:product.restrictedOk')) })
      .click();
    await buyer.getByText(t('zh', 'catalog-detail:product.invited')).waitFor();
    await expect.poll(() => new URL(buyer.url()).pathname).toMatch(/^\/find-exhibitor\/detail\//);

    const lang: Lang = 'en';
    const context = await newContext(browser, { lang });
    const page = await context.newPage();
    await signIn(page, baseURL, ADMIN, { at: '/invite?status=PENDING' });
    const row = page.getByRole('row').filter({ hasText: '邀请测试买家' });
    await row.getByRole('button', { name: buttonName(t(lang, 'invitations:requests.confirm')) }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: buttonName(t(lang, 'invitations:requests.confirm')) }).click();
    await page.getByText(t(lang, 'invitations:requests.confirmed')).waitFor();
    await shot(page, 'invite-requests-en-1366');

    await buyer.goto(`${baseURL}/find-exhibit/detail/${restricted.id}`);
    await buyer.getByRole('heading', { level: 1 }).waitFor();
    expect(await buyer.getByRole('dialog').count()).toBe(0);
    await buyer.goto(`${baseURL}/invite`);
    await buyer.getByText(t('zh', 'invitations:requests.CONFIRMED')).first().waitFor();
    await buyerContext.close();
    await context.close();
  });

  test('a buyer places an intent order, the administrator assigns it and the employee marks it contacted', async () => {
    const email = uniqueEmail('orderer');
    const name = `下单买家${tag}`;
    await completedRegistrationByApi(baseURL, email, BUYER_PASSWORD, name);
    const buyerContext = await newContext(browser, { lang: 'en' });
    const buyer = await buyerContext.newPage();
    await buyer.goto(`${baseURL}/login/person`);
    await submitLogin(buyer, email, BUYER_PASSWORD);
    await expectPath(buyer, baseURL, '/');
    await buyer.goto(`${baseURL}/find-exhibit/detail/${open.id}`);
    await buyer.getByRole('button', { name: buttonName(t('en', 'catalog-detail:order.button')) }).click();
    const form = buyer.getByRole('dialog');
    await form.getByLabel(t('en', 'orders:dialog.quantity')).fill('99999');
    await form.getByRole('button', { name: buttonName(t('en', 'orders:dialog.submit')) }).click();
    await form.getByText(t('en', 'orders:dialog.quantityRange')).waitFor();
    await form.getByLabel(t('en', 'orders:dialog.quantity')).fill('150.5');
    await form.getByLabel(t('en', 'orders:dialog.remark')).fill(`Journey ${tag}`);
    await form.getByRole('button', { name: buttonName(t('en', 'orders:dialog.submit')) }).click();
    await buyer.getByText(t('en', 'orders:dialog.placed')).waitFor();
    await buyer.goto(`${baseURL}/potential-order`);
    await buyer.getByText(t('en', 'orders:status.notContacted')).first().waitFor();
    await buyerContext.close();

    const lang: Lang = 'zh';
    const context = await newContext(browser, { lang });
    const page = await context.newPage();
    await signIn(page, baseURL, ADMIN, {
      at: `/potential-order?scope=unassigned&keyword=${encodeURIComponent(name)}`,
    });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('150.5').waitFor();
    const employees = await call<ListPage<{ name: string; email: string }>>(
      ExhibitorPaths.employeeList,
      adminToken,
      'ACTOR',
      { pageSize: 100 },
    );
    const staffName = employees.list.find((e) => e.email === STAFF.email)!.name;
    await pickOption(page, row.getByRole('combobox'), staffName);
    await page.getByText(t(lang, 'orders:assign.done', { name: staffName })).waitFor();
    await shot(page, 'potential-order-zh-1366');
    await context.close();

    const staffContext = await newContext(browser, { lang: 'en', viewport: MOBILE });
    const staff = await staffContext.newPage();
    await signIn(staff, baseURL, STAFF, { at: `/potential-order?keyword=${encodeURIComponent(name)}` });
    const mine = staff.getByRole('row').filter({ hasText: name });
    await mine.getByRole('button', { name: buttonName(t('en', 'orders:complete.button')) }).click();
    await staff
      .getByRole('dialog')
      .getByRole('button', { name: buttonName(t('en', 'orders:complete.ok')) })
      .click();
    await staff.getByText(t('en', 'orders:complete.done')).waitFor();
    await mine.getByText(t('en', 'orders:status.contacted')).waitFor();
    await shot(staff, 'potential-order-staff-en-375');
    await staffContext.close();

    // The export: the quantity is a number cell, the follow-up person is the employee.
    const rows = await sheetRows(await download(OrderPaths.export, adminToken, { keyword: name }));
    expect(rows[0]![2]).toBe('Quantity');
    expect(rows[1]![2]).toBe(150.5);
    expect(rows[1]![6]).toBe('Contacted');
    expect(rows[1]![8]).toBe(rows[1]![7]);
    // The client pool export reads back too.
    const pool = await sheetRows(await download(InvitationPaths.exportContact, adminToken));
    expect(pool[0]).toEqual([
      'Name',
      'Company',
      'Position',
      'Source',
      'Employee',
      'Joined at (Beijing time)',
    ]);
    expect(pool.length).toBeGreaterThan(1);
  });

  test("keeps a buyer's business card, and the company's own system records an invitation with a key", async () => {
    // A buyer of this run, found by the staff the way /find-person finds them.
    const name = `名片买家${tag}`;
    const email = uniqueEmail('card-buyer');
    await completedRegistrationByApi(baseURL, email, BUYER_PASSWORD, name);
    const found = await call<ListPage<{ id: string; name: string }>>(
      CatalogPaths.visitorList,
      staffToken,
      'ACTOR',
      {
        keyword: name,
      },
    );
    const visitorId = found.list.find((v) => v.name === name)!.id;

    const context = await newContext(browser, { lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, STAFF, { at: `/find-person/detail/${visitorId}` });
    await page.getByRole('button', { name: t('zh', 'catalog-detail:person.card.keep') }).click();
    await page.getByText(t('zh', 'catalog-detail:person.card.done')).waitFor();
    const kept = page.getByRole('button', { name: t('zh', 'catalog-detail:person.card.kept') });
    await kept.waitFor();
    expect(await kept.isDisabled()).toBe(true);
    await shot(page, 'person-card-kept-zh-1366');
    const mine = await call<ListPage<{ visitorId: string; source: string }>>(
      InvitationPaths.contactList,
      staffToken,
      'ACTOR',
      { keyword: name },
    );
    expect(mine.list).toContainEqual(expect.objectContaining({ visitorId, source: 'CARD' }));
    expect(errors).toEqual([]);
    await context.close();

    // The administrator makes a key for the company's CRM; it is shown this once.
    const lang: Lang = 'en';
    const adminContext = await newContext(browser, { lang });
    const admin = await adminContext.newPage();
    const adminErrors = trackPageErrors(admin);
    await signIn(admin, baseURL, ADMIN, { at: '/inviteSend' });
    await admin.getByRole('tab', { name: t(lang, 'invitations:api.tab') }).click();
    await admin.getByLabel(t(lang, 'invitations:api.name')).fill(`CRM ${tag}`);
    await admin.getByRole('button', { name: new RegExp(t(lang, 'invitations:api.create')) }).click();
    const keyText = admin.locator('.of-invite-api-key');
    await keyText.waitFor();
    const key = (await keyText.innerText()).trim();
    expect(key).toMatch(/^ofk_/);
    await shot(admin, 'invite-api-key-en-1366');

    // The CRM records an invitation with it and gets the buyer's registration link back.
    const lead = uniqueEmail('crm-lead');
    const recorded = await postApi<{ email: string; link: string; sent: boolean }>(
      baseURL,
      InvitationPaths.externalAddRecord,
      { token: `ApiKey ${key}`, body: { email: lead, name: 'CRM lead' }, languageType: 'en' },
    );
    expect(recorded.code, recorded.msg).toBe(1000);
    expect(recorded.data.link).toContain('/register/email/0?');
    await admin.goto(`${baseURL}/invitehistory`);
    await admin.getByRole('cell', { name: lead }).waitFor();

    // Revoked after a confirmation, the key fails at once.
    await admin.goto(`${baseURL}/inviteSend`);
    await admin.getByRole('tab', { name: t(lang, 'invitations:api.tab') }).click();
    const row = admin.getByRole('row', { name: new RegExp(`CRM ${tag}`) });
    await row.getByRole('button', { name: t(lang, 'invitations:api.revoke') }).click();
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: t(lang, 'invitations:api.revoke') })
      .click();
    await row.getByText(t(lang, 'invitations:api.revokedTag')).waitFor();
    const refused = await postApi(baseURL, InvitationPaths.externalAddRecord, {
      token: `ApiKey ${key}`,
      body: { email: uniqueEmail('crm-late') },
    });
    expect(refused.code).toBe(401);
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });

  test('shows every screen at 1366 and 375 px in Chinese and English without overflow', async () => {
    test.setTimeout(360_000);
    for (const lang of ['zh', 'en'] as const) {
      for (const viewport of [DESKTOP, MOBILE]) {
        const context = await newContext(browser, { lang, viewport });
        const page = await context.newPage();
        await signIn(page, baseURL, ADMIN);
        for (const screen of ['invitationCode', 'inviteSend', 'invitehistory', 'invite', 'potential-order']) {
          await openInApp(page, baseURL, `/${screen}`);
          await page
            .locator('.ant-spin-spinning')
            .first()
            .waitFor({ state: 'detached', timeout: 15_000 })
            .catch(() => {});
          await page.waitForTimeout(300);
          await expectNoHorizontalOverflow(page);
          await shot(page, `${screen}-${lang}-${viewport.width}`);
        }
        await context.close();
      }
    }
  });
});
