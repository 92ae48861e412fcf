import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/harness';
import { createLogger } from './logger';
import { createDelivery, mailStatus } from './mail';

describe('mail without SMTP', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase('pglite', 'empty');
  });
  afterAll(() => testDb.drop());

  const sendCodeIn = async (nodeEnv: 'development' | 'production') => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const delivery = createDelivery({
      db: testDb.database.db,
      settings: { smtpUrl: undefined, nodeEnv },
      logger: createLogger({ logLevel: 'info' }, stream),
    });
    await delivery.send({
      channel: 'EMAIL',
      to: 'buyer@example.test',
      subject: 'Your code',
      text: 'Your code is 731905',
      code: '731905',
    });
    return lines.join('');
  };

  it('logs the code for a developer, never in production', async () => {
    expect(await sendCodeIn('development')).toContain('731905');
    const production = await sendCodeIn('production');
    expect(production).toContain('buyer@example.test');
    expect(production).not.toContain('731905');
  });

  it('tells the operator at start-up that production sends no mail', () => {
    expect(mailStatus({ smtpUrl: undefined, nodeEnv: 'production' })).toMatchObject({ level: 'warn' });
    expect(mailStatus({ smtpUrl: undefined, nodeEnv: 'production' }).message).toContain('SMTP_URL');
    expect(mailStatus({ smtpUrl: 'smtp://mail.example.test', nodeEnv: 'production' }).level).toBe('info');
  });
});
