import { LivePaths, OrganizerPaths, ResponseCode } from '@openfair/contract';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizerCallers } from '../../../test/factories/organizers';
import { enginesFor, useTestApp } from '../../../test/harness';
import { isForeignKeyViolation } from '../../db/errors';
import { LIVE_ACTIVITY_TYPE_FK, liveActivityTypes, lives } from '../../db/schema/index';

const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();

describe.each(enginesFor('sql'))('the organizer’s live activity types on %s', (engine) => {
  const t = useTestApp(engine);
  const organizerOfRole = organizerCallers(() => t.api, 'livetypes');

  const offered = async (lang: 'cn' | 'en' = 'cn') =>
    (await t.api.post(LivePaths.activityTypes, {}, { as: 'guest', lang })).data;

  it('starts a fair with four; owners and content editors add, rename, order, disable and delete unused ones', async () => {
    const editor = await organizerOfRole('contentEditor');
    const start = await t.api.post(LivePaths.activityTypeAdminList, {}, { as: editor });
    expect(start.code, start.msg).toBe(ResponseCode.Success);
    expect(start.data.map((r) => r.nameEn)).toEqual([
      'New product launch',
      'Factory tour',
      'Live Q&A',
      'Promotion',
    ]);

    const added = await t.api.post(
      LivePaths.activityTypeSave,
      { name: '品牌故事', nameEn: 'Brand story' },
      { as: editor },
    );
    expect(added.data).toMatchObject({ name: '品牌故事', disabled: false, lives: 0 });
    // both names are needed, within bounds
    expect(
      (await t.api.post(LivePaths.activityTypeSave, { name: '只有中文', nameEn: '' }, { as: editor })).code,
    ).toBe(ResponseCode.BadRequest);
    expect(
      (await t.api.post(LivePaths.activityTypeSave, { name: 'x'.repeat(21), nameEn: 'x' }, { as: editor }))
        .code,
    ).toBe(ResponseCode.BadRequest);
    const renamed = await t.api.post(
      LivePaths.activityTypeSave,
      { id: added.data.id, name: '品牌故事会', nameEn: 'Brand stories' },
      { as: 'organizer' },
    );
    expect(renamed.data).toMatchObject({ name: '品牌故事会', nameEn: 'Brand stories' });
    const moved = await t.api.post(
      LivePaths.activityTypeMove,
      { id: added.data.id, direction: 'up' },
      { as: editor },
    );
    expect(moved.data.map((r) => r.nameEn).slice(3)).toEqual(['Brand stories', 'Promotion']);
    expect((await offered('en')).map((r) => r.name).slice(3)).toEqual(['Brand stories', 'Promotion']);

    // A live uses it: it cannot be deleted, only disabled; the live keeps showing it.
    const live = await t.api.post(
      LivePaths.magAdd,
      { name: '品牌直播', startTime: inOneHour(), activityTypeId: added.data.id },
      { as: 'admin' },
    );
    expect(live.code, live.msg).toBe(ResponseCode.Success);
    const used = await t.api.post(
      LivePaths.activityTypeRemove,
      { id: added.data.id },
      { as: editor, lang: 'en' },
    );
    expect(used.code).toBe(ResponseCode.BadRequest);
    expect(used.msg).toContain('Lives use this activity type: it cannot be deleted, only disabled.');
    const disabled = await t.api.post(
      LivePaths.activityTypeDisable,
      { id: added.data.id, disabled: true },
      { as: editor },
    );
    expect(disabled.data).toMatchObject({ disabled: true, lives: 1 });
    expect((await offered()).map((r) => r.id)).not.toContain(added.data.id);
    // not offered for a new live...
    const refused = await t.api.post(
      LivePaths.magAdd,
      { name: '新直播', startTime: inOneHour(), activityTypeId: added.data.id },
      { as: 'admin', lang: 'en' },
    );
    expect(refused.code).toBe(ResponseCode.BadRequest);
    expect(refused.msg).toContain('This activity type is no longer offered');
    // ...but the live that has it keeps it, through its edits and in what visitors see
    const kept = await t.api.post(
      LivePaths.magUpdate,
      { ...live.data, cover: live.data.coverRef, scope: 0, employeeIds: [] },
      { as: 'admin' },
    );
    expect(kept.code, kept.msg).toBe(ResponseCode.Success);
    expect(kept.data.activityTypeId).toBe(added.data.id);
    await t.db.update(lives).set({ reviewStatus: 'approved' }).where(eq(lives.id, live.data.id));
    const detail = await t.api.post(
      LivePaths.queryDetail,
      { liveId: live.data.id },
      { as: 'visitor', lang: 'en' },
    );
    expect(detail.data.activityTypeName).toBe('Brand stories');

    // An unused type is deleted.
    const spare = await t.api.post(
      LivePaths.activityTypeSave,
      { name: '临时', nameEn: 'Spare' },
      { as: editor },
    );
    expect((await t.api.post(LivePaths.activityTypeRemove, { id: spare.data.id }, { as: editor })).code).toBe(
      ResponseCode.Success,
    );
    expect((await offered()).map((r) => r.id)).not.toContain(spare.data.id);

    const log = await t.api.post(OrganizerPaths.auditLog, { targetId: added.data.id }, { as: 'organizer' });
    expect(log.data.list.map((e) => e.action)).toEqual([
      'live.activityType.disable',
      'live.activityType.move',
      'live.activityType.update',
      'live.activityType.add',
    ]);
  });

  it('never leaves a live with a deleted type when the delete and the live’s save race', async () => {
    const editor = await organizerOfRole('contentEditor');
    for (let round = 0; round < 4; round++) {
      const type = await t.api.post(
        LivePaths.activityTypeSave,
        { name: `竞速${round}`, nameEn: `Race ${round}` },
        { as: editor },
      );
      const [saved, removed] = await Promise.all([
        t.api.post(
          LivePaths.magAdd,
          { name: `竞速直播${round}`, startTime: inOneHour(), activityTypeId: type.data.id },
          { as: 'admin', lang: 'en' },
        ),
        t.api.post(LivePaths.activityTypeRemove, { id: type.data.id }, { as: editor, lang: 'en' }),
      ]);
      // One of them wins; the loser says why.
      expect(
        saved.code === ResponseCode.Success && removed.code === ResponseCode.Success,
        `round ${round}`,
      ).toBe(false);
      if (saved.code !== ResponseCode.Success) expect(saved.msg).toMatch(/activity type/i);
      if (removed.code !== ResponseCode.Success)
        expect(removed.msg).toContain('Lives use this activity type');
    }
    // Underneath, the database itself refuses to delete a type a live holds.
    const [held] = await t.db
      .select({ id: lives.activityTypeId })
      .from(lives)
      .where(isNotNull(lives.activityTypeId))
      .limit(1);
    const error = await t.db
      .delete(liveActivityTypes)
      .where(eq(liveActivityTypes.id, held!.id!))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isForeignKeyViolation(error, LIVE_ACTIVITY_TYPE_FK)).toBe(true);
  });

  it('lets only owners and content editors manage activity types', async () => {
    const [first] = (await t.api.post(LivePaths.activityTypeAdminList, {}, { as: 'organizer' })).data;
    for (const role of ['reviewer', 'customerService'] as const) {
      const as = await organizerOfRole(role);
      expect((await t.api.post(LivePaths.activityTypeAdminList, {}, { as })).code, role).toBe(
        ResponseCode.Forbidden,
      );
      for (const [path, body] of [
        [LivePaths.activityTypeSave, { name: '越权', nameEn: 'Nope' }],
        [LivePaths.activityTypeMove, { id: first!.id, direction: 'down' }],
        [LivePaths.activityTypeDisable, { id: first!.id, disabled: true }],
        [LivePaths.activityTypeRemove, { id: first!.id }],
      ] as const)
        expect((await t.api.post(path, body, { as })).code, `${role} ${path}`).toBe(ResponseCode.Forbidden);
    }
    for (const other of ['visitor', 'admin', 'staff'] as const)
      expect((await t.api.post(LivePaths.activityTypeAdminList, {}, { as: other })).code, other).toBe(
        ResponseCode.Forbidden,
      );
    expect(
      (await t.api.post(LivePaths.activityTypeSave, { name: 'a', nameEn: 'a' }, { as: 'guest' })).code,
    ).toBe(ResponseCode.Unauthorized);
    const after = (await t.api.post(LivePaths.activityTypeAdminList, {}, { as: 'organizer' })).data;
    expect(after.find((r) => r.id === first!.id)).toMatchObject({ disabled: false, sort: first!.sort });
    expect(after.map((r) => r.name)).not.toContain('越权');
  });
});
