import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import { slot } from '../../core/context';
import { TtlCache } from '../../core/ttl-cache';
import { chatConversations, chatMembers } from '../../db/schema/index';
import { type ChatPerson, chatPeople } from './chat.people';
import type { ConversationRow } from './chat.presenter';

/** What sending needs of a conversation: the parts that never change, and who belongs to it. */
export type ConversationShape = Pick<
  ConversationRow,
  'id' | 'exhibitionId' | 'type' | 'pairKey' | 'inboxExhibitorId' | 'claimedBy'
> & {
  members: string[];
  memberSet: ReadonlySet<string>;
};

/**
 * Membership is dropped by its event ('chat.members.changed', over Redis between instances); the expiry
 * is the safety net for an instance that missed an event while disconnected from Redis.
 */
const MEMBERS_TTL_MS = 60_000;
/**
 * People (kind, standing, names, avatars) are dropped by 'session.changed' (resignation, review,
 * binding); a name or avatar edit publishes nothing, so a new message shows it within this time.
 */
const PEOPLE_TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;
const MAX_SHAPES_PER_QUERY = 1000;

/**
 * The chat's per-instance memory of membership and people, so a message costs no lookup of either. An
 * entry is only ever read to decide who may send and who receives; every list, history and unread
 * count still reads the database.
 */
export class ChatCache {
  readonly conversations = new TtlCache<ConversationShape>(MEMBERS_TTL_MS, MAX_ENTRIES);
  /** a one-to-one conversation's id by fair and pair key (never changes once the row exists) */
  readonly pairs = new TtlCache<string>(10 * MEMBERS_TTL_MS, MAX_ENTRIES);
  readonly people = new TtlCache<{ person: ChatPerson | null; until: number }>(PEOPLE_TTL_MS, MAX_ENTRIES);
  private readonly unsubscribe: (() => void)[] = [];
  private peopleGeneration = 0;
  private shapeBatch: { ids: Set<string>; promise: Promise<Map<string, ConversationShape>> } | null = null;
  private readonly peopleBatches = new Map<
    string,
    { ids: Set<string>; promise: Promise<Map<string, ChatPerson>> }
  >();

  constructor(private readonly app: AppContext) {
    this.unsubscribe.push(
      app.events.subscribe('chat.members.changed', ({ conversationId }) =>
        this.forgetConversation(conversationId),
      ),
      app.events.subscribe('session.changed', ({ userAccountId }) => {
        this.peopleGeneration++;
        if (userAccountId === null) this.people.clear();
        else this.people.deleteWhere((entry) => entry.person?.userAccountId === userAccountId);
      }),
    );
  }

  forgetConversation(conversationId: string): void {
    this.conversations.delete(conversationId);
  }

  /** A conversation of this fair with its members, or null when there is none. */
  async conversation(exhibitionId: string, conversationId: string): Promise<ConversationShape | null> {
    const shape = await this.conversations
      .load(conversationId, () => this.loadShape(conversationId))
      .catch((error: unknown) => {
        if (error instanceof MissingConversation) return null;
        throw error;
      });
    return shape && shape.exhibitionId === exhibitionId ? shape : null;
  }

  /**
   * Conversations asked for in the same turn of the event loop are read in one query with their members:
   * the first messages to a thousand conversations at once cost one round trip, not two each.
   */
  private loadShape(conversationId: string): Promise<ConversationShape> {
    let batch = this.shapeBatch;
    if (!batch) {
      const wanted = new Set<string>();
      const promise = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        if (this.shapeBatch?.ids === wanted) this.shapeBatch = null;
        const rows = await this.app.db
          .select({
            id: chatConversations.id,
            exhibitionId: chatConversations.exhibitionId,
            type: chatConversations.type,
            pairKey: chatConversations.pairKey,
            inboxExhibitorId: chatConversations.inboxExhibitorId,
            claimedBy: chatConversations.claimedBy,
            member: chatMembers.userAccountId,
          })
          .from(chatConversations)
          .leftJoin(chatMembers, eq(chatMembers.conversationId, chatConversations.id))
          .where(inArray(chatConversations.id, [...wanted]));
        const shapes = new Map<string, ConversationShape>();
        for (const { member, ...row } of rows) {
          let shape = shapes.get(row.id);
          if (!shape) {
            shape = { ...row, members: [], memberSet: new Set() };
            shapes.set(row.id, shape);
          }
          if (member !== null) {
            shape.members.push(member);
            (shape.memberSet as Set<string>).add(member);
          }
        }
        return shapes;
      });
      batch = { ids: wanted, promise };
      this.shapeBatch = batch;
    }
    batch.ids.add(conversationId);
    // A query's parameters are bounded: more in one turn go in the next query.
    if (batch.ids.size >= MAX_SHAPES_PER_QUERY) this.shapeBatch = null;
    return batch.promise.then((shapes) => {
      const shape = shapes.get(conversationId);
      // A missing conversation is not kept: it may be created a moment later.
      if (!shape) throw new MissingConversation();
      return shape;
    });
  }

  /**
   * The id of a fair's one-to-one conversation by its pair key, created by `create` when it does not
   * exist yet; concurrent first messages of one pair share one lookup (and one creation).
   */
  async pairConversationId(
    exhibitionId: string,
    pairKey: string,
    create: () => Promise<string>,
  ): Promise<string> {
    return this.pairs.load(`${exhibitionId}|${pairKey}`, async () => {
      const [row] = await this.app.db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(and(eq(chatConversations.exhibitionId, exhibitionId), eq(chatConversations.pairKey, pairKey)))
        .limit(1);
      return row?.id ?? (await create());
    });
  }

  /** These people of a fair (absent: nobody there), from memory where known, the rest in one query. */
  async peopleOf(exhibitionId: string, accountIds: string[]): Promise<Map<string, ChatPerson>> {
    const now = Date.now();
    const found = new Map<string, ChatPerson>();
    const missing: string[] = [];
    for (const id of new Set(accountIds)) {
      const entry = this.people.get(`${exhibitionId}|${id}`);
      if (entry && entry.until > now) {
        if (entry.person) found.set(id, entry.person);
      } else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = this.peopleGeneration;
    const loaded = await this.loadPeople(exhibitionId, missing);
    for (const id of missing) {
      const person = loaded.get(id) ?? null;
      if (person) found.set(id, person);
      // What was read before someone's standing changed is answered once, never kept.
      if (generation !== this.peopleGeneration) continue;
      // A guest's identity ends at its expiry: kept no longer, so the next message reads it ended.
      const until = person?.touristExpiresAt ? person.touristExpiresAt.getTime() : Number.POSITIVE_INFINITY;
      this.people.set(`${exhibitionId}|${id}`, { person, until });
    }
    return found;
  }

  /**
   * People asked for in the same turn of the event loop are read in one query: the first messages of
   * thousands of senders at once cost a few queries, not one each.
   */
  private loadPeople(exhibitionId: string, ids: string[]): Promise<Map<string, ChatPerson>> {
    let batch = this.peopleBatches.get(exhibitionId);
    if (!batch) {
      const wanted = new Set<string>();
      const promise = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.peopleBatches.delete(exhibitionId);
        return chatPeople(this.app.db, this.app.storage, exhibitionId, [...wanted]);
      });
      batch = { ids: wanted, promise };
      this.peopleBatches.set(exhibitionId, batch);
    }
    for (const id of ids) batch.ids.add(id);
    return batch.promise;
  }

  close(): void {
    for (const off of this.unsubscribe) off();
  }
}

class MissingConversation extends Error {}

export const chatCacheSlot = slot(
  'chat-cache',
  (app) => new ChatCache(app),
  (cache) => cache.close(),
);
