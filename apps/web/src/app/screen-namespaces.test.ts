import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '../i18n';
import { screenNamespaces } from './routes';

/**
 * Each screen's i18n namespaces are fetched with its code (routes.tsx). This reads the screen's own source
 * and the local modules it imports statically, collects the namespaces they use (useTranslation('x'),
 * t('x:key'), { ns: 'x' }) and checks the route's list covers them, so a screen never shows raw keys or
 * an extra spinner because a list fell behind its code.
 */
const srcDir = path.resolve(__dirname, '..');
const routesSource = readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8');

function resolveLocal(fromFile: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const candidate of [
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function usedNamespaces(entryFile: string): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // The shell (app/, api/) only uses the bundled namespaces.
    const rel = path.relative(srcDir, file);
    if (rel.startsWith('app') || rel.startsWith('api') || rel.startsWith('i18n')) return;
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/useTranslation\(\s*'([\w-]+)'/g)) found.add(m[1]!);
    for (const m of source.matchAll(/\bt\(\s*'([\w-]+):/g)) found.add(m[1]!);
    for (const m of source.matchAll(/\bns:\s*'([\w-]+)'/g)) found.add(m[1]!);
    for (const m of source.matchAll(/from '([^']+)'/g)) {
      const next = resolveLocal(file, m[1]!);
      if (next && !next.endsWith('.test.tsx') && !next.endsWith('.test.ts')) visit(next);
    }
  };
  visit(entryFile);
  for (const ns of SHELL_NAMESPACES) found.delete(ns);
  return found;
}

describe('screen namespaces', () => {
  const lists = screenNamespaces();
  for (const [name, listed] of Object.entries(lists)) {
    it(`${name}: fetches every namespace its code uses`, () => {
      // The entry's block in routes.tsx: the screen's import first, then the imports of its slots.
      const start = routesSource.search(new RegExp(`\\b${name}: screen\\(\\s*\\(\\) =>\\s*import\\('`));
      expect(start, `routes.tsx entry of ${name}`).toBeGreaterThanOrEqual(0);
      const rest = routesSource.slice(start + name.length);
      const end = rest.search(/\n {2}\w+: screen\(|\n\} satisfies/);
      const block = rest.slice(0, end);
      const files = [...block.matchAll(/import\('([^']+)'\)/g)].map((m) =>
        resolveLocal(path.join(__dirname, 'routes.tsx'), m[1]!),
      );
      expect(files.length).toBeGreaterThan(0);
      expect(files).not.toContain(null);
      const used = new Set(files.flatMap((file) => [...usedNamespaces(file!)]));
      expect([...listed].sort()).toEqual(expect.arrayContaining([...used].sort()));
    });
  }
});
