import { type ConfigSwitch, type ConfigurationInformation, SessionPaths } from '@openfair/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { post } from '../../api/request';
import { isLoggedIn, sessionStore, useSession } from '../../lib/session-store';
import { fetchConfigSwitch } from '../session/session.api';

export const configurationKeys = {
  information: (language: string) => ['configuration', 'information', language] as const,
  configSwitch: (token: string) => ['configuration', 'switch', token] as const,
};

export function fetchConfigurationInformation(): Promise<ConfigurationInformation> {
  return post(SessionPaths.getConfigurationInformation, {});
}

/** Configuration information of the fair (open flags, notices, names); anonymous callers allowed. */
export function useConfigurationInformation() {
  const language = useSession((s) => s.language);
  return useQuery({
    queryKey: configurationKeys.information(language),
    queryFn: fetchConfigurationInformation,
    staleTime: 5 * 60_000,
  });
}

/**
 * The configuration switch, fetched after login (spec 000 §7) and kept in the session store, which the
 * guards and menus read. This hook refreshes it while logged in.
 */
export function useConfigSwitch(): ConfigSwitch | null {
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const query = useQuery({
    queryKey: configurationKeys.configSwitch(session.token),
    queryFn: fetchConfigSwitch,
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.data !== undefined && query.data !== null) sessionStore.setState({ configSwitch: query.data });
  }, [query.data]);
  return loggedIn ? (query.data ?? session.configSwitch) : null;
}
