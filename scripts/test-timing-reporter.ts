import type { Reporter, TestModule } from 'vitest/node';

/**
 * Where the unit run's time goes, printed after vitest's own report: per project the files and tests,
 * the wall time from its first file's start to its last file's end, and the time its files took in all
 * (two workers run files side by side, so the sums exceed the wall time); then each project's ten
 * slowest files. A file's time counts its environment, set-up and imports as well as its tests.
 */
export default class TestTimingReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId + module.project.name, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.moduleId + module.project.name, performance.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, TestModule[]>();
    for (const module of modules) {
      const list = byProject.get(module.project.name) ?? [];
      list.push(module);
      byProject.set(module.project.name, list);
    }
    const lines = ['', 'Unit run time by project (wall: first file start to last file end; files: summed)'];
    const slowest: string[] = [];
    for (const [project, list] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
      const keys = list.map((m) => m.moduleId + project);
      const starts = keys.map((k) => this.started.get(k)).filter((t) => t !== undefined);
      const ends = keys.map((k) => this.ended.get(k)).filter((t) => t !== undefined);
      const wall = starts.length && ends.length ? Math.max(...ends) - Math.min(...starts) : 0;
      const timed = list.map((m) => ({ module: m, ms: fileTime(m) })).sort((a, b) => b.ms - a.ms);
      const tests = list.reduce((n, m) => n + [...m.children.allTests()].length, 0);
      const summed = timed.reduce((n, t) => n + t.ms, 0);
      const part = (of: (d: ReturnType<TestModule['diagnostic']>) => number) =>
        seconds(list.reduce((n, m) => n + of(m.diagnostic()), 0)).trim();
      lines.push(
        `  ${project.padEnd(10)} ${String(list.length).padStart(4)} files ${String(tests).padStart(5)} tests` +
          `   wall ${seconds(wall)}   files ${seconds(summed)}` +
          ` (environment ${seconds(list.reduce((n, m) => n + environmentTime(m), 0)).trim()},` +
          ` set-up ${part((d) => d.prepareDuration + d.setupDuration)},` +
          ` imports ${part((d) => d.collectDuration)}, tests ${part((d) => d.duration)})`,
      );
      slowest.push(`Ten slowest files of ${project}:`);
      for (const { module, ms } of timed.slice(0, 10)) {
        slowest.push(`  ${seconds(ms)}  ${module.relativeModuleId}`);
      }
    }
    console.log([...lines, ...slowest].join('\n'));
  }
}

/**
 * The file's whole time in its worker: environment, runner set-up, setup files, imports, tests and
 * hooks. A project without isolation sets its environment up once per worker (vitest still reports it
 * with every file): it is not counted there.
 */
function fileTime(module: TestModule): number {
  const d = module.diagnostic();
  return environmentTime(module) + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
}

function environmentTime(module: TestModule): number {
  return module.project.config.isolate ? module.diagnostic().environmentSetupDuration : 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
