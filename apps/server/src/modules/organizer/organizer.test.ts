import {
  CatalogPaths,
  OrganizerPaths,
  type OrganizerRole,
  OrganizerRoles,
  organizerRolePermissions,
  ResponseCode,
} from '@openfair/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { logIn } from '../../../test/factories/accounts';
import { FAIR_A, FAIR_B, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';

describe.each(enginesFor('sql'))('organizer accounts, roles and the audit log on %s', (engine) => {
  const t = useTestApp(engine);
  /** One logged-in organizer per role (the fixture organizer is the fair's owner). */
  const callers = new Map<OrganizerRole, Caller>();
  const staffIds = new Map<OrganizerRole, string>();
  /** Added as a second owner; the fixture owner is removed, after which this one runs the fair. */
  let secondOwner: Caller = 'organizer';

  const add = (name: string, email: string, role: OrganizerRole, as: Caller = 'organizer') =>
    t.api.post(OrganizerPaths.staffUpdate, { name, email, role }, { as, lang: 'en' });

  async function organizerOfRole(role: OrganizerRole): Promise<Caller> {
    const known = callers.get(role);
    if (known) return known;
    const email = `${role.toLowerCase()}@fair.example`;
    const added = await add(`${role} person`, email, role);
    expect(added.code, added.msg).toBe(ResponseCode.Success);
    const login = await logIn(t.api, email, {
      subjectType: 'ORGANIZER',
      password: added.data.initialPassword!,
    });
    const caller = { token: login.token, subjectType: 'ORGANIZER' as const };
    callers.set(role, caller);
    staffIds.set(role, added.data.staff.id);
    return caller;
  }

  it('lets the owner add an organizer of each role, whose first login must change the password', async () => {
    for (const role of OrganizerRoles.filter((r) => r !== 'owner')) await organizerOfRole(role);
    const me = await t.api.post(OrganizerPaths.me, {}, { as: await organizerOfRole('reviewer') });
    expect(me.data).toMatchObject({ role: 'reviewer', permissions: ['review'] });
    const list = await t.api.post(OrganizerPaths.staffList, { pageSize: 10 }, { as: 'organizer' });
    expect(list.data.total).toBe(4);
    expect(list.data.list.filter((s) => s.self)).toHaveLength(1);
    const reviewers = await t.api.post(OrganizerPaths.staffList, { role: 'reviewer' }, { as: 'organizer' });
    expect(reviewers.data.list.map((s) => s.email)).toEqual(['reviewer@fair.example']);
  });

  it('enforces each role’s permissions on the server, as a matrix', async () => {
    for (const role of OrganizerRoles) {
      const caller = role === 'owner' ? 'organizer' : await organizerOfRole(role);
      const manages = organizerRolePermissions[role].includes('manageOrganizers');
      const reads = organizerRolePermissions[role].includes('readAuditLog');
      const list = await t.api.post(OrganizerPaths.staffList, {}, { as: caller, lang: 'en' });
      expect(list.code, `${role} lists organizers`).toBe(
        manages ? ResponseCode.Success : ResponseCode.Forbidden,
      );
      if (!manages) expect(list.msg).toContain('Your organizer role does not allow this.');
      const log = await t.api.post(OrganizerPaths.auditLog, {}, { as: caller });
      expect(log.code, `${role} reads the audit log`).toBe(
        reads ? ResponseCode.Success : ResponseCode.Forbidden,
      );
      const hides = organizerRolePermissions[role].includes('editContent');
      const hide = await t.api.post(
        CatalogPaths.hideSearchTrend,
        { keyword: 'x', hidden: true },
        { as: caller },
      );
      expect(hide.code, `${role} hides a search trend`).toBe(
        hides ? ResponseCode.Success : ResponseCode.Forbidden,
      );
      const added = await add('Someone', `someone-${role.toLowerCase()}@fair.example`, 'reviewer', caller);
      expect(added.code, `${role} adds an organizer`).toBe(
        manages ? ResponseCode.Success : ResponseCode.Forbidden,
      );
    }
    // No one else reaches the console at all.
    for (const other of ['visitor', 'admin', 'staff', 'guest'] as const)
      expect((await t.api.post(OrganizerPaths.me, {}, { as: other })).code).not.toBe(ResponseCode.Success);
  });

  it('keeps the last owner and one’s own account, refuses a taken email, and ends a changed role’s sessions', async () => {
    const owner = (await t.api.post(OrganizerPaths.staffList, { role: 'owner' }, { as: 'organizer' })).data
      .list[0]!;
    const self = await t.api.post(
      OrganizerPaths.staffUpdate,
      { id: owner.id, name: owner.name, role: 'reviewer' },
      { as: 'organizer', lang: 'en' },
    );
    expect(self.msg).toContain('You cannot change or remove your own organizer account.');
    expect((await add('Again', 'reviewer@fair.example', 'reviewer')).msg).toContain(
      'An account with this email already exists; please use another email.',
    );
    expect((await add('Bad', 'not-an-email', 'reviewer')).code).toBe(ResponseCode.BadRequest);

    // A second owner may not demote the first when it is the last one left... after the first goes.
    const second = await add('Second owner', 'second-owner@fair.example', 'owner');
    const secondLogin = await logIn(t.api, 'second-owner@fair.example', {
      subjectType: 'ORGANIZER',
      password: second.data.initialPassword!,
    });
    const secondCaller = { token: secondLogin.token, subjectType: 'ORGANIZER' as const };
    secondOwner = secondCaller;
    const removeFirst = await t.api.post(OrganizerPaths.staffRemove, { id: owner.id }, { as: secondCaller });
    expect(removeFirst.code).toBe(ResponseCode.Success);
    // The removed owner's session ended at once.
    expect((await t.api.post(OrganizerPaths.me, {}, { as: 'organizer' })).code).not.toBe(
      ResponseCode.Success,
    );
    // Now the second owner is the last: nobody can take that away, and they cannot do it themselves.
    const reviewerCaller = await organizerOfRole('reviewer');
    expect((await t.api.post(OrganizerPaths.me, {}, { as: reviewerCaller })).code).toBe(ResponseCode.Success);
    const demoteReviewer = await t.api.post(
      OrganizerPaths.staffUpdate,
      { id: staffIds.get('reviewer')!, name: 'Now an editor', role: 'contentEditor' },
      { as: secondCaller },
    );
    expect(demoteReviewer.data.staff.role).toBe('contentEditor');
    // A changed role signs the account out: it logs in again to get the new permissions.
    expect((await t.api.post(OrganizerPaths.me, {}, { as: reviewerCaller })).code).not.toBe(
      ResponseCode.Success,
    );
  });

  it('records who did what and when, before and after, and finds it by target, actor, words and time', async () => {
    const log = await t.api.post(OrganizerPaths.auditLog, { pageSize: 100 }, { as: secondOwner });
    expect(log.code).toBe(ResponseCode.Success);
    const actions = log.data.list.map((e) => e.action);
    expect(actions).toContain('organizer.add');
    expect(actions).toContain('organizer.update');
    expect(actions).toContain('organizer.remove');
    // Newest first.
    const times = log.data.list.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const change = log.data.list.find((e) => e.action === 'organizer.update')!;
    expect(change).toMatchObject({
      actorName: 'Second owner',
      targetType: 'organizer',
      before: { name: 'reviewer person', role: 'reviewer', email: 'reviewer@fair.example' },
      after: { name: 'Now an editor', role: 'contentEditor' },
    });
    const ofTarget = await t.api.post(
      OrganizerPaths.auditLog,
      { targetType: 'organizer', targetId: change.targetId },
      { as: secondOwner },
    );
    expect(ofTarget.data.list.map((e) => e.action).sort()).toEqual(['organizer.add', 'organizer.update']);
    const byWords = await t.api.post(OrganizerPaths.auditLog, { keyword: 'remove' }, { as: secondOwner });
    expect(byWords.data.total).toBe(1);
    const byActor = await t.api.post(
      OrganizerPaths.auditLog,
      { actorAccountId: change.actorAccountId },
      { as: secondOwner },
    );
    expect(byActor.data.list.every((e) => e.actorName === 'Second owner')).toBe(true);
    const future = await t.api.post(
      OrganizerPaths.auditLog,
      { from: new Date(Date.now() + 60_000).toISOString() },
      { as: secondOwner },
    );
    expect(future.data.total).toBe(0);
    const page2 = await t.api.post(OrganizerPaths.auditLog, { pageNum: 2, pageSize: 1 }, { as: secondOwner });
    expect(page2.data.list[0]?.id).toBe(log.data.list[1]?.id);
  });

  it('reads the audit log of a fair through its index, never by scanning every entry', async () => {
    // Enough entries in two fairs for the planner to choose as it would on a real fair.
    await t.db.execute(sql`
      INSERT INTO organizer_audit_log (id, exhibition_id, user_account_id, actor_name, action, target_type, target_id, created_at)
      SELECT md5(i::text), CASE WHEN i % 2 = 0 THEN ${FAIR_A} ELSE ${FAIR_B} END, ${ids.organizer}, 'seed', 'content.update',
             'content', i::text, now() - i * interval '1 minute'
      FROM generate_series(1, 20000) AS i`);
    await t.db.execute(sql`ANALYZE organizer_audit_log`);
    const client = (
      t.db as unknown as {
        $client: { query: (q: string, p?: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
      }
    ).$client;
    const plan = async (where: string, params: unknown[]) =>
      (
        await client.query(
          `EXPLAIN SELECT * FROM organizer_audit_log WHERE ${where} ORDER BY created_at DESC LIMIT 20`,
          params,
        )
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    const newest = await plan('exhibition_id = $1', [FAIR_A]);
    expect(newest).toMatch(/Index Scan Backward using organizer_audit_log_time_idx/);
    expect(newest).not.toMatch(/Seq Scan/);
    const ofTarget = await plan('exhibition_id = $1 AND target_type = $2 AND target_id = $3', [
      FAIR_A,
      'content',
      '42',
    ]);
    expect(ofTarget).toMatch(/organizer_audit_log_target_idx/);
    expect(ofTarget).not.toMatch(/Seq Scan/);
  });
});
