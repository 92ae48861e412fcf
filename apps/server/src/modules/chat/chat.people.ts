import { type ChatProfile, type LanguageType, mayOrganizer, type OrganizerRole } from '@openfair/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { mediaUrls } from '../../core/media-url';
import type { Db } from '../../db/client';
import {
  chatTourists,
  exhibitionUsers,
  exhibitorEmployees,
  organizers,
  userAccounts,
  visitors,
} from '../../db/schema/index';
import type { Storage } from '../../media/storage';

/**
 * Who an account is in a fair's chat: a visitor (buyer), an exhibitor's employee (resigned ones no
 * longer speak for the company), or an organizer (customer service answers everyone).
 */
export type ChatPerson = {
  userAccountId: string;
  kind: 'visitor' | 'employee' | 'organizer' | 'tourist';
  exhibitorId: string | null;
  resigned: boolean;
  /** a rejected registration is hidden from exhibitors, and so is its chat */
  rejected: boolean;
  servesChat: boolean;
  /** a guest's identity ends then (null for everyone else) */
  touristExpiresAt?: Date | null;
  /** the name and avatar others see, in each language (an English name falls back to the Chinese one) */
  profiles: Record<LanguageType, ChatProfile>;
};

/**
 * A guest's name in the chat: "Guest" and four characters of the account id, so customer service can tell
 * guests apart and sees at once that it is one (nobody can choose it).
 */
export const touristNick = (accountId: string, lang: LanguageType) =>
  `${lang === 'en' ? 'Guest' : '游客'} ${accountId.replaceAll('-', '').slice(-4).toUpperCase()}`;

/** The people behind these accounts in this fair, with their chat names and avatars, in one query. */
export async function chatPeople(
  db: Db,
  storage: Storage,
  exhibitionId: string,
  accountIds: string[],
): Promise<Map<string, ChatPerson>> {
  const people = new Map<string, ChatPerson>();
  if (accountIds.length === 0) return people;
  const rows = await db
    .select({
      id: userAccounts.id,
      accountName: userAccounts.name,
      accountHead: userAccounts.headImage,
      subjectType: exhibitionUsers.subjectType,
      visitorName: visitors.name,
      visitorNameEn: visitors.nameEn,
      visitorHead: visitors.headImage,
      reviewStatus: visitors.reviewStatus,
      employeeName: exhibitorEmployees.name,
      employeeNameEn: exhibitorEmployees.nameEn,
      employeePhoto: exhibitorEmployees.photo,
      exhibitorId: exhibitorEmployees.exhibitorId,
      resigned: exhibitorEmployees.resigned,
      organizerName: organizers.name,
      organizerRole: organizers.role,
      touristExpiresAt: chatTourists.expiresAt,
    })
    .from(userAccounts)
    // Every join is on a unique key of (fair, account).
    .leftJoin(
      exhibitionUsers,
      and(eq(exhibitionUsers.userAccountId, userAccounts.id), eq(exhibitionUsers.exhibitionId, exhibitionId)),
    )
    .leftJoin(
      visitors,
      and(eq(visitors.userAccountId, userAccounts.id), eq(visitors.exhibitionId, exhibitionId)),
    )
    .leftJoin(
      exhibitorEmployees,
      and(
        eq(exhibitorEmployees.userAccountId, userAccounts.id),
        eq(exhibitorEmployees.exhibitionId, exhibitionId),
      ),
    )
    .leftJoin(
      organizers,
      and(eq(organizers.userAccountId, userAccounts.id), eq(organizers.exhibitionId, exhibitionId)),
    )
    .leftJoin(
      chatTourists,
      and(eq(chatTourists.userAccountId, userAccounts.id), eq(chatTourists.exhibitionId, exhibitionId)),
    )
    .where(inArray(userAccounts.id, [...new Set(accountIds)]));
  const url = mediaUrls(storage);
  for (const r of rows) {
    if (r.touristExpiresAt) {
      people.set(r.id, {
        userAccountId: r.id,
        kind: 'tourist',
        exhibitorId: null,
        // An expired identity speaks no more (its guest gets a new one).
        resigned: r.touristExpiresAt.getTime() <= Date.now(),
        rejected: false,
        servesChat: false,
        touristExpiresAt: r.touristExpiresAt,
        profiles: {
          cn: { userID: r.id, nick: touristNick(r.id, 'cn'), avatar: '' },
          en: { userID: r.id, nick: touristNick(r.id, 'en'), avatar: '' },
        },
      });
      continue;
    }
    // An organizer's account is known by its organizer row (it may have no exhibition_users row); any
    // other account without a role in this fair is nobody here.
    const subjectType = r.subjectType ?? (r.organizerRole !== null ? 'ORGANIZER' : null);
    if (!subjectType) continue;
    const kind = subjectType === 'ORGANIZER' ? 'organizer' : subjectType === 'ACTOR' ? 'employee' : 'visitor';
    const nameIn = (english: boolean) =>
      (kind === 'employee'
        ? (english && r.employeeNameEn) || r.employeeName
        : kind === 'organizer'
          ? r.organizerName
          : (english && r.visitorNameEn) || r.visitorName) ||
      r.accountName ||
      r.id;
    const head = kind === 'employee' ? r.employeePhoto : kind === 'visitor' ? r.visitorHead : '';
    const avatar = url(head || r.accountHead);
    people.set(r.id, {
      userAccountId: r.id,
      kind,
      exhibitorId: r.exhibitorId ?? null,
      resigned: r.resigned === true,
      rejected: r.reviewStatus === 'rejected',
      servesChat:
        kind === 'organizer' && r.organizerRole !== null
          ? mayOrganizer(r.organizerRole as OrganizerRole, 'serveChat')
          : false,
      profiles: {
        cn: { userID: r.id, nick: nameIn(false), avatar },
        en: { userID: r.id, nick: nameIn(true), avatar },
      },
    });
  }
  return people;
}

/**
 * Who may start a one-to-one chat with whom in a fair: buyers talk to exhibitors' staff, staff to
 * buyers and to each other, customer service to anyone; guests (tourists) only to customer service and
 * customer service to them; buyers do not message each other, and a
 * resigned employee speaks for no one. The same rule holds for every later message, so a resignation
 * or a rejection ends the conversation from then on.
 */
const active = (p: ChatPerson) =>
  p.kind === 'employee' || p.kind === 'tourist' ? !p.resigned : p.kind === 'organizer' ? p.servesChat : true;

export function mayChat(me: ChatPerson, peer: ChatPerson): boolean {
  if (me.userAccountId === peer.userAccountId) return false;
  if (!active(me) || !active(peer)) return false;
  if (me.kind === 'tourist' || peer.kind === 'tourist')
    return me.kind === 'organizer' || peer.kind === 'organizer';
  if (me.kind === 'organizer' || peer.kind === 'organizer') return true;
  if (me.kind === 'visitor' && peer.kind === 'visitor') return false;
  // Exhibitors do not see rejected buyers anywhere; the chat follows.
  const visitor = me.kind === 'visitor' ? me : peer.kind === 'visitor' ? peer : null;
  return !visitor?.rejected;
}

/**
 * Whether a person may put files into the chat: one who speaks in it (an employee who has not resigned,
 * customer service) and a buyer whose registration was not rejected. A rejected buyer may still write
 * to customer service, but stores nothing on the platform.
 */
export function mayUploadForChat(p: ChatPerson): boolean {
  if (p.kind === 'tourist') return false;
  return active(p) && !(p.kind === 'visitor' && p.rejected);
}
