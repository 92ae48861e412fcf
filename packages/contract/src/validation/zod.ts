import { z } from 'zod';
import type { Bilingual, UiLanguage } from '../codes';
import { type PatternName, PatternNames, patterns } from './patterns';
import { fieldMaxLength, fieldPattern } from './rules';

/**
 * Zod helpers for server-side validation with the same patterns as the web forms.
 *
 * Choice of issue message: the schema does not know the request's language, so a failed pattern
 * yields a `custom` issue whose `message` is the key `pattern.<name>` and whose `params` are
 * `{ pattern: <name> }`. The server turns an issue into text in the request's language with
 * `patternIssueMessage(issue, lang)`; any other issue (wrong type, too long...) keeps zod's own
 * handling and the server's generic bad-request message.
 */
export const PATTERN_ISSUE_PREFIX = 'pattern.';

export const patternIssueKey = (name: PatternName): string => `${PATTERN_ISSUE_PREFIX}${name}`;

/** A string schema that must match the named pattern. */
export const zPattern = (name: PatternName) =>
  z.string().refine((value) => patterns[name].regex.test(value), {
    message: patternIssueKey(name),
    params: { pattern: name },
  });

/** A string schema for a grouped form field of spec 000 §5: its length bound and its pattern. */
export const zField = (field: string) => {
  const max = fieldMaxLength(field);
  const pattern = fieldPattern(field);
  const base = max === null ? z.string() : z.string().max(max);
  if (pattern === null) return base;
  return base.refine((value) => patterns[pattern].regex.test(value), {
    message: patternIssueKey(pattern),
    params: { pattern },
  });
};

const isPatternName = (value: unknown): value is PatternName =>
  typeof value === 'string' && (PatternNames as readonly string[]).includes(value);

/** The pattern a zod issue came from, or null when the issue is not one of ours. */
export const patternOfIssue = (issue: {
  code?: string;
  message?: string;
  params?: Record<string, unknown>;
}): PatternName | null => {
  if (issue.code !== 'custom') return null;
  const fromParams = issue.params?.pattern;
  if (isPatternName(fromParams)) return fromParams;
  const fromMessage = issue.message?.startsWith(PATTERN_ISSUE_PREFIX)
    ? issue.message.slice(PATTERN_ISSUE_PREFIX.length)
    : undefined;
  return isPatternName(fromMessage) ? fromMessage : null;
};

/** The pattern's bilingual message for an issue, or null when the issue is not a pattern issue. */
export const patternIssueBilingual = (issue: Parameters<typeof patternOfIssue>[0]): Bilingual | null => {
  const name = patternOfIssue(issue);
  return name === null ? null : patterns[name].message;
};

/** The pattern's message in `lang` for an issue, or null when the issue is not a pattern issue. */
export const patternIssueMessage = (
  issue: Parameters<typeof patternOfIssue>[0],
  lang: UiLanguage,
): string | null => patternIssueBilingual(issue)?.[lang] ?? null;
