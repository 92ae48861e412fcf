import { matchesPattern } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from './index';

describe('demo accounts', () => {
  it('every demo email passes the email pattern, so each account can log in and receive codes', () => {
    const plan = generateDemoData({
      exhibitionId: 'openfair-2026',
      appId: 'openfair-web',
      now: new Date(),
    });
    const emails = plan.accounts.map((a) => a.email).filter((e): e is string => Boolean(e));
    expect(emails.length).toBeGreaterThan(100);
    expect(emails.filter((e) => !matchesPattern('email', e))).toEqual([]);
  });
});
