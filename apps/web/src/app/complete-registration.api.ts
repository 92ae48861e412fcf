import { SessionPaths } from '@openfair/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../api/request';

/** The link in the answer: a bare string, or an object with `link` or `url`. */
function linkFrom(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const value = record.link ?? record.url;
    if (typeof value === 'string') return value;
  }
  return '';
}

/** The link of the page where an unregistered visitor completes the registration. */
export async function fetchCompleteRegistrationLink(): Promise<string> {
  return linkFrom(await post(SessionPaths.completeRegistrationLink, {}));
}

/** Asks for the link (a refusal is shown by the request wrapper with the server's message). */
export function useCompleteRegistrationLink() {
  return useMutation({ mutationFn: fetchCompleteRegistrationLink });
}
