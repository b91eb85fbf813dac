import type { Rolldown } from 'vite';

/**
 * Chunks by load: which first loads fetch a module, rather than which entries and screens share it (issue 19).
 *
 * With library code split by the entries and screens that share it, a signed-in list's first load fetched ~165 files.
 * Over HTTP/1.1 the browser opens six connections per host, so each file costs at least a round trip on one of them:
 * on a 40 ms link that is about a second of the list's load before its data is asked for, whatever the bytes. Here a
 * file holds what the same first loads need:
 * - `load-<names>`: what exactly those first loads run at their start (`load-app.login...` what the app's start and
 *   the sign-in screens' both run, `load-app` the app's entry and signed-in layout alone, `load-login` what only the
 *   login screen's first load runs...);
 * - `kit`: what at least `kitShare` screens import and no first load does (lists, forms, schemas);
 * - a screen's own code, and what fewer screens share, stays split as the first pass split it.
 * `/login` loads only what its first load runs: nothing of the app's (its budget is 150 kB).
 *
 * The load sets come from a first build split the default way: its chunks are what tree shaking kept, each with the
 * chunks it imports, so "what a load needs" is read from them (a library's index file imports every component; the
 * module graph before tree shaking would put all of them in every set).
 */
export interface LoadGroupsOptions {
  /**
   * The first loads, each by name with what it runs at its start (absolute paths: a page's entry module, then the
   * lazily loaded modules every such load needs, such as the signed-in layout or a sign-in screen).
   */
  loads: Record<string, string[]>;
  /** How many screens must import a module for it to go into `kit`. */
  kitShare: number;
  /** Whether a lazily loaded module is a screen (not, say, a language's texts, which a first load fetches too). */
  isScreen: (id: string) => boolean;
}

export function loadGroupsOf(chunks: Rolldown.OutputChunk[], options: LoadGroupsOptions): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
  const closure = (roots: Rolldown.OutputChunk[]): Set<string> => {
    const files = new Set<string>();
    const add = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      byFile.get(file)?.imports.forEach(add);
    };
    roots.forEach((root) => add(root.fileName));
    return new Set([...files].flatMap((file) => Object.keys(byFile.get(file)?.modules ?? {})));
  };
  const chunkOf = (id: string) => {
    // A page's entry chunk starts at its HTML file and holds the page's script.
    const chunk = byModule.get(id) ?? chunks.find((c) => c.isEntry && id in c.modules);
    if (!chunk) throw new Error(`chunk-groups: no chunk starts at ${id}`);
    return chunk;
  };
  // Each module that a first load needs, with the names of the loads that need it.
  const loadsOf = new Map<string, string[]>();
  for (const [name, roots] of Object.entries(options.loads)) {
    for (const id of closure(roots.map(chunkOf))) loadsOf.set(id, [...(loadsOf.get(id) ?? []), name]);
  }
  const shares = new Map<string, number>();
  for (const screen of chunks.filter((c) => c.isDynamicEntry && c.facadeModuleId && options.isScreen(c.facadeModuleId))) {
    for (const id of closure([screen])) if (!loadsOf.has(id)) shares.set(id, (shares.get(id) ?? 0) + 1);
  }
  const groups = new Map<string, string>();
  for (const [id, loads] of loadsOf) groups.set(id, `load-${loads.join('.')}`);
  for (const [id, count] of shares) if (count >= options.kitShare) groups.set(id, 'kit');
  return groups;
}
