import type { AddressInfo } from 'node:net';
import {
  CallEvents,
  type CallIncomingEvent,
  type CallJoined,
  type CallUpdateEvent,
  type ChatAck,
  ChatEvents,
  type ChatMessage,
  ChatPaths,
  GROUP_MEMBERS_MAX,
  type GroupTipPayload,
  REALTIME_PATH,
  ResponseCode,
} from '@openfair/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_A, ids, withFixtures } from '../../test/fixtures';
import { enginesFor, useTestApp } from '../../test/harness';
import type { Db } from '../db/client';
import { exhibitionUsers, exhibitorEmployees, exhibitors, userAccounts } from '../db/schema/index';

const more = {
  staff2: 'acc-staff-2',
  resigned: 'acc-resigned',
  otherCompany: 'acc-other-co',
  exhibitorA2: 'exh-a2',
};

/** The fixtures, plus a third colleague, a resigned one and an employee of another company of fair A. */
const seed = withFixtures(async (db: Db) => {
  await db
    .insert(exhibitors)
    .values({ id: more.exhibitorA2, exhibitionId: FAIR_A, code: 'A2CODE', name: '丙公司' });
  await db
    .insert(userAccounts)
    .values(
      [more.staff2, more.resigned, more.otherCompany].map((id) => ({ id, email: `${id}@example.test` })),
    );
  await db.insert(exhibitionUsers).values(
    [more.staff2, more.resigned, more.otherCompany].map((id) => ({
      id: `eu-${id}`,
      exhibitionId: FAIR_A,
      userAccountId: id,
      subjectType: 'ACTOR' as const,
    })),
  );
  await db.insert(exhibitorEmployees).values([
    {
      exhibitionId: FAIR_A,
      exhibitorId: ids.exhibitorA,
      userAccountId: more.staff2,
      name: '员工乙',
      nameEn: 'Bea',
    },
    {
      exhibitionId: FAIR_A,
      exhibitorId: ids.exhibitorA,
      userAccountId: more.resigned,
      name: '离职者',
      resigned: true,
    },
    { exhibitionId: FAIR_A, exhibitorId: more.exhibitorA2, userAccountId: more.otherCompany, name: '外人' },
  ]);
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
let n = 0;
const clientId = () => `group-${Date.now()}-${++n}`;

/**
 * Group chats of exhibitor staff: who may create and manage them, their limits, the tips every member
 * hears in real time, mentions, and that a removed member neither sends nor receives any more.
 */
describe.each(enginesFor('rules'))('group chats (%s)', (engine) => {
  const t = useTestApp(engine, { seed });
  let base = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  const socketOf = async (role: 'staff' | 'admin', languageType: 'en' | 'cn' = 'en') => {
    const token = await t.api.tokenOf(role);
    return new Promise<Socket>((resolve, reject) => {
      const socket = connect(base, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        auth: { token, exhibitionId: FAIR_A, languageType, appId: 'app-a' },
        reconnection: false,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  const collect = (socket: Socket) => {
    const seen: ChatMessage[] = [];
    socket.on(ChatEvents.message, (m: ChatMessage) => seen.push(m));
    return seen;
  };
  const send = (socket: Socket, conversationID: string, text: string, atUserList?: string[]) =>
    socket.timeout(5000).emitWithAck(ChatEvents.send, {
      clientMessageID: clientId(),
      conversationID,
      message: { type: 'text', payload: { text, ...(atUserList ? { atUserList } : {}) } },
    }) as Promise<ChatAck<ChatMessage>>;
  const create = (memberIDs: string[], name = ' Stand team ', as: 'admin' | 'staff' = 'admin') =>
    t.api.post(ChatPaths.groupCreate, { name, memberIDs }, { as });

  it('offers my current colleagues only, and only to exhibitor staff', async () => {
    const mine = await t.api.post(ChatPaths.groupColleagues, {}, { as: 'admin' });
    expect(mine.code).toBe(ResponseCode.Success);
    expect(mine.data?.list.map((p) => p.userID).sort()).toEqual([ids.staff, more.staff2].sort());
    for (const as of ['visitor', 'organizer'] as const)
      expect((await t.api.post(ChatPaths.groupColleagues, {}, { as })).code).not.toBe(ResponseCode.Success);
    expect((await t.api.post(ChatPaths.groupColleagues, {}, { as: 'guest' })).code).not.toBe(
      ResponseCode.Success,
    );
  });

  it('refuses strangers, resigned staff, duplicates, too few or too many, and bad names', async () => {
    const refused = async (memberIDs: string[], name = 'Team') => {
      const reply = await create(memberIDs, name);
      expect(reply.code, JSON.stringify(memberIDs) + name).not.toBe(ResponseCode.Success);
      return reply;
    };
    expect((await refused([ids.staff, more.otherCompany])).code).toBe(ResponseCode.Forbidden);
    expect((await refused([ids.staff, more.resigned])).code).toBe(ResponseCode.Forbidden);
    expect((await refused([ids.staff, ids.visitor])).code).toBe(ResponseCode.Forbidden);
    expect((await refused([ids.staff, 'acc-nobody'])).code).toBe(ResponseCode.Forbidden);
    await refused([ids.staff, ids.staff]);
    await refused([ids.staff, ids.admin]);
    await refused([ids.staff]);
    await refused(Array.from({ length: GROUP_MEMBERS_MAX }, (_, i) => `acc-x${i}`));
    await refused([ids.staff, more.staff2], '   ');
    await refused([ids.staff, more.staff2], 'x'.repeat(31));
    // buyers and organizers create none
    for (const as of ['visitor', 'organizer'] as const)
      expect(
        (await t.api.post(ChatPaths.groupCreate, { name: 'x', memberIDs: [ids.staff, more.staff2] }, { as }))
          .code,
      ).not.toBe(ResponseCode.Success);
  });

  it('creates a group that every member hears of at once, and delivers to members only', async () => {
    const staff = await socketOf('staff', 'cn');
    const heard = collect(staff);
    const reply = await create([ids.staff, more.staff2]);
    expect(reply.code).toBe(ResponseCode.Success);
    const group = reply.data!;
    expect(group.type).toBe('GROUP');
    expect(group.groupProfile?.name).toBe('Stand team');
    await pause(200);
    const tip = heard.find((m) => m.conversationID === group.conversationID);
    expect(tip?.type).toBe('groupTip');
    expect((tip?.payload as GroupTipPayload | undefined)?.text).toBe('管理员甲 创建了群聊“Stand team”');
    // it is in the members' lists, not in anyone else's
    const list = await t.api.post(ChatPaths.conversationList, { pageNum: 1, pageSize: 50 }, { as: 'staff' });
    const listed = list.data?.list.find((c) => c.conversationID === group.conversationID);
    expect(listed).toBeDefined();
    // the creation tip is shown, but it is no message to answer: no unread badge
    expect(listed?.unreadCount).toBe(0);
    const info = await t.api.post(
      ChatPaths.groupInfo,
      { groupID: group.groupProfile!.groupID },
      { as: 'staff' },
    );
    expect(info.data?.ownerID).toBe(ids.admin);
    expect(info.data?.members.map((m) => m.userID)).toEqual([ids.admin, ids.staff, more.staff2]);
    expect(
      (await t.api.post(ChatPaths.groupInfo, { groupID: group.groupProfile!.groupID }, { as: 'visitor' }))
        .code,
    ).not.toBe(ResponseCode.Success);
  });

  it('lets only the creator manage; a member leaves; a removed member neither sends nor receives', async () => {
    const admin = await socketOf('admin');
    const staff = await socketOf('staff');
    const staffHeard = collect(staff);
    const group = (await create([ids.staff, more.staff2], 'Ops')).data!;
    const groupID = group.groupProfile!.groupID;
    const cid = group.conversationID;
    // a member is no manager
    for (const [path, body] of [
      [ChatPaths.groupRename, { groupID, name: 'Mine' }],
      [ChatPaths.groupRemoveMember, { groupID, userID: more.staff2 }],
      [ChatPaths.groupAddMembers, { groupID, memberIDs: [more.staff2] }],
    ] as const)
      expect((await t.api.post(path, body as never, { as: 'staff' })).code).toBe(ResponseCode.Forbidden);
    // the creator renames; adding someone already in or a stranger is refused
    const renamed = await t.api.post(ChatPaths.groupRename, { groupID, name: '  Ops 2 ' }, { as: 'admin' });
    expect(renamed.data?.name).toBe('Ops 2');
    expect(
      (await t.api.post(ChatPaths.groupAddMembers, { groupID, memberIDs: [ids.staff] }, { as: 'admin' }))
        .code,
    ).not.toBe(ResponseCode.Success);
    expect(
      (
        await t.api.post(
          ChatPaths.groupAddMembers,
          { groupID, memberIDs: [more.otherCompany] },
          { as: 'admin' },
        )
      ).code,
    ).toBe(ResponseCode.Forbidden);

    // a message reaches the members
    expect((await send(admin, cid, 'hello team')).ok).toBe(true);
    await pause(150);
    expect(
      staffHeard.some(
        (m) => m.conversationID === cid && (m.payload as { text?: string }).text === 'hello team',
      ),
    ).toBe(true);

    // removed: told so, then hears nothing more and cannot send
    const removed = await t.api.post(
      ChatPaths.groupRemoveMember,
      { groupID, userID: ids.staff },
      { as: 'admin' },
    );
    expect(removed.data?.members.map((m) => m.userID)).toEqual([ids.admin, more.staff2]);
    await pause(150);
    const removalTip = staffHeard.find(
      (m) => m.type === 'groupTip' && (m.payload as GroupTipPayload).operationType === 'remove',
    );
    expect((removalTip?.payload as GroupTipPayload | undefined)?.text).toBe('管理员甲 removed 员工甲');
    const before = staffHeard.length;
    expect((await send(admin, cid, 'after removal')).ok).toBe(true);
    await pause(150);
    expect(staffHeard.length).toBe(before);
    const refused = await send(staff, cid, 'let me in');
    expect(refused.ok).toBe(false);
    expect(
      (await t.api.post(ChatPaths.messageList, { conversationID: cid, count: 15 }, { as: 'staff' })).code,
    ).not.toBe(ResponseCode.Success);

    // the creator adds them back (they see what comes from now on), then they leave
    const added = await t.api.post(
      ChatPaths.groupAddMembers,
      { groupID, memberIDs: [ids.staff] },
      { as: 'admin' },
    );
    expect(added.data?.members).toHaveLength(3);
    const history = await t.api.post(
      ChatPaths.messageList,
      { conversationID: cid, count: 15 },
      { as: 'staff' },
    );
    expect(history.data?.messageList.map((m) => m.type)).toEqual(['groupTip']);
    expect((await t.api.post(ChatPaths.groupLeave, { groupID }, { as: 'staff' })).code).toBe(
      ResponseCode.Success,
    );
    const info = await t.api.post(ChatPaths.groupInfo, { groupID }, { as: 'admin' });
    expect(info.data?.members.map((m) => m.userID)).toEqual([ids.admin, more.staff2]);
    const adminList = await t.api.post(
      ChatPaths.messageList,
      { conversationID: cid, count: 15 },
      { as: 'admin' },
    );
    expect(adminList.data?.messageList.at(-1)?.payload).toMatchObject({
      operationType: 'leave',
      text: expect.stringContaining('退出了群聊'),
    });
  });

  it('carries mentions of members only, and shows "@ me" in my list until I read', async () => {
    const admin = await socketOf('admin');
    const staff = await socketOf('staff');
    const heard = collect(staff);
    const group = (await create([ids.staff, more.staff2], 'Mentions')).data!;
    const cid = group.conversationID;
    expect((await send(admin, cid, '@员工甲 look', [ids.visitor])).ok).toBe(false);
    expect((await send(admin, cid, '@管理员甲 me', [ids.admin])).ok).toBe(false);
    expect((await send(admin, `C2C${ids.staff}`, '@员工甲 hi', [ids.staff])).ok).toBe(false);
    const sent = await send(admin, cid, '@员工甲 look', [ids.staff]);
    expect(sent.ok).toBe(true);
    await pause(150);
    const got = heard.find((m) => m.conversationID === cid && m.type === 'text');
    expect(got?.payload).toEqual({ text: '@员工甲 look', atUserList: [ids.staff] });
    const row = async (as: 'staff' | 'admin') =>
      (await t.api.post(ChatPaths.conversationList, { pageNum: 1, pageSize: 50 }, { as })).data?.list.find(
        (c) => c.conversationID === cid,
      );
    expect((await row('staff'))?.atMe).toBe(true);
    expect((await row('admin'))?.atMe).toBe(false);
    const read = (await staff
      .timeout(5000)
      .emitWithAck(ChatEvents.read, { conversationID: cid })) as ChatAck<null>;
    expect(read.ok).toBe(true);
    expect((await row('staff'))?.atMe).toBe(false);
  });

  it('calls a group from its conversation: its members only, the notes in the group', async () => {
    const admin = await socketOf('admin');
    const staff = await socketOf('staff');
    const heard = collect(staff);
    const group = (await create([ids.staff, more.staff2], 'Call us')).data!;
    const groupID = group.groupProfile!.groupID;
    const cid = group.conversationID;
    const invite = (socket: Socket, userIDs: string[]) =>
      socket.timeout(5000).emitWithAck(CallEvents.invite, { userIDs, callType: 'audio', groupID }) as Promise<
        ChatAck<CallJoined>
      >;
    const notes = () =>
      heard
        .filter((m) => m.conversationID === cid && m.type === 'custom')
        .map((m) => JSON.parse((m.payload as { data: string }).data).action as string);

    // Only the group's members may be called from it, and only into a group of this fair.
    const stranger = await invite(admin, [ids.staff, ids.visitor]);
    expect(stranger).toMatchObject({ ok: false, code: ResponseCode.Forbidden });
    expect(!stranger.ok && stranger.msg).toBe('Only members of this group can be called from it');
    const nowhere = (await admin.timeout(5000).emitWithAck(CallEvents.invite, {
      userIDs: [ids.staff],
      callType: 'audio',
      groupID: 'no-such-group',
    })) as ChatAck<null>;
    expect(nowhere).toMatchObject({ ok: false, code: ResponseCode.Forbidden });

    // The invitation rings the member and is a note in the group, as is the end.
    const ringing = new Promise<CallIncomingEvent>((resolve) => staff.once(CallEvents.incoming, resolve));
    const dialled = await invite(admin, [ids.staff]);
    expect(dialled.ok).toBe(true);
    const incoming = await ringing;
    expect(incoming.isGroup).toBe(true);
    expect(incoming.sponsor.userID).toBe(ids.admin);
    const accepted = (await staff
      .timeout(5000)
      .emitWithAck(CallEvents.accept, { callId: incoming.callId })) as ChatAck<CallJoined>;
    expect(accepted.ok).toBe(true);
    const ended = new Promise<CallUpdateEvent>((resolve) =>
      staff.on(CallEvents.update, (u: CallUpdateEvent) => u.kind === 'ended' && resolve(u)),
    );
    await admin.timeout(5000).emitWithAck(CallEvents.hangup, { callId: incoming.callId });
    await ended;
    await pause(200);
    // (the answer's note is written while the call goes on, so it may come after the end's)
    expect(notes().sort()).toEqual(['accepted', 'groupEnd', 'groupInvite']);
    expect(heard.some((m) => m.conversationID === `C2C${ids.admin}` && m.type === 'custom')).toBe(false);

    // A removed member calls into the group no more, nor is called from it.
    const removed = await t.api.post(
      ChatPaths.groupRemoveMember,
      { groupID, userID: ids.staff },
      { as: 'admin' },
    );
    expect(removed.code).toBe(ResponseCode.Success);
    const refused = await invite(staff, [ids.admin]);
    expect(refused).toMatchObject({ ok: false, code: ResponseCode.Forbidden });
    expect(!refused.ok && refused.msg).toBe('You are no longer a member of this group and cannot call in it');
    expect((await invite(admin, [ids.staff])).ok).toBe(false);
  });
});
