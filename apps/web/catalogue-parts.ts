import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { isCataloguePart, pickPart } from '../../packages/i18n/src/parts.ts';

const PREFIX = 'virtual:i18n-part/';
const LANGUAGES = new Set(['en', 'th', 'zh']);
const localeFile = (language: string) =>
  fileURLToPath(new URL(`../../packages/i18n/src/locales/${language}.json`, import.meta.url));

/**
 * `import catalog from 'virtual:i18n-part/<language>/<part>'`: one part of a catalogue (packages/i18n/src/parts.ts),
 * cut from locales/<language>.json when the module is built — the JSON files stay the one source (ADR 13).
 */
export function catalogueParts(): Plugin {
  return {
    name: 'adportal:catalogue-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language = '', part = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!LANGUAGES.has(language) || !isCataloguePart(part) || part === 'server') {
        this.error(`Unknown catalogue part ${id.slice(1)} (languages en, th, zh; parts public, console)`);
      }
      const file = localeFile(language);
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      // A JSON string parsed at run time is faster to start than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(pickPart(catalog, part)))});`;
    },
  };
}
