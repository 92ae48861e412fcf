import { Writable } from 'node:stream';
import { SessionPaths } from '@openfair/contract';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, FAIR_A, PASSWORD } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { redactUrl, serializeError } from './logger';

/** A value of the wrong type, sent on purpose past the typed client. */
const wrongType = (value: unknown) => value as never;

describe('logs never contain tokens or passwords', () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // trace: every log line the server can write, request logging included
  const t = useTestApp('pglite', { env: { LOG_LEVEL: 'trace', NODE_ENV: 'development' }, logStream });

  it('logs requests with a password in the body and a token in the header and the URL, without them', async () => {
    const login = await t.api.post(
      SessionPaths.webLogon,
      { account: accounts.visitor.email, password: PASSWORD, loginSubjectType: 'VISITOR' },
      { lang: 'en' },
    );
    const { token } = login.data;
    expect(token).toBeTruthy();
    const info = await t.app.inject({
      method: 'GET',
      url: `${SessionPaths.getInfo}?exhibitionId=${FAIR_A}&token=${token}`,
      headers: { authorization: token },
    });
    expect(info.json<{ code: number }>().code).toBe(1000);
    // a rejected body (wrong type) is logged as an error: the password in it must not be
    await t.api.post(SessionPaths.webLogon, { account: wrongType(42), password: PASSWORD }, { lang: 'en' });
    const log = lines.join('');
    expect(log).toContain('/getInfo?'); // the request was logged, with its query redacted
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(token);
  });

  it('keeps tokens out of logged URLs', () => {
    expect(redactUrl('/login?token=abc.def&lang=en')).toBe('/login?token=[redacted]&lang=en');
    expect(redactUrl('/x?a=1&password=p')).toBe('/x?a=1&password=[redacted]');
  });
});

describe('a failed query in the logs', () => {
  it('keeps its SQL and the database code, never its parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const failed = new DrizzleQueryError('insert into "t" ("a") values ($1)', ['secret-typed-value'], cause);
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).not.toContain('secret-typed-value');
    expect(logged).toContain('insert into');
    expect(logged).toContain('22021');
    expect(JSON.stringify(serializeError(new Error('plain')))).toContain('plain');
  });
});
