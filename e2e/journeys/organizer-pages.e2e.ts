import {
  ContentPaths,
  type FixedPageContent,
  type OrganizerAppVersion,
  type OrganizerPage,
  OrganizerPaths,
  ResponseCode,
  SessionPaths,
} from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { buttonName, type Lang, t } from '../support/catalogue';
import { ACCOUNTS, DEMO_PASSWORD, expectPath, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

async function ownerToken(): Promise<string> {
  const login = await postApi<{ token: string }>(baseURL, SessionPaths.webLogon, {
    body: { account: ACCOUNTS.organizer.email, password: DEMO_PASSWORD, loginSubjectType: 'ORGANIZER' },
    subjectType: 'ORGANIZER',
  });
  expect(login.code, login.msg).toBe(ResponseCode.Success);
  return login.data.token;
}

/** Puts a page back as it was before the journey: the organizer's version it had, or the built-in text. */
async function putBack(token: string, before: OrganizerPage): Promise<void> {
  const as = { token, subjectType: 'ORGANIZER' };
  if (!before.edited) {
    await postApi(baseURL, OrganizerPaths.pageRestore, { ...as, body: { page: before.page } });
    return;
  }
  const body =
    before.page === 'qa'
      ? { page: before.page, items: before.items }
      : { page: before.page, zh: before.zh, en: before.en };
  await postApi(baseURL, OrganizerPaths.pageSave, { ...as, body });
}

async function removeVersion(token: string, version: string): Promise<void> {
  const list = await postApi<{ list: OrganizerAppVersion[] }>(baseURL, OrganizerPaths.appVersionList, {
    token,
    subjectType: 'ORGANIZER',
    body: { pageSize: 100 },
  });
  for (const v of list.data?.list ?? [])
    if (v.version === version)
      await postApi(baseURL, OrganizerPaths.appVersionRemove, {
        token,
        subjectType: 'ORGANIZER',
        body: { id: v.id },
      });
}

test.describe('the organizer’s fixed pages, Q&A and version log', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('edits the about page, adds a question and a release that guests read in both languages, then restores', async () => {
    const lang: Lang = 'en';
    const stamp = `J${Date.now()}`;
    const version = `88.${Date.now() % 100_000}.0`;
    const token = await ownerToken();
    const before = await Promise.all(
      (['about', 'qa'] as const).map(async (p) => {
        const got = await postApi<OrganizerPage>(baseURL, OrganizerPaths.pageGet, {
          token,
          subjectType: 'ORGANIZER',
          body: { page: p },
        });
        expect(got.code, got.msg).toBe(ResponseCode.Success);
        return got.data;
      }),
    );
    const context = await newContext(browser, { lang, viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const P = (key: string, vars: Record<string, string> = {}) => t(lang, `organizer-pages:${key}`, vars);
    const saveAndWait = async (what: Page) => {
      await what.getByRole('button', { name: buttonName(P('save')) }).click();
      // This save's own end: the form is no longer marked unsaved (an earlier save's toast may still show).
      await what.getByText(P('unsaved'), { exact: true }).waitFor({ state: 'detached' });
      await what.getByText(P('saved')).first().waitFor();
    };
    try {
      await signIn(page, baseURL, ACCOUNTS.organizer);
      // The side menu leads to the pages screen.
      await page
        .getByRole('link', { name: t(lang, 'layout:menu.organizerPages') })
        .first()
        .click();
      await expectPath(page, baseURL, '/organizer/content/pages');

      // About us: a new introduction in both languages, previewed with the fair's name.
      const leadEn = page.getByLabel(P('fields.leadEn'));
      await leadEn.fill(`Journey intro ${stamp} for {fairName}.`);
      await page
        .getByLabel(P('fields.lead'), { exact: true })
        .fill(`旅程导语 ${stamp}，欢迎来到 {fairName}。`);
      const preview = page.getByRole('region', { name: t(lang, 'organizer:preview.title') });
      await preview.getByText(new RegExp(`Journey intro ${stamp} for (?!\\{)`)).waitFor();
      await saveAndWait(page);
      await page.getByText(P('status.edited'), { exact: true }).waitFor();

      // Q&A: one more question at the end.
      await page.locator('.of-pages-picker').getByText(P('pages.qa'), { exact: true }).click();
      // "Add a question (10 of at most 100)": the count changes, the words before it do not
      const addQuestion = P('addQuestion', { count: '', max: '' }).split(' (')[0]!;
      await page.getByRole('button', { name: new RegExp(addQuestion) }).click();
      await page.getByLabel(P('fields.question'), { exact: true }).last().fill(`旅程问题 ${stamp}？`);
      await page.getByLabel(P('fields.questionEn')).last().fill(`Journey question ${stamp}?`);
      await page.getByLabel(P('fields.answer'), { exact: true }).last().fill('旅程答案。');
      await page.getByLabel(P('fields.answerEn')).last().fill('The journey answer.');
      await saveAndWait(page);

      // A release in the version log.
      await page
        .getByRole('link', { name: t(lang, 'layout:menu.organizerVersions') })
        .first()
        .click();
      await expectPath(page, baseURL, '/organizer/content/versions');
      await page.getByRole('button', { name: new RegExp(`${P('versions.add')}$`) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(P('versions.fields.version')).fill(version);
      await dialog.getByLabel(P('versions.fields.notes'), { exact: true }).fill(`旅程版本 ${stamp}`);
      await dialog.getByLabel(P('versions.fields.notesEn')).fill(`Journey release ${stamp}`);
      await dialog.getByRole('button', { name: buttonName(P('versions.save')) }).click();
      await page.getByText(P('versions.saved')).first().waitFor();
      await page.getByRole('row', { name: new RegExp(version.replace(/\./g, '\\.')) }).waitFor();

      // A guest reads all three, in Chinese and in English.
      for (const guestLang of ['zh', 'en'] as const) {
        const guest = await newContext(browser, { lang: guestLang, viewport: DESKTOP });
        const g = await guest.newPage();
        const guestErrors = trackPageErrors(g);
        try {
          await g.goto(`${baseURL}/aboutus`);
          const intro = guestLang === 'zh' ? `旅程导语 ${stamp}，欢迎来到` : `Journey intro ${stamp} for`;
          const text = await g.getByText(intro).textContent();
          expect(text).not.toContain('{fairName}');
          await g.goto(`${baseURL}/qa`);
          await g
            .getByText(guestLang === 'zh' ? `旅程问题 ${stamp}？` : `Journey question ${stamp}?`)
            .waitFor();
          await g.goto(`${baseURL}/versionLog`);
          await g.getByText(guestLang === 'zh' ? `旅程版本 ${stamp}` : `Journey release ${stamp}`).waitFor();
          // newest first: the journey's release, dated today, heads the log
          const first = await g.locator('.of-version h2').first().textContent();
          expect(first).toContain(version);
          expect(guestErrors).toEqual([]);
        } finally {
          await guest.close();
        }
      }

      // The organizer deletes the release (asked first) and restores both pages' built-in text.
      await page.getByRole('button', { name: `${P('delete')} ${version}` }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: buttonName(P('delete')) })
        .click();
      await page.getByText(P('versions.removed')).first().waitFor();
      for (const p of before.filter((b) => !b.edited)) {
        await page.goto(`${baseURL}/organizer/content/pages?page=${p.page}`);
        await page.getByText(P('status.edited'), { exact: true }).waitFor();
        await page.getByRole('button', { name: buttonName(P('restore')) }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: buttonName(P('restore')) })
          .click();
        await page.getByText(P('restored')).first().waitFor();
      }
      const about = await postApi<FixedPageContent>(baseURL, ContentPaths.fixedPage, {
        body: { page: 'about' },
      });
      expect(about.data.edited).toBe(before[0]!.edited);
      expect(errors).toEqual([]);
    } finally {
      for (const b of before) await putBack(token, b);
      await removeVersion(token, version);
      await context.close();
    }
  });
});
