import { type AppVersion, ContentPaths } from '@openfair/contract';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../api/request';

export const versionKeys = {
  all: ['content', 'appVersions'] as const,
};

/** The server answers with the release history, newest first; a single entry is accepted as well. */
export async function fetchAppVersions(): Promise<AppVersion[]> {
  const data = await post(ContentPaths.appVersion);
  if (Array.isArray(data)) return data;
  return data ? [data] : [];
}

export function useAppVersions() {
  return useQuery({ queryKey: versionKeys.all, queryFn: fetchAppVersions });
}
