import type { LanguageType, OrganizerRole, UserInfo, UserInfoByToken } from '@openfair/contract';
import type { AuthSession } from '../../core/auth';
import type { MediaUrl } from '../../core/media-url';
import { pick } from '../../lib/i18n-text';
import type { UserInfoRows } from './session.service';

/**
 * The user info of spec 000 §3. `userInfo.name` is the name the fair knows the person by (the
 * visitor's registered name, the employee's or organizer's name): an empty visitor name is how the
 * client recognises an unregistered visitor (spec 000 §6).
 */
export function presentUserInfo(
  s: AuthSession,
  rows: UserInfoRows,
  lang: LanguageType,
  url: MediaUrl,
): UserInfo {
  const { account, visitor, employee, exhibitor, organizer, completeRow } = rows;
  const name =
    s.subjectType === 'VISITOR'
      ? (visitor?.name ?? '')
      : s.subjectType === 'ACTOR'
        ? employee?.name || account.name
        : organizer?.name || account.name;
  // Organizers have nothing to register; for them the flags are all set.
  const organizerDefault = s.subjectType === 'ORGANIZER';
  return {
    id: completeRow?.id ?? account.id,
    userAccountId: account.id,
    userInfo: { name, headImage: url(visitor?.headImage || account.headImage), imAccount: account.id },
    visitor: visitor
      ? {
          id: visitor.id,
          name: visitor.name,
          headImage: url(visitor.headImage),
          email: visitor.email || (account.email ?? ''),
        }
      : null,
    exhibitorEmployee:
      employee && exhibitor
        ? {
            exhibitorId: exhibitor.id,
            admin: employee.admin,
            exhibitor: {
              id: exhibitor.id,
              name: pick(exhibitor.name, exhibitor.nameEn, lang),
              hotImage: url(exhibitor.hotImage),
            },
          }
        : null,
    exhibitionUserCompleteState: {
      completeVisitor: completeRow?.completeVisitor ?? organizerDefault,
      completeVisitorRegister: completeRow?.completeVisitorRegister ?? organizerDefault,
      completeQuestionnaire: completeRow?.completeQuestionnaire ?? organizerDefault,
      completeExhibitionRegistration: completeRow?.completeExhibitionRegistration ?? organizerDefault,
    },
    ...(organizer && s.subjectType === 'ORGANIZER' ? { organizerRole: organizer.role as OrganizerRole } : {}),
    projectId: rows.appId,
    subjectId: visitor?.id ?? employee?.id ?? organizer?.id ?? account.id,
    subjectType: s.subjectType,
    exhibitionId: s.exhibitionId,
  };
}

export function presentUserInfoByToken(info: UserInfo): UserInfoByToken {
  return {
    subjectType: info.subjectType,
    name: info.userInfo.name,
    exhibitorId: info.exhibitorEmployee?.exhibitorId ?? '',
    exhibitionUserRegister:
      info.subjectType !== 'VISITOR' || info.exhibitionUserCompleteState.completeExhibitionRegistration,
  };
}
