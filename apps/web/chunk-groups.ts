import type { Plugin, Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/** The lazy layers every page of a kind loads whole, named by the file that opens each (app/router.tsx). */
const LAYERS = {
  providers: /\/src\/app\/AppProviders\.tsx$/,
  blank: /\/src\/app\/layouts\/BlankLayout\.tsx$/,
  shell: /\/src\/app\/(layouts\/DefaultLayout|RouteGate)\.tsx$/,
} as const;
type Layer = keyof typeof LAYERS;
/** The plain sign-in page (ADR 15): what it shares with other pages is one chunk of its own. */
const PLAIN_PAGE = /\/src\/features\/auth\/pages\/login\.page\.tsx$/;
/** MUI's components and what they are drawn with: one chunk for every page's MUI beyond the providers'. */
const MUI =
  /\/node_modules\/(@mui\/(material|system|utils|styled-engine|private-theming|types)|@emotion|@popperjs|react-transition-group|clsx|react-is|@babel\/runtime)\//;
const ICONS = /\/src\/components\/icons\//;
const PACKAGE = /\/node_modules\/(?:@([^/]+)\/)?([^/]+)\//;
const CATALOGUE_PART = 'virtual:i18n-part/';
const FEATURE = /\/src\/features\/([^/]+)\//;
/** Groups a shared module may import without being told apart for it: every MUI page loads them anyway. */
const LOADED_WITH_EVERY_PAGE: ReadonlySet<string> = new Set([
  'mui',
  'icons',
  'public',
  'providers',
  'blank',
  'shell',
]);

interface ModuleInfo {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): ModuleInfo | null;
}

function staticClosure(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Fewer, larger chunks (issue 26, U-5). Left to itself the bundler makes one chunk per set of pages sharing a
 * module: every MUI component and every vendored icon (ADR 16) a file of its own, 150–165 script files for a
 * signed-in page. Here, once the module graph is known, a module that only one page or lazy part uses stays with
 * it (the bundler's own cut), the entry and its static imports are untouched, and a module several of them share
 * goes to one chunk by what it is:
 * - `public`: what the plain sign-in page shares with other pages — /login loads it whole anyway (ADR 15);
 * - `providers`, `blank`, `shell`: what MUI's theme and TanStack Query, the blank layout, and the signed-in shell
 *   with its route gate import — every page of that kind loads them whole anyway;
 * - `mui`, `icons`: the rest of MUI and the vendored icons, each one file for every page that draws any;
 * - one chunk per other package (react-hook-form, CASL…) — a package only one layout uses is that layout's;
 * - `common`: the app's own shared code and the workspace packages', told apart by the packages it brings
 *   (`common~react-hook-form`): a page that reads a helper does not load a form library for it.
 * The catalogue parts keep their chunks (ADR 13): a language is fetched only when chosen.
 */
export function chunkGroups(): { plugin: Plugin; codeSplitting: CodeSplitting } {
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'adportal:chunk-groups',
    apply: 'build',
    buildEnd() {
      groupOf.clear();
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const entries = new Set(ids.filter((id) => info(id)?.isEntry));
      const initial = staticClosure(this, entries);
      const lazyEntries = new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
      // Which lazy parts (pages, dialogs, layouts) reach each module by static imports.
      const reachers = new Map<string, Set<string>>();
      for (const lazy of lazyEntries)
        for (const id of staticClosure(this, [lazy])) {
          const of = reachers.get(id) ?? new Set<string>();
          of.add(lazy);
          reachers.set(id, of);
        }
      const reach = (id: string) => reachers.get(id)?.size ?? 0;
      const layerOf = new Map<string, Layer>();
      const claimed = new Set(initial);
      // Inner layers first: a module the providers import is the providers', even if the shell imports it too.
      // Every MUI page loads the providers whole; a layout claims only what no page outside it uses, so a page
      // of the other layout never loads it for one helper.
      const closureOf = (layer: Layer) =>
        staticClosure(
          this,
          ids.filter((id) => LAYERS[layer].test(id)),
        );
      // A layout's family: its roots and the lazy parts inside it (the customizer, the search dialog…).
      const familyOf = (closure: Set<string>) => {
        const family = new Set([...closure].filter((id) => lazyEntries.has(id)));
        for (const id of closure)
          for (const target of info(id)?.dynamicallyImportedIds ?? []) family.add(target);
        return family;
      };
      const shellFamily = familyOf(closureOf('shell'));
      for (const layer of ['providers', 'blank', 'shell'] as const) {
        const closure = closureOf(layer);
        // The shell draws the blank layout for a visitor: what both use is the blank layout's.
        const own = layer === 'blank' ? new Set([...familyOf(closure), ...shellFamily]) : familyOf(closure);
        for (const id of closure) {
          if (claimed.has(id)) continue;
          const outside = [...(reachers.get(id) ?? [])].some((lazy) => !own.has(lazy));
          if (layer !== 'providers' && outside && !LAYERS[layer].test(id)) continue;
          claimed.add(id);
          layerOf.set(id, layer);
        }
      }
      const signIn = staticClosure(
        this,
        ids.filter((id) => PLAIN_PAGE.test(id)),
      );
      const vendorGroup = (id: string) => {
        if (MUI.test(id)) return 'mui';
        if (ICONS.test(id)) return 'icons';
        const [, scope, name] = PACKAGE.exec(id) ?? [];
        return name && (scope ? `${scope}-${name}` : name);
      };
      const groupable = (id: string) =>
        !initial.has(id) &&
        !id.includes(CATALOGUE_PART) &&
        // A page or lazy part keeps a chunk of its own (a page another part imports, too), but a layer's root.
        (!lazyEntries.has(id) || Object.values(LAYERS).some((root) => root.test(id)));
      for (const id of ids) {
        if (!groupable(id)) continue;
        const layer = layerOf.get(id);
        if (signIn.has(id)) {
          if (!PLAIN_PAGE.test(id) && reach(id) > 1) groupOf.set(id, 'public');
          continue;
        }
        const shared = reach(id) > 1;
        const vendor = vendorGroup(id);
        // MUI and the icons are one chunk each for the shell and the pages; other packages join their layer.
        const group =
          layer === 'providers'
            ? layer
            : shared && (vendor === 'mui' || vendor === 'icons')
              ? vendor
              : (layer ?? (shared ? vendor : undefined));
        if (group) groupOf.set(id, group);
      }
      // A feature's own shared code that only that feature's pages and parts reach (the two webhooks pages'
      // dialogs, say): a chunk of the feature, so the other pages never load it with `common`.
      for (const id of ids) {
        if (groupOf.has(id) || !groupable(id) || reach(id) < 2 || signIn.has(id)) continue;
        const feature = FEATURE.exec(id)?.[1];
        const reachedBy = [...(reachers.get(id) ?? [])];
        if (feature && reachedBy.every((lazy) => FEATURE.exec(lazy)?.[1] === feature))
          groupOf.set(id, `feature-${feature}`);
      }
      // The app's own shared code (and the workspace packages'), by the packages it brings: a helper that reads
      // a constant from contracts brings zod with it, and must not bring it to every page.
      for (const id of ids) {
        if (groupOf.has(id) || !groupable(id) || reach(id) < 2 || signIn.has(id)) continue;
        const brought = new Set<string>();
        for (const dependency of staticClosure(this, [id])) {
          const group =
            groupOf.get(dependency) ?? (initial.has(dependency) ? undefined : vendorGroup(dependency));
          if (group && !LOADED_WITH_EVERY_PAGE.has(group) && !group.startsWith('common')) brought.add(group);
        }
        groupOf.set(id, ['common', ...[...brought].sort()].join('~'));
      }
    },
  };
  const codeSplitting: CodeSplitting = {
    // The groups are closed under static imports by construction (a module's importers reach at least what it
    // reaches); pulling dependencies in would move the entry's modules out of it.
    includeDependenciesRecursively: false,
    groups: [
      // What the entry really holds once tree-shaken (rolldown's own '$initial' tag) stays in the entry: left to the
      // automatic chunking, the entry's modules that a lazy part imports too (i18n, storage, the contracts' links)
      // became five files of their own, and /login loaded ten.
      { name: 'boot', tags: ['$initial'], priority: 1 },
      { name: (id: string) => groupOf.get(id) ?? null, debugName: 'chunk-groups' },
    ],
  };
  return { plugin, codeSplitting };
}
