import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Printed after the run: the ten slowest journey files (all their tries); every journey that failed and
 * then passed on its retry, with what each try left (the failed try's error and screenshot, the retry's
 * trace); and for every failed try, its last browser steps and how long each took, so that a log that
 * keeps only its end (a CI run's) still says where a journey stopped. A retry that passes hides a defect
 * (a race, a wait on the wrong thing); the list keeps it in view until it is fixed.
 */
export default class JourneyReporter implements Reporter {
  private readonly fileTimes = new Map<string, number>();
  private readonly tests = new Set<TestCase>();
  private readonly startedAt = Date.now();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.fileTimes.set(file, (this.fileTimes.get(file) ?? 0) + result.duration);
    this.tests.add(test);
  }

  onEnd(result: FullResult): void {
    if (this.tests.size === 0) return;
    const lines = ['', 'Ten slowest journey files:'];
    for (const [file, ms] of [...this.fileTimes].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
      lines.push(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
    }
    const failedTries = [...this.tests].flatMap((test) =>
      test.results
        .filter((r) => r.status !== 'passed' && r.status !== 'skipped')
        .map((tried) => ({ test, tried })),
    );
    for (const { test, tried } of failedTries) {
      lines.push(
        '',
        `Failed try ${tried.retry + 1}: ${title(test)}`,
        ...lastSteps(tried),
        ...pageAtFailure(tried),
      );
    }
    const flaky = [...this.tests].filter((test) => test.outcome() === 'flaky');
    if (flaky.length > 0) {
      lines.push('', `Journeys that passed only on a retry (${flaky.length}): defects to fix`);
      for (const test of flaky) {
        lines.push(`  ${title(test)}`);
        for (const tried of test.results.filter((r) => r.status !== 'passed' && r.status !== 'skipped')) {
          const firstLine = tried.error?.message?.split('\n')[0] ?? tried.status;
          lines.push(`    try ${tried.retry + 1}: ${firstLine}`);
          for (const trace of tried.attachments.filter((a) => a.name === 'trace' && a.path)) {
            lines.push(
              `    trace: ${path.relative(process.cwd(), trace.path!)} (npx playwright show-trace FILE)`,
            );
          }
        }
      }
    } else if (result.status === 'passed') {
      lines.push('', 'No journey needed its retry.');
    }
    if (failedTries.length > 0) lines.push(...this.serverLogTails());
    console.log(lines.join('\n'));
  }

  /** The end of each journey server's log (warnings and errors) written during this run. */
  private serverLogTails(): string[] {
    const dir = path.join(process.cwd(), 'test-results');
    const lines: string[] = [];
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((name) => /^server-\d+\.log$/.test(name));
    } catch {
      return lines;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = statSync(file);
      if (stat.size === 0 || stat.mtimeMs < this.startedAt) continue;
      const tail = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-15);
      lines.push(
        '',
        `The end of ${path.relative(process.cwd(), file)}:`,
        ...tail.map((l) => `  ${l.slice(0, 400)}`),
      );
    }
    return lines;
  }
}

function title(test: TestCase): string {
  return test.titlePath().filter(Boolean).join(' › ');
}

/**
 * What the page showed when the try failed (Playwright's ARIA snapshot of it): its dialogs, alerts and
 * status messages (a refusal the journey did not expect is there), else its first 30 lines.
 */
function pageAtFailure(tried: TestResult): string[] {
  const context = tried.attachments.find((a) => a.name === 'error-context' && a.path);
  if (!context?.path) return [];
  let snapshot: string[];
  try {
    snapshot = readFileSync(context.path, 'utf8').split('\n');
  } catch {
    return [];
  }
  const start = snapshot.findIndex((line) => line.startsWith('```yaml'));
  if (start < 0) return [];
  const page = snapshot.slice(start + 1).filter((line) => !line.startsWith('```'));
  const notices = page.flatMap((line, i) =>
    /^\s*- (dialog|alertdialog|alert|status)\b/.test(line) ? page.slice(i, i + 15) : [],
  );
  const shown = notices.length > 0 ? notices.slice(0, 60) : page.slice(0, 30);
  return ['  The page at the failure:', ...shown.map((line) => `    ${line.slice(0, 200)}`)];
}

/**
 * A failed try's last eight steps (browser actions, expectations, hooks), with their start within the
 * try and their duration; a long wait after the last one was spent outside the browser (an API call,
 * the journey's own code).
 */
function lastSteps(tried: TestResult): string[] {
  const all: TestStep[] = [];
  const walk = (steps: TestStep[]) => {
    for (const step of steps) {
      if (step.category !== 'fixture') all.push(step);
      walk(step.steps);
    }
  };
  walk(tried.steps);
  const began = tried.startTime.getTime();
  const ended = began + tried.duration;
  const lines = [`  ${(tried.error?.message ?? tried.status).split('\n')[0]}`];
  const last = all.sort((a, b) => a.startTime.getTime() - b.startTime.getTime()).slice(-8);
  for (const step of last) {
    const at = (step.startTime.getTime() - began) / 1000;
    const where = step.location ? ` (${path.basename(step.location.file)}:${step.location.line})` : '';
    const took = step.duration < 0 ? 'unfinished' : `+${(step.duration / 1000).toFixed(1)} s`;
    lines.push(`  ${at.toFixed(1).padStart(6)} s  ${took}  ${step.title.slice(0, 160)}${where}`);
  }
  const lastEnd = Math.max(began, ...last.map((s) => s.startTime.getTime() + Math.max(0, s.duration)));
  if (ended - lastEnd > 5000)
    lines.push(`  then ${((ended - lastEnd) / 1000).toFixed(1)} s outside any browser step`);
  return lines;
}
