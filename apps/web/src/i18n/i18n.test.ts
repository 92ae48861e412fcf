import { describe, expect, it } from 'vitest';
import { namespaces, readCatalogue, SHELL_NAMESPACES } from './index';

describe('i18n catalogues', () => {
  it('knows every namespace, the shell ones included', () => {
    for (const ns of [...SHELL_NAMESPACES, 'content', 'catalog', 'registration']) {
      expect(namespaces()).toContain(ns);
    }
  });

  it('fetches a namespace that is not bundled as a chunk of its own, per language', async () => {
    const zh = await readCatalogue('zh', 'content');
    const en = await readCatalogue('en', 'content');
    expect(Object.keys(zh).length).toBeGreaterThan(0);
    expect(Object.keys(zh)).toEqual(Object.keys(en));
    expect(zh).not.toEqual(en);
  });

  it('gives an empty catalogue for a language or namespace that has none (keys then fall back)', async () => {
    expect(await readCatalogue('fr', 'content')).toEqual({});
    expect(await readCatalogue('zh', 'no-such-namespace')).toEqual({});
  });
});
