import { existsSync, readFileSync, rmSync } from 'node:fs';
import { type A11ySummary, type Impact, SUMMARY_FILE } from './a11y';

/** The whole run's axe totals, from the summaries the journey files appended (support/a11y-setup.ts). */

export function resetA11yTotals(): void {
  rmSync(SUMMARY_FILE, { force: true });
}

export function printA11yTotals(): void {
  if (!existsSync(SUMMARY_FILE)) return;
  const summaries = readFileSync(SUMMARY_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as A11ySummary);
  const byLang: Record<string, number> = {};
  const byImpact: Record<Impact, number> = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  let screens = 0;
  for (const s of summaries) {
    screens += s.screens;
    for (const [lang, n] of Object.entries(s.byLang)) byLang[lang] = (byLang[lang] ?? 0) + n;
    for (const v of s.violations) byImpact[v.impact] += 1;
  }
  const langs = Object.entries(byLang)
    .map(([lang, n]) => `${lang} ${n}`)
    .join(', ');
  const errors = summaries.reduce((n, s) => n + s.errors.length, 0);
  console.log(
    `axe-core: ${screens} screen states checked in ${summaries.length} journey files (${langs}); ` +
      `serious ${byImpact.serious}, critical ${byImpact.critical}` +
      (errors > 0 ? `; ${errors} scans could not run` : ''),
  );
}
