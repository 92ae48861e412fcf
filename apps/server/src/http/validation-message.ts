import { type LanguageType, patternIssueMessage } from '@openfair/contract';

/** The parts of a zod issue (or of the zod type provider's copy of it) we need to explain it. */
export type IssueLike = {
  code?: string;
  path?: readonly PropertyKey[];
  message?: string;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: unknown;
};

const fieldName = (path: readonly PropertyKey[] | undefined) =>
  path && path.length > 0 ? path.map(String).join('.') : '';

/**
 * One clear sentence naming the field and what is wrong, in the request language. Zod's own messages
 * are English-only, so we rebuild the text from the issue code.
 */
export function describeIssue(issue: IssueLike, lang: LanguageType): string {
  // A failed validation pattern (password, email, mobile...) has the spec's own message.
  const patternMessage = patternIssueMessage(
    { code: issue.code, message: issue.message },
    lang === 'en' ? 'en' : 'zh',
  );
  if (patternMessage) return patternMessage;
  const field = fieldName(issue.path);
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message ?? '');
  const zh = lang !== 'en';
  let what: string;
  switch (missing ? 'missing' : issue.code) {
    case 'missing':
      what = zh ? '为必填项' : 'is required';
      break;
    case 'invalid_type':
      what = zh ? `类型错误，应为 ${String(issue.expected)}` : `must be of type ${String(issue.expected)}`;
      break;
    case 'too_small':
      what = zh
        ? `过短或过小（最小 ${String(issue.minimum)}）`
        : `is too short or too small (min ${String(issue.minimum)})`;
      break;
    case 'too_big':
      what = zh
        ? `过长或过大（最大 ${String(issue.maximum)}）`
        : `is too long or too large (max ${String(issue.maximum)})`;
      break;
    case 'invalid_value':
      what = zh
        ? `取值无效${Array.isArray(issue.values) ? `，可选值：${issue.values.join(', ')}` : ''}`
        : `is not an allowed value${Array.isArray(issue.values) ? ` (one of: ${issue.values.join(', ')})` : ''}`;
      break;
    case 'invalid_format':
      what = zh ? '格式不正确' : 'has a wrong format';
      break;
    case 'unrecognized_keys':
      what = zh ? '包含未知字段' : 'contains unknown fields';
      break;
    default:
      what = zh ? '无效' : 'is not valid';
  }
  if (!field) return zh ? `请求内容${what}` : `The request ${what}`;
  return zh ? `字段 ${field} ${what}` : `Field "${field}" ${what}`;
}
