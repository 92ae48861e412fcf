import { inject } from 'vitest';

/** The server of the worker running this journey file. */
export function journeyBaseURL(): string {
  const urls = inject('baseURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('no journey server was started');
  return url;
}
