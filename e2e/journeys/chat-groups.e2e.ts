import { ChatPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, trackPageErrors } from '../support/browser';
import {
  callButton,
  callsReady,
  conversationItem,
  incoming,
  named,
  notes,
  overlay,
  peerStats,
  recordPeerConnections,
  sessionOf,
  until,
} from '../support/calls';
import { buttonName, t } from '../support/catalogue';
import { ACCOUNTS, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { clickUntilShown } from '../support/open-popup';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

const messages = (page: Page) => page.locator('.of-chat-messages');
const composer = (page: Page, lang: 'zh' | 'en') =>
  page.getByRole('textbox', { name: t(lang, 'chat:inputLabel') });

/**
 * A group chat of one company's staff: the demo exhibitor's administrator (Chinese) creates a group with
 * the two employees of the company, mentions the employee staff@ (English, on /chat), who sees the group
 * appear, the "[someone @ you]" mark and the highlighted mention in real time; the administrator calls
 * the group from its header, the employee's screen rings as a group call and the employee joins; the
 * employee leaves the group; the administrator sees the leave tip at once.
 */
test.describe('group chat of exhibitor staff', () => {
  // Its steps build on each other (the same people's open pages): a retry starts it again from the first.
  test.describe.configure({ mode: 'serial' });
  let browser: Browser;
  let admin: Page;
  let staff: Page;
  let staffName = '';
  const stamp = Date.now().toString(36);
  const groupName = `展位小组 ${stamp}`;
  const errors: string[] = [];
  /** the group's conversation id, from the creation's answer */
  let groupId = '';

  test.beforeAll(async () => {
    browser = await launchBrowser({ fakeMedia: true });
    const adminContext = await newContext(browser, { lang: 'zh', viewport: DESKTOP });
    const staffContext = await newContext(browser, { lang: 'en', viewport: DESKTOP });
    for (const context of [adminContext, staffContext]) await context.addInitScript(recordPeerConnections);
    admin = await adminContext.newPage();
    staff = await staffContext.newPage();
    errors.push(...trackPageErrors(admin), ...trackPageErrors(staff));
    await signIn(admin, baseURL, ACCOUNTS.admin);
    await signIn(staff, baseURL, ACCOUNTS.staff);
    staffName = (await sessionOf(staff)).info?.userInfo?.name ?? '';
    expect(staffName).not.toBe('');
  });
  const acceptToConnected: number[] = [];
  test.afterAll(async () => {
    if (acceptToConnected.length > 0)
      console.log(`group call: accept → connected (ms): ${acceptToConnected.join(', ')}`);
    await browser?.close();
  });

  test('the administrator creates a group of colleagues; it appears for the employee in real time', async () => {
    await staff.goto(`${baseURL}/chat`);
    await staff.getByRole('navigation', { name: t('en', 'chat:conversations') }).waitFor();
    await admin.goto(`${baseURL}/chat`);
    await admin.getByRole('button', { name: t('zh', 'chatGroups:new') }).click();
    const dialog = admin.getByRole('dialog', { name: t('zh', 'chatGroups:newTitle') });
    await dialog.waitFor();
    // Creating without a name or colleagues says what is missing.
    await dialog.getByRole('button', { name: buttonName(t('zh', 'chatGroups:create')) }).click();
    await dialog.getByText(t('zh', 'chatGroups:nameRequired')).waitFor();
    await dialog.getByLabel(t('zh', 'chatGroups:name')).fill(groupName);
    // The company's two employees, found by the search box too.
    await dialog.getByRole('searchbox', { name: t('zh', 'chatGroups:search') }).fill(staffName);
    await dialog.getByRole('checkbox', { name: staffName }).check();
    await dialog.getByRole('searchbox', { name: t('zh', 'chatGroups:search') }).fill('');
    // The employee is picked; one more colleague makes three (another journey may have hired more).
    expect(await dialog.getByRole('checkbox').count()).toBeGreaterThanOrEqual(2);
    await dialog.getByRole('checkbox', { checked: false }).first().check();
    const created = admin.waitForResponse((r) => r.url().includes(ChatPaths.groupCreate));
    await dialog.getByRole('button', { name: buttonName(t('zh', 'chatGroups:create')) }).click();
    groupId = ((await (await created).json()) as { data: { conversationID: string } }).data.conversationID;
    expect(groupId).toMatch(/^GROUP/);
    await dialog.waitFor({ state: 'hidden' });
    // The group opens for its creator, with its members in the header.
    await admin.locator('.of-chat-view-head').getByRole('heading', { name: groupName }).waitFor();
    await admin.getByRole('button', { name: t('zh', 'chatGroups:members', { count: '3' }) }).waitFor();
    await messages(admin).getByText(groupName).waitFor();
    // The employee's list shows it without a reload.
    await conversationItem(staff, groupId).waitFor();
  });

  test('a mention picked with @ reaches the employee, marked until read', async () => {
    const box = composer(admin, 'zh');
    await box.click();
    await box.pressSequentially('@');
    const picker = admin.getByRole('listbox', { name: t('zh', 'chat:group.mentionList') });
    await picker.waitFor();
    await box.pressSequentially(staffName);
    await picker.getByRole('option', { name: staffName, selected: true }).waitFor();
    await box.press('Enter');
    await picker.waitFor({ state: 'hidden' });
    expect(await box.inputValue()).toBe(`@${staffName} `);
    await box.pressSequentially(`请看展位布置 ${stamp}`);
    await box.press('Enter');
    await messages(admin).getByText(`请看展位布置 ${stamp}`).waitFor();

    const item = conversationItem(staff, groupId);
    await item.getByText(t('en', 'chat:group.atMe')).waitFor();
    await item.locator('.of-chat-item-main').click();
    const mention = messages(staff).locator('.of-chat-bubble.is-mention', {
      hasText: `请看展位布置 ${stamp}`,
    });
    await mention.getByText(t('en', 'chat:group.mentionedYou')).waitFor();
    // Read now: the list's mark is gone.
    expect(await item.getByText(t('en', 'chat:group.atMe')).count()).toBe(0);
  });

  test('a voice call from the group header rings its members online, and the employee joins', async () => {
    await Promise.all([callsReady(admin), callsReady(staff)]);
    await callButton(admin, 'zh', 'voice').click();
    // The employee's screen rings as a group call (the third colleague is not online: not rung).
    const ringing = incoming(staff, 'en');
    await ringing.getByText(t('en', 'calls:incomingAudio')).waitFor();
    await ringing.getByText(t('en', 'calls:groupWith', { names: '' }), { exact: false }).waitFor();
    const started = Date.now();
    await ringing.getByRole('button', { name: named(t('en', 'calls:accept')) }).click();
    for (const page of [staff, admin])
      await until(
        () => peerStats(page),
        (s) => s.connected === 1,
        20_000,
        'connected',
      );
    acceptToConnected.push(Date.now() - started);
    await overlay(admin).getByRole('timer').waitFor();
    await overlay(admin)
      .getByRole('button', { name: named(t('zh', 'calls:hangUp')) })
      .click();
    await overlay(staff).waitFor({ state: 'detached' });
    // The notes are in the group's conversation, in each reader's language.
    await notes(staff)
      .filter({ hasText: t('en', 'chat:call.groupEnded') })
      .last()
      .waitFor();
    await notes(admin)
      .filter({ hasText: t('zh', 'chat:call.groupEnded') })
      .last()
      .waitFor();
  });

  test('the employee leaves the group after confirming; the administrator sees it at once', async () => {
    await staff.getByRole('button', { name: t('en', 'chatGroups:members', { count: '3' }) }).click();
    const dialog = staff.getByRole('dialog', { name: t('en', 'chatGroups:membersOf', { name: groupName }) });
    await dialog.getByRole('button', { name: t('en', 'chatGroups:leave') }).waitFor();
    // Not the creator: no renaming or removing, only leaving.
    expect(await dialog.getByRole('button', { name: t('en', 'chatGroups:remove') }).count()).toBe(0);
    const confirm = staff.locator('.ant-popconfirm');
    await clickUntilShown(
      dialog.getByRole('button', { name: t('en', 'chatGroups:leave') }),
      confirm.getByText(t('en', 'chatGroups:leaveConfirm', { name: groupName })),
    );
    await confirm.getByRole('button', { name: t('en', 'chatGroups:leave') }).click();
    await staff.getByText(t('en', 'chatGroups:left')).waitFor();
    await conversationItem(staff, groupId).waitFor({ state: 'detached' });
    // The administrator's conversation says so, in Chinese, and the members are two.
    await messages(admin)
      .locator('.of-group-tip', { hasText: `${staffName} 退出了群聊` })
      .waitFor();
    await admin.getByRole('button', { name: t('zh', 'chatGroups:members', { count: '2' }) }).waitFor();
    expect(errors).toEqual([]);
  });
});
