import { describe, expect, it } from 'vitest';
import { catalogs } from './index.ts';
import { CATALOGUE_PARTS, PUBLIC_NAMESPACES, partOf, pickPart, SERVER_NAMESPACES } from './parts.ts';

describe('catalogue parts (ADR 13)', () => {
  it.each(Object.entries(catalogs))(
    'split %s into parts that together are the whole catalogue, none shared',
    (_, catalog) => {
      const parts = CATALOGUE_PARTS.map((part) => Object.keys(pickPart(catalog, part)));
      expect(parts.flat().sort()).toEqual(Object.keys(catalog).sort());
      expect(new Set(parts.flat()).size).toBe(parts.flat().length);
      expect(parts.every((keys) => keys.length > 0)).toBe(true);
    },
  );

  it('names only namespaces the catalogues have (a renamed one is noticed)', () => {
    for (const catalog of Object.values(catalogs)) {
      expect(PUBLIC_NAMESPACES.filter((namespace) => !(namespace in catalog))).toEqual([]);
      expect(SERVER_NAMESPACES.filter((namespace) => !(namespace in catalog))).toEqual([]);
    }
  });

  it('sends a namespace nobody placed with the signed-in shell', () => {
    expect(partOf('auth')).toBe('public');
    expect(partOf('deposit')).toBe('console');
    expect(partOf('mail')).toBe('server');
    expect(partOf('aNamespaceAddedTomorrow')).toBe('console');
  });
});
