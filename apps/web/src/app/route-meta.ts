import type { SessionSubjectType } from '@openfair/contract';
import { useMatches } from 'react-router';

/** Header modes of spec 000 §2: 2 and 3 home header, -1 none, otherwise (1) dashboard header + side menu. */
export type HeaderMode = 2 | 3 | -1 | 1;

/** Registration screens are only allowed in their step (spec 000 §4 visitor registration progress). */
export type RegistrationStage = 'firstInfo' | 'accountInfo' | 'questionnaire' | 'completed';

/** Metadata of every route (spec 000 §2, §6). */
export type RouteMeta = {
  /** Allowed roles; '' is anonymous. Undefined: everybody. */
  roles?: SessionSubjectType[];
  /** Allowed roles per value of the route's `:type` parameter; a value not listed is a 404. */
  typeRoles?: Record<string, SessionSubjectType[]>;
  headerMode: HeaderMode;
  /** Back navigation target of detail and form screens. */
  parentPath?: string;
  /** Open to anonymous users. */
  whitelist?: boolean;
  /** Work-area route: anonymous users are sent to login with the path saved. */
  requiresLogin?: boolean;
  /** Visitor work route: a visitor with an empty name gets the complete-registration dialog. */
  requiresName?: boolean;
  /** Exhibitor administrators only. */
  adminOnly?: boolean;
  /** Set-identity route: an anonymous user's role is chosen from the route type (vis/person or actor). */
  setIdentity?: boolean;
  /** i18n key of the route title, with its namespace (e.g. 'common:routes.home'). */
  titleKey: string;
  /** Ours: a more precise title per value of the `:type` parameter (the tab says "Products", not "Find"). */
  typeTitleKeys?: Record<string, string>;
  /** Ours: registration step gate. */
  registrationStage?: RegistrationStage;
  /** Ours: the VIP route needs the VIP permission, else it redirects to '/'. */
  vip?: boolean;
  /** Ours: visitors reach it only when the registration-only switch is off (spec 000 §6). */
  visitorNeedsFullMode?: boolean;
  /** Ours: a route without its type segment redirects to the role's default type (spec 000 §2). */
  defaultTypeByRole?: Partial<Record<SessionSubjectType, string>>;
  /** Ours: login screens (a logged-in user visiting them goes home). */
  loginPath?: boolean;
};

/** Meta of the 404 screen (any other path). */
export const notFoundMeta: RouteMeta = { headerMode: 3, whitelist: true, titleKey: 'common:routes.notFound' };

/** Meta of the deepest matched route, for the layout (header mode, title, parent path). */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { meta?: RouteMeta } | undefined;
    if (handle?.meta) return handle.meta;
  }
  return notFoundMeta;
}
