import { Writable } from 'node:stream';
import { SessionPaths } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, FAIR_A, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, openTestDatabase, type TestDatabase } from './harness';

describe('logs never contain tokens or passwords', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    await seedFixtures(testDb.database.db);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // trace: every log line the server can write, request logging included
    app = await buildTestApp(testDb.database, {
      env: { LOG_LEVEL: 'trace', NODE_ENV: 'development' },
      logStream,
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('logs requests with a password in the body and a token in the header and the URL, without them', async () => {
    const common = { languageType: 'en', exhibitionId: FAIR_A, appId: '', terminal: 'PC', subjectType: '' };
    const login = await app.inject({
      method: 'POST',
      url: SessionPaths.webLogon,
      payload: {
        ...common,
        account: accounts.visitor.email,
        password: PASSWORD,
        loginSubjectType: 'VISITOR',
      },
    });
    const token = login.json().data.token as string;
    expect(token).toBeTruthy();
    const info = await app.inject({
      method: 'GET',
      url: `${SessionPaths.getInfo}?exhibitionId=${FAIR_A}&token=${token}`,
      headers: { authorization: token },
    });
    expect(info.json().code).toBe(1000);
    // a rejected body (wrong type) is logged as an error: the password in it must not be
    await app.inject({
      method: 'POST',
      url: SessionPaths.webLogon,
      payload: { ...common, account: 42, password: PASSWORD },
    });
    const log = lines.join('');
    expect(log).toContain('/getInfo?'); // the request was logged, with its query redacted
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(token);
  });
});
