import { describe, expect, it } from 'vitest';
import { describeIssue } from './validation-message';

describe('describeIssue', () => {
  it('uses the spec message of a failed validation pattern, in the request language', () => {
    const issue = { code: 'custom', message: 'pattern.password', path: ['password'] };
    expect(describeIssue(issue, 'cn')).toMatch(/^请输入正确的密码/);
    expect(describeIssue(issue, 'en')).toMatch(/^Please enter a correct password/);
  });

  it('names the field for other issues', () => {
    const issue = { code: 'too_big', maximum: 10, path: ['name'] };
    expect(describeIssue(issue, 'en')).toBe('Field "name" is too long or too large (max 10)');
    expect(describeIssue(issue, 'cn')).toBe('字段 name 过长或过大（最大 10）');
  });
});
