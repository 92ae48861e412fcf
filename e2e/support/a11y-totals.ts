import { existsSync, readFileSync, rmSync } from 'node:fs';
import {
  ERRORS_FILE,
  SCREENS_FILE,
  type ScannedScreen,
  type ScanTimes,
  TIMES_FILE,
  VIOLATIONS_FILE,
  type Violation,
} from './a11y';

/** The whole run's axe totals, from what the workers recorded (support/a11y.ts). */

const FILES = [SCREENS_FILE, VIOLATIONS_FILE, ERRORS_FILE, TIMES_FILE];

export function resetA11yTotals(): void {
  for (const file of FILES) rmSync(file, { force: true });
}

function lines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

export function printA11yTotals(): void {
  const screens = new Map(lines<ScannedScreen>(SCREENS_FILE).map((s) => [s.key, s]));
  if (screens.size === 0) return;
  const byLang: Record<string, number> = {};
  for (const s of screens.values()) byLang[s.lang] = (byLang[s.lang] ?? 0) + 1;
  const violations = lines<Violation>(VIOLATIONS_FILE);
  const count = (impact: Violation['impact']) => violations.filter((v) => v.impact === impact).length;
  const errors = lines<{ error: string }>(ERRORS_FILE).length;
  const langs = Object.entries(byLang)
    .map(([lang, n]) => `${lang} ${n}`)
    .join(', ');
  // A worker restarted after a failure starts its counts again: sum each worker process's last line.
  const lastOfWorker = new Map<string, ScanTimes>();
  for (const t of lines<ScanTimes>(TIMES_FILE)) lastOfWorker.set(`${t.worker}`, t);
  const cost = [...lastOfWorker.values()].reduce(
    (sum, t) => ({ scans: sum.scans + t.scans, ms: sum.ms + t.ms, waitedMs: sum.waitedMs + t.waitedMs }),
    { scans: 0, ms: 0, waitedMs: 0 },
  );
  console.log(
    `axe-core: ${screens.size} screen states (screen, language, width, role) checked once each (${langs}); ` +
      `serious ${count('serious')}, critical ${count('critical')}` +
      (errors > 0 ? `; ${errors} scans could not run` : '') +
      `; ${cost.scans} scans took ${(cost.ms / 1000).toFixed(0)} s beside the journeys, ` +
      `who waited ${(cost.waitedMs / 1000).toFixed(0)} s for them at their ends`,
  );
}
