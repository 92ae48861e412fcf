/** Where the global setup leaves the servers' addresses for the workers: one per worker, space-separated. */
export const JOURNEY_SERVERS_ENV = 'OPENFAIR_JOURNEY_SERVERS';

/**
 * The server of the worker running this journey file. Journey files read it when they load; Playwright
 * also loads them once in its main process to list the tests, before the servers exist, and gets an
 * address that answers nothing there.
 */
export function journeyBaseURL(): string {
  const urls = (process.env[JOURNEY_SERVERS_ENV] ?? '').split(' ').filter(Boolean);
  if (process.env.TEST_WORKER_INDEX === undefined) return urls[0] ?? 'http://127.0.0.1:9';
  const url = urls[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % urls.length];
  if (!url) throw new Error('no journey server was started');
  return url;
}
