import { CatalogPaths, OrganizerPaths, ResponseCode, SessionPaths, SystemPaths } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { logIn } from '../../../test/factories/accounts';
import { enginesFor, useTestApp } from '../../../test/harness';

describe.each(enginesFor('rules'))('the fair’s settings in the organizer console on %s', (engine) => {
  const t = useTestApp(engine);

  it('closes the platform to visitors with a notice in both languages, and opens it again', async () => {
    const fair = (await t.api.post(OrganizerPaths.fairGet, {}, { as: 'organizer' })).data;
    // (The fixture fair may start closed: what matters is what each save leaves.)
    const closed = await t.api.post(
      OrganizerPaths.fairUpdate,
      {
        ...fair,
        visitorOpen: false,
        visitorClosedNotice: '展会尚未开放，敬请期待',
        visitorClosedNoticeEn: 'The fair is not open yet.',
        touristProductLimit: 5,
        configSwitch: { ...fair.configSwitch, dockingMeeting: true },
      },
      { as: 'organizer' },
    );
    expect(closed.code, closed.msg).toBe(ResponseCode.Success);

    // What every visitor's client reads, in its language.
    const en = await t.api.post(SessionPaths.getConfigurationInformation, {}, { as: 'guest', lang: 'en' });
    expect(en.data).toMatchObject({
      visitorOpen: false,
      visitorClosedNotice: 'The fair is not open yet.',
      touristProductLimit: 5,
    });
    const zh = await t.api.post(SessionPaths.getConfigurationInformation, {}, { as: 'guest', lang: 'cn' });
    expect(zh.data.visitorClosedNotice).toBe('展会尚未开放，敬请期待');
    const switches = await t.api.post(SessionPaths.getConfigSwitch, {}, { as: 'visitor' });
    expect(switches.data.configSwitch.dockingMeeting).toBe(true);

    // A save that leaves the notices out keeps them for the next closing.
    const { visitorClosedNotice: _zh, visitorClosedNoticeEn: _en, ...withoutNotices } = closed.data;
    const reopened = await t.api.post(
      OrganizerPaths.fairUpdate,
      { ...withoutNotices, visitorOpen: true },
      { as: 'organizer' },
    );
    expect(reopened.data.visitorClosedNoticeEn).toBe('The fair is not open yet.');
    expect(reopened.data.visitorOpen).toBe(true);
    expect(
      (await t.api.post(SessionPaths.getConfigurationInformation, {}, { as: 'guest' })).data.visitorOpen,
    ).toBe(true);

    const log = await t.api.post(OrganizerPaths.auditLog, { targetType: 'exhibition' }, { as: 'organizer' });
    expect(log.data.list).toHaveLength(2);
    expect(log.data.list[0]).toMatchObject({
      action: 'exhibition.update',
      before: { visitorOpen: false },
      after: { visitorOpen: true },
    });
    expect(log.data.list[1]).toMatchObject({
      before: { visitorOpen: fair.visitorOpen, dockingMeeting: fair.configSwitch.dockingMeeting },
      after: { visitorOpen: false, dockingMeeting: true, touristProductLimit: 5 },
    });
  });

  it('refuses an end date before the start date in the request language, and other roles', async () => {
    const fair = (await t.api.post(OrganizerPaths.fairGet, {}, { as: 'organizer' })).data;
    const wrong = { ...fair, startDate: '2026-06-10', endDate: '2026-06-01' };
    expect(
      (await t.api.post(OrganizerPaths.fairUpdate, wrong, { as: 'organizer', lang: 'en' })).msg,
    ).toContain('The end date cannot be before the start date.');
    expect(
      (await t.api.post(OrganizerPaths.fairUpdate, wrong, { as: 'organizer', lang: 'cn' })).msg,
    ).toContain('结束日期不能早于开始日期');
    expect(
      (
        await t.api.post(
          OrganizerPaths.fairUpdate,
          { ...fair, touristProductLimit: 100_000 },
          { as: 'organizer' },
        )
      ).code,
    ).toBe(ResponseCode.BadRequest);

    const editor = await t.api.post(
      OrganizerPaths.staffUpdate,
      { name: 'Editor', email: 'editor@fair.example', role: 'contentEditor' },
      { as: 'organizer' },
    );
    const login = await logIn(t.api, 'editor@fair.example', {
      subjectType: 'ORGANIZER',
      password: editor.data.initialPassword!,
    });
    const asEditor = { token: login.token, subjectType: 'ORGANIZER' as const };
    expect((await t.api.post(OrganizerPaths.fairGet, {}, { as: asEditor })).code).toBe(
      ResponseCode.Forbidden,
    );
    // Hiding a search trend is content work: the editor may, and the audit log says who did it.
    const hidden = await t.api.post(
      CatalogPaths.hideSearchTrend,
      { keyword: '竞品', hidden: true },
      { as: asEditor },
    );
    expect(hidden.code, hidden.msg).toBe(ResponseCode.Success);
    const log = await t.api.post(OrganizerPaths.auditLog, { targetType: 'content' }, { as: 'organizer' });
    expect(log.data.list[0]).toMatchObject({
      action: 'searchTrend.hide',
      actorName: 'Editor',
      targetId: '竞品',
    });
    expect((await t.api.post(OrganizerPaths.fairUpdate, fair, { as: asEditor })).code).toBe(
      ResponseCode.Forbidden,
    );
    expect((await t.api.post(OrganizerPaths.fairUpdate, fair, { as: 'admin' })).code).not.toBe(
      ResponseCode.Success,
    );
  });

  it('switches the settings flags the client reads from /config.json, keeps them when a save leaves them out, and logs them', async () => {
    const features = async () =>
      (await t.app.inject({ method: 'GET', url: SystemPaths.runtimeConfig })).json<{
        features: Record<string, boolean>;
      }>().features;
    expect(await features()).toMatchObject({ noAction: false, noActor: false, noActor2: false });
    const fair = (await t.api.post(OrganizerPaths.fairGet, {}, { as: 'organizer' })).data;
    const closed = await t.api.post(
      OrganizerPaths.fairUpdate,
      { ...fair, settingsFlags: { ...fair.settingsFlags, noActor: true } },
      { as: 'organizer' },
    );
    expect(closed.code, closed.msg).toBe(ResponseCode.Success);
    expect(await features()).toMatchObject({ noAction: false, noActor: true, thirdPartyLogin: false });
    const { settingsFlags: _flags, ...withoutFlags } = closed.data;
    const kept = await t.api.post(OrganizerPaths.fairUpdate, withoutFlags, { as: 'organizer' });
    expect(kept.data.settingsFlags.noActor).toBe(true);
    const reopened = await t.api.post(
      OrganizerPaths.fairUpdate,
      { ...fair, settingsFlags: { ...fair.settingsFlags, noActor: false } },
      { as: 'organizer' },
    );
    expect(reopened.data.settingsFlags.noActor).toBe(false);
    expect((await features()).noActor).toBe(false);
    const log = await t.api.post(OrganizerPaths.auditLog, { targetType: 'exhibition' }, { as: 'organizer' });
    // Newest first: the oldest entry that switched it on.
    expect(log.data.list.filter((e) => e.after?.noActor === true).at(-1)).toMatchObject({
      before: { noActor: false },
    });
    // Only those who may configure the fair switch them.
    expect((await t.api.post(OrganizerPaths.fairUpdate, { ...fair }, { as: 'visitor' })).code).not.toBe(
      ResponseCode.Success,
    );
  });
});
