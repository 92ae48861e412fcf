import { randomUUID } from 'node:crypto';
import {
  type ChatGroupMessageKey,
  type ChatProfile,
  type Conversation,
  chatGroupMessages,
  GROUP_MEMBERS_MAX,
  GROUP_MEMBERS_MIN_INVITED,
  GROUP_NAME_MAX,
  GROUP_PREFIX,
  type GroupInfo,
  type GroupTipOperation,
  groupTipText,
  type LanguageType,
  ResponseCode,
} from '@openfair/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { chatConversations, chatMembers, exhibitorEmployees } from '../../db/schema/index';
import { chatCacheSlot } from './chat.cache';
import { committerSlot } from './chat.commit';
import type { ChatPerson } from './chat.people';
import { chatPeople } from './chat.people';
import type { ConversationRow, StoredGroupTip } from './chat.presenter';
import { chatError, conversationRows, type Member, viewsOf } from './chat.service';

/** A group call's refusal in the caller's language. */
const groupError = (code: ResponseCode, key: ChatGroupMessageKey) =>
  new AppError(code, undefined, { cn: chatGroupMessages[key].zh, en: chatGroupMessages[key].en });

/** Colleagues offered for a group at most (a company's staff list is far shorter in practice). */
const COLLEAGUES_MAX = 500;

/** The caller speaks for a company now: an employee (or administrator) who has not resigned. */
function companyOf(session: AuthSession): string {
  const employee = session.employee;
  if (session.tourist || !employee || employee.resigned)
    throw groupError(ResponseCode.Forbidden, 'groupStaffOnly');
  return employee.exhibitorId;
}

/** My company's current staff in this fair, but me, with their chat names in my language. */
export async function groupColleagues(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
): Promise<{ list: ChatProfile[] }> {
  const exhibitorId = companyOf(session);
  const rows = await app.db
    .select({ id: exhibitorEmployees.userAccountId })
    .from(exhibitorEmployees)
    .where(
      and(
        eq(exhibitorEmployees.exhibitionId, session.exhibitionId),
        eq(exhibitorEmployees.exhibitorId, exhibitorId),
        eq(exhibitorEmployees.resigned, false),
        ne(exhibitorEmployees.userAccountId, session.userAccountId),
      ),
    )
    .orderBy(asc(exhibitorEmployees.createdAt))
    .limit(COLLEAGUES_MAX);
  const people = await chatPeople(
    app.db,
    app.storage,
    session.exhibitionId,
    rows.map((r) => r.id),
  );
  return { list: rows.flatMap((r) => people.get(r.id)?.profiles[lang] ?? []) };
}

/**
 * The people to add: each named once, none already in, every one a current colleague of my company in
 * this fair (anyone else is refused, so the call tells nothing about accounts outside the company).
 */
async function colleaguesToAdd(
  app: AppContext,
  session: AuthSession,
  exhibitorId: string,
  ids: string[],
  already: ReadonlySet<string>,
): Promise<Map<string, ChatPerson>> {
  if (new Set(ids).size !== ids.length || ids.some((id) => already.has(id)))
    throw groupError(ResponseCode.BadRequest, 'groupDuplicate');
  const people = await chatPeople(app.db, app.storage, session.exhibitionId, ids);
  for (const id of ids) {
    const p = people.get(id);
    if (p?.kind !== 'employee' || p.resigned || p.exhibitorId !== exhibitorId)
      throw groupError(ResponseCode.Forbidden, 'groupNotColleague');
  }
  return people;
}

/** A group of this fair I am a member of, with its members (oldest first). */
async function myGroup(
  app: AppContext,
  session: AuthSession,
  groupID: string,
): Promise<{ group: ConversationRow; members: Member[] }> {
  const [group] = await app.db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.id, groupID),
        eq(chatConversations.exhibitionId, session.exhibitionId),
        eq(chatConversations.type, 'GROUP'),
      ),
    )
    .limit(1);
  if (!group) throw chatError(ResponseCode.NotFound, 'notMember');
  const members = await app.db
    .select()
    .from(chatMembers)
    .where(eq(chatMembers.conversationId, group.id))
    .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userAccountId));
  if (!members.some((m) => m.userAccountId === session.userAccountId))
    throw chatError(ResponseCode.NotFound, 'notMember');
  return { group, members };
}

function ownerOnly(session: AuthSession, group: ConversationRow) {
  companyOf(session);
  if (group.ownerAccountId !== session.userAccountId)
    throw groupError(ResponseCode.Forbidden, 'groupOwnerOnly');
}

const trimmedName = (name: string) => {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > GROUP_NAME_MAX)
    throw groupError(ResponseCode.BadRequest, 'groupName');
  return trimmed;
};

/**
 * Posts a group tip from the operator and delivers it to `receivers` (the members, plus whoever just
 * left or was removed, so their screen learns it too) over every instance's sockets.
 */
async function postTip(
  app: AppContext,
  session: AuthSession,
  appId: string,
  group: ConversationRow,
  op: GroupTipOperation,
  targets: string[],
  receivers: string[],
): Promise<void> {
  const people = await chatPeople(app.db, app.storage, session.exhibitionId, [
    session.userAccountId,
    ...targets,
  ]);
  const nick = (id: string, lang: LanguageType) => people.get(id)?.profiles[lang].nick ?? id;
  const text = (lang: LanguageType) =>
    groupTipText(
      op,
      nick(session.userAccountId, lang),
      targets.map((id) => nick(id, lang)),
      group.name,
      lang === 'en',
    );
  const payload: StoredGroupTip = {
    operationType: op,
    operatorID: session.userAccountId,
    userIDList: targets,
    name: group.name,
    text: { cn: text('cn'), en: text('en') },
  };
  const committed = await app.use(committerSlot).submit({
    conversationId: group.id,
    senderAccountId: session.userAccountId,
    clientMessageId: `tip-${randomUUID()}`,
    type: 'groupTip',
    payload,
    customData: {
      appId,
      exhibitionId: session.exhibitionId,
      subjectType: session.subjectType,
      userAccountId: session.userAccountId,
    },
  });
  if (!committed) return;
  const delivery = viewsOf(
    app,
    group,
    new Set(receivers),
    committed.row,
    people.get(session.userAccountId),
    0,
  );
  await app.events.publish('chat.delivered', delivery);
}

/** Everyone of the group forgets the membership kept in memory, on every instance. */
async function membersChanged(app: AppContext, conversationId: string) {
  app.use(chatCacheSlot).forgetConversation(conversationId);
  await app.events.publish('chat.members.changed', { conversationId });
}

async function infoOf(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  groupID: string,
): Promise<GroupInfo> {
  const { group, members } = await myGroup(app, session, groupID);
  const people = await chatPeople(
    app.db,
    app.storage,
    session.exhibitionId,
    members.map((m) => m.userAccountId),
  );
  return {
    groupID: group.id,
    conversationID: `${GROUP_PREFIX}${group.id}`,
    name: group.name,
    ownerID: group.ownerAccountId ?? '',
    members: members.map(
      (m) =>
        people.get(m.userAccountId)?.profiles[lang] ?? {
          userID: m.userAccountId,
          nick: m.userAccountId,
          avatar: '',
        },
    ),
  };
}

/**
 * The current members of a group of this fair (none when there is no such group): who may call into it
 * and be called from it.
 */
export async function groupMemberIds(
  app: AppContext,
  exhibitionId: string,
  groupID: string,
): Promise<string[]> {
  const rows = await app.db
    .select({ id: chatMembers.userAccountId })
    .from(chatMembers)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
    .where(
      and(
        eq(chatConversations.id, groupID),
        eq(chatConversations.exhibitionId, exhibitionId),
        eq(chatConversations.type, 'GROUP'),
      ),
    );
  return rows.map((r) => r.id);
}

/** A group's name, creator and members, for its members. */
export const groupInfo = infoOf;

/**
 * Creates a group of my colleagues (exhibitor staff only), me its creator, and tells its members: the
 * conversation is in everyone's list at once and opens for me.
 */
export async function createGroup(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  appId: string,
  input: { name: string; memberIDs: string[] },
): Promise<Conversation> {
  const exhibitorId = companyOf(session);
  const name = trimmedName(input.name);
  const me = session.userAccountId;
  if (input.memberIDs.includes(me)) throw groupError(ResponseCode.BadRequest, 'groupDuplicate');
  if (input.memberIDs.length < GROUP_MEMBERS_MIN_INVITED)
    throw groupError(ResponseCode.BadRequest, 'groupTooFew');
  if (input.memberIDs.length + 1 > GROUP_MEMBERS_MAX)
    throw groupError(ResponseCode.BadRequest, 'groupTooMany');
  await colleaguesToAdd(app, session, exhibitorId, input.memberIDs, new Set());
  const everyone = [me, ...input.memberIDs];
  const group = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(chatConversations)
      .values({ exhibitionId: session.exhibitionId, type: 'GROUP', name, ownerAccountId: me })
      .returning();
    if (!created) throw chatError(ResponseCode.InternalError, 'notMember');
    await tx.insert(chatMembers).values(
      everyone.map((userAccountId) => ({
        conversationId: created.id,
        exhibitionId: session.exhibitionId,
        userAccountId,
      })),
    );
    return created;
  });
  await postTip(app, session, appId, group, 'create', [], everyone);
  const [fresh] = await app.db.select().from(chatConversations).where(eq(chatConversations.id, group.id));
  const [member] = await app.db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.conversationId, group.id), eq(chatMembers.userAccountId, me)));
  const [row] = await conversationRows(app, session, lang, [
    { conversation: fresh ?? group, member: member as Member },
  ]);
  return row as Conversation;
}

/**
 * The creator adds colleagues: they see the group from now on (not what was said before they came), up
 * to the group's cap.
 */
export async function addGroupMembers(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  appId: string,
  input: { groupID: string; memberIDs: string[] },
): Promise<GroupInfo> {
  const { group, members } = await myGroup(app, session, input.groupID);
  ownerOnly(session, group);
  const exhibitorId = companyOf(session);
  const already = new Set(members.map((m) => m.userAccountId));
  if (already.size + input.memberIDs.length > GROUP_MEMBERS_MAX)
    throw groupError(ResponseCode.BadRequest, 'groupTooMany');
  await colleaguesToAdd(app, session, exhibitorId, input.memberIDs, already);
  const since = group.lastMessageSeq ?? 0;
  await app.db
    .insert(chatMembers)
    .values(
      input.memberIDs.map((userAccountId) => ({
        conversationId: group.id,
        exhibitionId: session.exhibitionId,
        userAccountId,
        clearedSeq: since,
        lastReadSeq: since,
      })),
    )
    .onConflictDoNothing();
  await membersChanged(app, group.id);
  await postTip(app, session, appId, group, 'add', input.memberIDs, [...already, ...input.memberIDs]);
  return infoOf(app, session, lang, group.id);
}

/**
 * The creator removes a member: from the next message on they neither send nor receive (their membership
 * goes before the tip, which they receive as the last word).
 */
export async function removeGroupMember(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  appId: string,
  input: { groupID: string; userID: string },
): Promise<GroupInfo> {
  const { group, members } = await myGroup(app, session, input.groupID);
  ownerOnly(session, group);
  if (input.userID === session.userAccountId) throw groupError(ResponseCode.BadRequest, 'groupOwnerOnly');
  if (!members.some((m) => m.userAccountId === input.userID))
    throw chatError(ResponseCode.NotFound, 'notMember');
  await app.db
    .delete(chatMembers)
    .where(and(eq(chatMembers.conversationId, group.id), eq(chatMembers.userAccountId, input.userID)));
  await membersChanged(app, group.id);
  await postTip(
    app,
    session,
    appId,
    group,
    'remove',
    [input.userID],
    members.map((m) => m.userAccountId),
  );
  return infoOf(app, session, lang, group.id);
}

/** The creator renames the group. */
export async function renameGroup(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  appId: string,
  input: { groupID: string; name: string },
): Promise<GroupInfo> {
  const { group, members } = await myGroup(app, session, input.groupID);
  ownerOnly(session, group);
  const name = trimmedName(input.name);
  await app.db.update(chatConversations).set({ name }).where(eq(chatConversations.id, group.id));
  await postTip(
    app,
    session,
    appId,
    { ...group, name },
    'rename',
    [],
    members.map((m) => m.userAccountId),
  );
  return infoOf(app, session, lang, group.id);
}

/**
 * A member leaves. When the creator leaves, the longest-standing member manages the group from then on,
 * so a group is never left without someone who can.
 */
export async function leaveGroup(
  app: AppContext,
  session: AuthSession,
  appId: string,
  input: { groupID: string },
): Promise<null> {
  const { group, members } = await myGroup(app, session, input.groupID);
  const me = session.userAccountId;
  await app.db
    .delete(chatMembers)
    .where(and(eq(chatMembers.conversationId, group.id), eq(chatMembers.userAccountId, me)));
  const rest = members.filter((m) => m.userAccountId !== me);
  if (group.ownerAccountId === me)
    await app.db
      .update(chatConversations)
      .set({ ownerAccountId: rest[0]?.userAccountId ?? null })
      .where(eq(chatConversations.id, group.id));
  await membersChanged(app, group.id);
  await postTip(
    app,
    session,
    appId,
    group,
    'leave',
    [],
    members.map((m) => m.userAccountId),
  );
  return null;
}
