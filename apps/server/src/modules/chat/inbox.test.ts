import type { AddressInfo } from 'node:net';
import {
  type ChatAck,
  ChatEvents,
  type ChatMessage,
  ChatPaths,
  type Conversation,
  chatMessages as chatTexts,
  ExhibitorPaths,
  type InboxClaimedEvent,
  REALTIME_PATH,
  ResponseCode,
  SessionPaths,
} from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { createAccount, createExhibitionUser, logIn } from '../../../test/factories/accounts';
import { FAIR_A, ids, PASSWORD, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { exhibitorEmployees, exhibitors } from '../../db/schema/index';

const OTHER_COMPANY = 'exh-a2';
const OTHER_STAFF_EMAIL = 'other@exhibitor.test';
const NEW_HIRE_EMAIL = 'hire@exhibitor.test';

function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
let n = 0;
const clientId = () => `inbox-${Date.now()}-${++n}`;

/**
 * The exhibitor's shared inbox: a buyer writes to a company, every current employee sees the
 * conversation unclaimed in real time, one claims it (exactly one of two at once), and it goes on as a
 * one-to-one conversation between the buyer and the claimer.
 */
describe.each(enginesFor('rules'))('the exhibitor shared inbox (%s)', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      // Another company of the same fair with an employee of its own, and a third employee of company A
      // who is hired after the buyer wrote.
      await db
        .insert(exhibitors)
        .values({ id: OTHER_COMPANY, exhibitionId: FAIR_A, code: 'A2', name: '丙公司' });
      for (const [email, id] of [
        [OTHER_STAFF_EMAIL, 'acc-other-staff'],
        [NEW_HIRE_EMAIL, 'acc-new-hire'],
      ] as const) {
        await createAccount(db, { id, email, password: PASSWORD, name: id });
        await createExhibitionUser(db, {
          userAccountId: id,
          subjectType: 'ACTOR',
          completeVisitor: true,
          completeVisitorRegister: true,
          completeQuestionnaire: true,
          completeExhibitionRegistration: true,
        });
      }
      await db.insert(exhibitorEmployees).values({
        exhibitionId: FAIR_A,
        exhibitorId: OTHER_COMPANY,
        userAccountId: 'acc-other-staff',
        name: '丙员工',
      });
    }),
  });
  let base = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  const socketOf = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(base, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        auth: { token, exhibitionId: FAIR_A, languageType: 'en', appId: 'app-a' },
        reconnection: false,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  const send = (socket: Socket, conversationID: string, text: string) =>
    socket.timeout(5000).emitWithAck(ChatEvents.send, {
      clientMessageID: clientId(),
      conversationID,
      message: { type: 'text', payload: { text } },
    }) as Promise<ChatAck<ChatMessage>>;
  const listed = async (as: Caller, conversationID: string): Promise<Conversation | undefined> => {
    const list = await t.api.post(ChatPaths.conversationList, {}, { as, lang: 'en' });
    expect(list.code, list.msg).toBe(ResponseCode.Success);
    return list.data.list.find((c) => c.conversationID === conversationID);
  };
  const otherStaff = async (): Promise<Caller> => ({
    token: (await logIn(t.api, OTHER_STAFF_EMAIL, { subjectType: 'ACTOR' })).token,
    subjectType: 'ACTOR',
  });

  it('shows the buyer one company conversation and every current employee it unclaimed, in real time', async () => {
    const opened = await t.api.post(
      ChatPaths.conversationOpenCompany,
      { exhibitorId: ids.exhibitorA },
      { as: 'visitor', lang: 'en' },
    );
    expect(opened.code, opened.msg).toBe(ResponseCode.Success);
    const id = opened.data.conversationID;
    expect(id).toMatch(/^INBOX/);
    expect(opened.data.userProfile?.nick).toBe('A Company');
    expect(opened.data.inbox).toEqual({
      exhibitorId: ids.exhibitorA,
      viewer: 'visitor',
      claimed: false,
      claimer: null,
    });
    // opening again finds the same conversation
    const again = await t.api.post(
      ChatPaths.conversationOpenCompany,
      { exhibitorId: ids.exhibitorA },
      { as: 'visitor' },
    );
    expect(again.data.conversationID).toBe(id);
    // nothing written yet: not in the staff's lists
    expect(await listed('staff', id)).toBeUndefined();

    const [admin, staff, visitor] = await Promise.all([
      socketOf(await t.api.tokenOf('admin')),
      socketOf(await t.api.tokenOf('staff')),
      socketOf(await t.api.tokenOf('visitor')),
    ]);
    const toAdmin = collect<ChatMessage>(admin, ChatEvents.message);
    const toStaff = collect<ChatMessage>(staff, ChatEvents.message);
    const sent = await send(visitor, id, 'Do you ship to Europe?');
    expect(sent.ok).toBe(true);
    await until(() => toAdmin.length === 1 && toStaff.length === 1);
    expect(toAdmin[0]).toMatchObject({ conversationID: id, flow: 'in' });

    for (const role of ['admin', 'staff'] as const) {
      const row = await listed(role, id);
      expect(row?.inbox).toMatchObject({ viewer: 'staff', claimed: false, claimer: null });
      expect(row?.userProfile?.userID).toBe(ids.visitor);
      expect(row?.unreadCount).toBe(1);
      const history = await t.api.post(ChatPaths.messageList, { conversationID: id }, { as: role });
      expect(history.data.messageList.map((m) => m.payload)).toEqual([{ text: 'Do you ship to Europe?' }]);
    }
    // staff cannot reply before claiming
    const early = await send(staff, id, 'yes');
    expect(early).toMatchObject({ ok: false, code: ResponseCode.Forbidden, msg: chatTexts.claimFirst.en });

    // another company's employee, another buyer and customer service neither see nor read nor claim it
    const other = await otherStaff();
    expect(await listed(other, id)).toBeUndefined();
    for (const as of [other, 'newVisitor', 'organizer'] as const) {
      const history = await t.api.post(ChatPaths.messageList, { conversationID: id }, { as });
      expect(history.code).toBe(ResponseCode.NotFound);
    }
    const foreignClaim = await t.api.post(ChatPaths.conversationClaim, { conversationID: id }, { as: other });
    expect(foreignClaim.code).toBe(ResponseCode.NotFound);
    // a buyer cannot claim, not even their own
    const buyerClaim = await t.api.post(
      ChatPaths.conversationClaim,
      { conversationID: id },
      { as: 'visitor' },
    );
    expect(buyerClaim.code).not.toBe(ResponseCode.Success);

    // someone hired after the buyer wrote sees it once they list their conversations
    await t.db.insert(exhibitorEmployees).values({
      exhibitionId: FAIR_A,
      exhibitorId: ids.exhibitorA,
      userAccountId: 'acc-new-hire',
      name: '新员工',
    });
    const hire: Caller = {
      token: (await logIn(t.api, NEW_HIRE_EMAIL, { subjectType: 'ACTOR' })).token,
      subjectType: 'ACTOR',
    };
    expect((await listed(hire, id))?.inbox?.claimed).toBe(false);

    // of two claims at once exactly one wins; the other is told a colleague has it, in its language
    const claimsSeen = collect<InboxClaimedEvent>(visitor, ChatEvents.claimed);
    const adminClaims = collect<InboxClaimedEvent>(admin, ChatEvents.claimed);
    const [byStaff, byAdmin] = await Promise.all([
      t.api.post(ChatPaths.conversationClaim, { conversationID: id }, { as: 'staff', lang: 'en' }),
      t.api.post(ChatPaths.conversationClaim, { conversationID: id }, { as: 'admin', lang: 'cn' }),
    ]);
    const results = [byStaff, byAdmin];
    expect(results.filter((r) => r.code === ResponseCode.Success)).toHaveLength(1);
    const loser = results.find((r) => r.code !== ResponseCode.Success);
    expect(loser?.code).toBe(ResponseCode.Forbidden);
    const winnerRole = byStaff.code === ResponseCode.Success ? 'staff' : 'admin';
    const loserRole = winnerRole === 'staff' ? 'admin' : 'staff';
    expect(loser?.msg).toContain(
      loserRole === 'staff' ? chatTexts.claimedByOther.en : chatTexts.claimedByOther.zh,
    );
    const winner = winnerRole === 'staff' ? byStaff : byAdmin;
    expect(winner.data.inbox).toMatchObject({ viewer: 'staff', claimed: true });
    expect(winner.data.inbox?.claimer?.userID).toBe(ids[winnerRole]);

    // told at once: the buyer (and the staff who had it) learn who claimed it
    await until(() => claimsSeen.length === 1 && adminClaims.length === 1);
    expect(claimsSeen[0]).toMatchObject({ conversationID: id, claimer: { userID: ids[winnerRole] } });

    // the loser and the late hire lose it; the claimer keeps it; claiming again is no change
    expect(await listed(loserRole, id)).toBeUndefined();
    expect(await listed(hire, id)).toBeUndefined();
    const loserHistory = await t.api.post(ChatPaths.messageList, { conversationID: id }, { as: loserRole });
    expect(loserHistory.code).toBe(ResponseCode.NotFound);
    expect((await listed(winnerRole, id))?.inbox?.claimed).toBe(true);
    const reclaim = await t.api.post(ChatPaths.conversationClaim, { conversationID: id }, { as: winnerRole });
    expect(reclaim.code, reclaim.msg).toBe(ResponseCode.Success);

    // the buyer sees the claimer's name from now on, in the same conversation
    const buyerRow = await listed('visitor', id);
    expect(buyerRow?.userProfile?.userID).toBe(ids[winnerRole]);
    expect(buyerRow?.inbox).toMatchObject({ viewer: 'visitor', claimed: true });

    // the claimer replies and the buyer receives it; the loser cannot write in it
    const toVisitor = collect<ChatMessage>(visitor, ChatEvents.message);
    const winnerSocket = winnerRole === 'staff' ? staff : admin;
    const loserSocket = winnerRole === 'staff' ? admin : staff;
    expect((await send(winnerSocket, id, 'Yes, we do.')).ok).toBe(true);
    await until(() => toVisitor.length === 1);
    expect(toVisitor[0]).toMatchObject({ conversationID: id, from: ids[winnerRole], flow: 'in' });
    expect((await send(loserSocket, id, 'me too')).ok).toBe(false);

    // first-response time: from the buyer's first message to the claimer's reply, for the claimer only
    const times = await t.api.post(ChatPaths.responseTimes, { days: 7 }, { as: 'admin' });
    expect(times.code, times.msg).toBe(ResponseCode.Success);
    const rowOf = (who: string) => times.data.rows.find((r) => r.userAccountId === who);
    expect(rowOf(ids[winnerRole])).toMatchObject({ answered: 1, unanswered: 0 });
    expect(rowOf(ids[loserRole])).toMatchObject({ answered: 0, unanswered: 0 });
  });

  it('hands a claimed conversation to a colleague, or back to the shared inbox, by its holder only', async () => {
    const opened = await t.api.post(
      ChatPaths.conversationOpenCompany,
      { exhibitorId: ids.exhibitorA },
      { as: 'visitor' },
    );
    const id = opened.data.conversationID;
    // whoever won the claim above holds it
    const holder = (await listed('admin', id)) ? 'admin' : 'staff';
    const colleague = holder === 'admin' ? 'staff' : 'admin';
    const [visitor, holderSocket, colleagueSocket] = await Promise.all([
      socketOf(await t.api.tokenOf('visitor')),
      socketOf(await t.api.tokenOf(holder)),
      socketOf(await t.api.tokenOf(colleague)),
    ]);
    const buyerHears = collect<InboxClaimedEvent>(visitor, ChatEvents.claimed);
    const colleagueHears = collect<InboxClaimedEvent>(colleagueSocket, ChatEvents.claimed);
    const handOver = (as: Caller, toUserID?: string, lang: 'en' | 'cn' = 'en') =>
      t.api.post(ChatPaths.conversationHandOver, { conversationID: id, toUserID }, { as, lang });

    // only the holder may, and only to a current colleague
    const notMine = await handOver(colleague, ids[holder]);
    expect(notMine).toMatchObject({ code: ResponseCode.Forbidden });
    expect(notMine.msg).toContain(chatTexts.handOverNotAllowed.en);
    for (const to of [ids[holder], ids.visitor, 'acc-other-staff', 'nobody'])
      expect((await handOver(holder, to)).code).toBe(ResponseCode.BadRequest);
    expect((await handOver('visitor')).code).not.toBe(ResponseCode.Success);
    expect((await handOver(await otherStaff())).code).toBe(ResponseCode.NotFound);

    // to a colleague: they hold it now, the buyer sees their name, the old holder loses it
    const given = await handOver(holder, ids[colleague]);
    expect(given.code, given.msg).toBe(ResponseCode.Success);
    await until(() => buyerHears.length === 1 && colleagueHears.length === 1);
    expect(buyerHears[0]).toMatchObject({ conversationID: id, claimer: { userID: ids[colleague] } });
    expect(await listed(holder, id)).toBeUndefined();
    expect((await listed(colleague, id))?.inbox?.claimer?.userID).toBe(ids[colleague]);
    expect((await listed('visitor', id))?.userProfile?.userID).toBe(ids[colleague]);
    expect((await send(colleagueSocket, id, 'I will take it from here.')).ok).toBe(true);
    expect((await send(holderSocket, id, 'me too')).ok).toBe(false);
    const history = await t.api.post(ChatPaths.messageList, { conversationID: id }, { as: colleague });
    expect(history.data.messageList.length).toBeGreaterThanOrEqual(3);

    // back to the shared inbox: every current employee has it unclaimed again, nobody may reply until
    // one claims it, and the buyer sees the company again
    const returned = await handOver(colleague);
    expect(returned.code, returned.msg).toBe(ResponseCode.Success);
    await until(() => buyerHears.length === 2);
    expect(buyerHears[1]).toMatchObject({ conversationID: id, claimer: null });
    for (const role of ['admin', 'staff'] as const)
      expect((await listed(role, id))?.inbox).toMatchObject({ claimed: false, claimer: null });
    expect((await listed('visitor', id))?.userProfile?.nick).toBe('A Company');
    expect(await send(colleagueSocket, id, 'still me?')).toMatchObject({
      ok: false,
      code: ResponseCode.Forbidden,
    });
    expect((await handOver(colleague)).code).toBe(ResponseCode.Forbidden);
    const reclaimed = await t.api.post(ChatPaths.conversationClaim, { conversationID: id }, { as: holder });
    expect(reclaimed.code, reclaimed.msg).toBe(ResponseCode.Success);

    // two hand-overs of one conversation at once: one passes, the other finds it no longer theirs
    const both = await Promise.all([handOver(holder), handOver(holder, ids[colleague])]);
    expect(both.filter((r) => r.code === ResponseCode.Success)).toHaveLength(1);
    expect(both.filter((r) => r.code === ResponseCode.Forbidden)).toHaveLength(1);
  });

  it('keeps resigned staff out, and refuses a company with nobody to answer', async () => {
    const opened = await t.api.post(
      ChatPaths.conversationOpenCompany,
      { exhibitorId: ids.exhibitorA },
      { as: 'newVisitor' },
    );
    expect(opened.code, opened.msg).toBe(ResponseCode.Success);
    const id = opened.data.conversationID;
    const visitor = await socketOf(await t.api.tokenOf('newVisitor'));
    expect((await send(visitor, id, 'hello')).ok).toBe(true);
    expect((await listed('staff', id))?.inbox?.claimed).toBe(false);

    const [employee] = await t.db
      .select({ id: exhibitorEmployees.id })
      .from(exhibitorEmployees)
      .where(
        and(eq(exhibitorEmployees.userAccountId, ids.staff), eq(exhibitorEmployees.exhibitionId, FAIR_A)),
      );
    const resignation = await t.api.post(
      ExhibitorPaths.employeeResigned,
      { id: employee!.id },
      { as: 'admin' },
    );
    expect(resignation.code, resignation.msg).toBe(ResponseCode.Success);
    const again = await t.api.post(
      SessionPaths.webLogon,
      { account: 'staff@exhibitor.test', password: PASSWORD, loginSubjectType: 'ACTOR' },
      { fair: FAIR_A },
    );
    // a resigned employee logs in as staff no more, and the session held before reads nothing of it
    expect(again.code).not.toBe(ResponseCode.Success);
    const resigned: Caller = 'staff';
    const oldList = await t.api.post(ChatPaths.conversationList, {}, { as: resigned });
    if (oldList.code === ResponseCode.Success)
      expect(oldList.data.list.some((c) => c.conversationID === id)).toBe(false);
    const read = await t.api.post(ChatPaths.messageList, { conversationID: id }, { as: resigned });
    expect(read.code).not.toBe(ResponseCode.Success);
    const claim = await t.api.post(ChatPaths.conversationClaim, { conversationID: id }, { as: resigned });
    expect(claim.code).not.toBe(ResponseCode.Success);
    // the administrator still can
    const byAdmin = await t.api.post(ChatPaths.conversationClaim, { conversationID: id }, { as: 'admin' });
    expect(byAdmin.code, byAdmin.msg).toBe(ResponseCode.Success);

    // staff cannot open a company conversation, nor can anyone with a company of another fair
    const fromStaff = await t.api.post(
      ChatPaths.conversationOpenCompany,
      { exhibitorId: ids.exhibitorA },
      { as: 'admin' },
    );
    expect(fromStaff.code).toBe(ResponseCode.Forbidden);
    const otherFair = await t.api.post(
      ChatPaths.conversationOpenCompany,
      { exhibitorId: ids.exhibitorB },
      { as: 'visitor' },
    );
    expect(otherFair.code).toBe(ResponseCode.NotFound);
    // a company nobody works for (its only employee resigned) has no inbox to write to
    await t.db
      .update(exhibitorEmployees)
      .set({ resigned: true })
      .where(eq(exhibitorEmployees.exhibitorId, OTHER_COMPANY));
    const nobody = await t.api.post(
      ChatPaths.conversationOpenCompany,
      { exhibitorId: OTHER_COMPANY },
      { as: 'visitor', lang: 'en' },
    );
    expect(nobody.code).toBe(ResponseCode.NotFound);
    expect(nobody.msg).toContain(chatTexts.companyUnavailable.en);
  });
});
