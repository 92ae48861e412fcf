import { SessionPaths } from '@openfair/contract';
import { post } from '../../api/request';
import { getRuntimeConfigOrNull } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { announceLogin } from './establish-session';
import { anonymousPatch, fetchConfigSwitch, loadUserInfo, normaliseLanguage } from './session.api';

/**
 * URL token login (spec 000 §4): ?token=...&lang=...&subjectType=... sets login state, language and
 * subject type. The token is checked with getUserInfoByToken, the user info loaded, and the parameters
 * removed from the address bar. Returns whether the user is now logged in through it.
 */
export async function loginWithUrlToken(url: URL, replaceUrl: (href: string) => void): Promise<boolean> {
  const token = url.searchParams.get('token');
  if (!token) return false;
  const config = getRuntimeConfigOrNull();
  const lang = normaliseLanguage(url.searchParams.get('lang'));
  const subjectType = url.searchParams.get('subjectType');
  for (const key of ['token', 'lang', 'subjectType']) url.searchParams.delete(key);
  replaceUrl(`${url.pathname}${url.search}${url.hash}`);

  sessionStore.setState({
    token,
    isLogin: 0,
    ...(lang ? { language: lang } : {}),
    ...(subjectType === 'VISITOR' || subjectType === 'ACTOR' ? { subjectType } : {}),
  });
  try {
    const byToken = await post(SessionPaths.getUserInfoByToken, {}, { silent: true });
    sessionStore.setState({
      subjectType: byToken.subjectType,
      name: byToken.name,
      exhibitorId: byToken.exhibitorId,
    });
    await loadUserInfo(true);
    sessionStore.setState({ configSwitch: await fetchConfigSwitch() });
  } catch {
    sessionStore.reset(anonymousPatch(config));
    return false;
  }
  announceLogin(sessionStore.getState());
  return true;
}
