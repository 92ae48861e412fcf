import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Printed after the run: the ten slowest journey files (all their tries), and every journey that failed
 * and then passed on its retry, with what each try left: the failed try's error and screenshot, the
 * retry's trace. A retry that passes hides a defect (a race, a wait on the wrong thing); the list keeps
 * it in view until it is fixed.
 */
export default class JourneyReporter implements Reporter {
  private readonly fileTimes = new Map<string, number>();
  private readonly tests = new Set<TestCase>();

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
    const flaky = [...this.tests].filter((test) => test.outcome() === 'flaky');
    if (flaky.length > 0) {
      lines.push('', `Journeys that passed only on a retry (${flaky.length}): defects to fix`);
      for (const test of flaky) {
        lines.push(`  ${test.titlePath().filter(Boolean).join(' › ')}`);
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
    console.log(lines.join('\n'));
  }
}
