import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { loadGroupsOf } from './chunk-groups.ts';

/**
 * Compresses the built text files once, at their best levels, into `.br` and `.gz` beside them; the server sends
 * those as they are (no compression per request). Files under 1 kB gain nothing and are left alone.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of walk(outDir).filter((p) => /\.(m?js|css|html|svg|json|txt|webmanifest)$/.test(p))) {
        const body = readFileSync(path);
        if (body.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Writes `sw-precache.js` for the service worker (public/sw.js, decision 0105): the build's version and the files
 * of the app shell the warehouse needs offline: the entry, the warehouse screens' chunks, everything they import
 * (scripts and styles), what the shell's own modules (`shellModules`: the texts of both languages, the signed-in
 * layout's lazy pieces) load on demand, and the public icons; other screens' chunks are kept when they are first
 * loaded. A new build changes this file, so browsers install the new worker, which keeps the new files and drops
 * the old ones.
 */
function precacheList(shellModules: string[]): Plugin {
  const publicFiles = ['/boot.js', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
  type Chunk = {
    type: 'chunk';
    isEntry: boolean;
    facadeModuleId: string | null;
    imports: string[];
    viteMetadata?: { importedCss: Set<string> };
  };
  return {
    name: 'portal-precache',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.entries(bundle).filter(([, item]) => item.type === 'chunk') as [string, unknown][] as [string, Chunk][];
      const wanted = new Set<string>();
      const add = (name: string) => {
        if (wanted.has(name)) return;
        wanted.add(name);
        const chunk = bundle[name] as unknown as Chunk | undefined;
        if (chunk?.type !== 'chunk') return;
        chunk.imports.forEach(add);
        chunk.viteMetadata?.importedCss.forEach((css) => wanted.add(css));
      };
      for (const [name, chunk] of chunks) {
        if (chunk.isEntry || chunk.facadeModuleId?.includes('/features/warehouse/')) add(name);
      }
      // Loaded on demand by every signed-in screen: kept with the rest, not only once the page has asked for them
      // (the page names what it loaded to the worker once it runs, but a phone can lose the network before that).
      const onDemand = new Set(shellModules.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      if (onDemand.size === 0) this.error(`portal-precache: none of ${shellModules.join(', ')} loads anything on demand`);
      for (const [name, chunk] of chunks) {
        if (chunk.facadeModuleId && onDemand.has(chunk.facadeModuleId)) add(name);
      }
      const built = [...wanted].map((name) => `/${name}`).sort();
      const version = createHash('sha256').update(built.join('\n')).digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw-precache.js',
        source: `self.__PORTAL_PRECACHE__ = ${JSON.stringify({ version, files: [...publicFiles, ...built] })};\n`,
      });
    },
  };
}

/**
 * Lists in the app's page the files of the signed-in layout (`modules`, with everything they import) as
 * `modulepreload` links. Every screen past sign-in waits for that layout, and the router asked for its ~40 files
 * only once the entry had run, adding each link from script: 60-160 ms of main thread in one task on a list's first
 * load (issue 19). From the page, the browser fetches them while the entry downloads and the script finds them there.
 */
function preloadInPage(page: string, modules: string[]): Plugin {
  return {
    name: 'portal-preload-in-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { path, bundle, chunk: entry }) {
        if (path !== `/${page}` || !bundle || !entry) return;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const wanted = new Set<string>();
        const add = (name: string) => {
          const chunk = bundle[name];
          if (wanted.has(name) || chunk?.type !== 'chunk') return;
          wanted.add(name);
          chunk.imports.forEach(add);
        };
        for (const chunk of chunks) if (modules.some((m) => chunk.facadeModuleId?.endsWith(m))) add(chunk.fileName);
        const inPage = new Set<string>([entry.fileName]);
        const addInPage = (name: string) => {
          const chunk = bundle[name];
          if (inPage.has(name) && name !== entry.fileName) return;
          inPage.add(name);
          if (chunk?.type === 'chunk') chunk.imports.forEach(addInPage);
        };
        entry.imports.forEach(addInPage);
        return [...wanted]
          .filter((name) => !inPage.has(name))
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const nm = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
/**
 * Large libraries of a few screens, each family a chunk of its own (see `codeSplitting`). Only their own modules: what
 * they share with the rest (react-is, prop-types...) stays with the shared pieces.
 */
const HEAVY_LIBRARIES: [string, RegExp][] = [
  ['lib-pdf', nm('jspdf|pako|fast-png|fflate|iobuffer')],
  ['lib-canvas', nm('html2canvas')],
  ['lib-svg', nm('canvg|core-js|svg-pathdata|stackblur-canvas|rgbcolor')],
  ['lib-charts', nm('recharts|recharts-scale|@mantine[\\\\/]charts|lodash|react-smooth|d3-[a-z-]+|victory-vendor|decimal\\.js-light')],
  ['lib-pdfjs', nm('pdfjs-dist')],
  ['lib-editor', nm('@tiptap[\\\\/][a-z-]+|prosemirror-[a-z-]+|@mantine[\\\\/]tiptap')],
  ['lib-barcode', nm('@zxing[\\\\/][a-z-]+')],
];

/** Mantine's `useId` replaced by the project's (src/shared/ui/mantine-use-id.ts says why), in both build passes. */
function mantineUseId(): Plugin {
  const replacement = fileURLToPath(new URL('./src/shared/ui/mantine-use-id.ts', import.meta.url));
  return {
    name: 'portal-mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer && /[\\/]@mantine[\\/]hooks[\\/]/.test(importer)) return replacement;
      return null;
    },
  };
}

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));
// Two pages: the app, and the small sign-in page the server sends for a first load of the four sign-in screens
// (decision 0087). In development the app's page serves those paths too (its router has them).
const input = { index: join(root, 'index.html'), 'sign-in': join(root, 'sign-in.html') };
const heavyGroups = HEAVY_LIBRARIES.map(([name, test]) => ({ name, test, includeDependenciesRecursively: false, priority: 3 }));
// Library code split by the entries and screens that share it: the first pass's split (see chunk-groups.ts), and
// what the load groups leave, a screen's own libraries. Merging pieces under 20 kB into their nearest neighbour
// (entriesAwareMergeThreshold) put the app's shared chunks in the sign-in page: /login loaded 343.6 KiB gzip.
const vendorGroup = { name: 'vendor', test: /[\\/]node_modules[\\/]/, entriesAware: true, priority: 1 };

/** The first pass: the default split, in memory, read for the load groups (chunk-groups.ts). */
async function firstPassChunks(): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), mantineUseId()],
    build: {
      write: false,
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: { input, output: { codeSplitting: { groups: [...heavyGroups, vendorGroup] } } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'));
}

const API_TARGET = process.env.PORTAL_API_URL ?? 'http://localhost:8080';

export default defineConfig(async ({ command }) => {
  const groups =
    command === 'build'
      ? loadGroupsOf(await firstPassChunks(), {
          loads: {
            app: [src('main.tsx'), src('app/layouts/app-layout.tsx'), src('app/layouts/layout-prefetch.ts')],
            ...Object.fromEntries(
              ['login', 'register', 'forgot-password', 'reset-password'].map((screen) => [
                screen,
                [src('sign-in.tsx'), src(`features/auth/pages/${screen}.page.tsx`)],
              ]),
            ),
          },
          kitShare: 3,
          isScreen: (id) => id.startsWith(src('features/')) || id.startsWith(src('catalogues/')),
        })
      : new Map<string, string>();
  return {
    root,
    plugins: [
      react(),
      mantineUseId(),
      precompress(),
      precacheList([src('shared/i18n/i18n.ts'), src('app/layouts/app-layout.tsx'), src('app/providers/base-providers.tsx')]),
      preloadInPage('index.html', ['/src/app/layouts/app-layout.tsx']),
    ],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: API_TARGET, changeOrigin: true },
        '/accounts': { target: API_TARGET, changeOrigin: true },
        '/jwt': { target: API_TARGET, changeOrigin: true },
        '/hub': { target: API_TARGET, changeOrigin: true, ws: true },
      },
    },
    build: {
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      rolldownOptions: {
        input,
        output: {
          // Modules grouped by load no longer follow import order inside a chunk: keep their side effects in order.
          strictExecutionOrder: true,
          codeSplitting: {
            groups: [
              ...heavyGroups,
              {
                name: (id: string) => groups.get(id) ?? null,
                test: (id: string) => groups.has(id),
                includeDependenciesRecursively: false,
                debugName: 'load-groups',
                priority: 2,
              },
              vendorGroup,
            ],
          },
          // Those chunks are named after every screen that shares them; the hash is enough.
          chunkFileNames: (chunk: Rolldown.PreRenderedChunk) =>
            chunk.name.startsWith('vendor') ? 'assets/vendor-[hash].js' : 'assets/[name]-[hash].js',
          assetFileNames: (asset: Rolldown.PreRenderedAsset) =>
            asset.names[0]?.startsWith('vendor') ? 'assets/vendor-[hash][extname]' : 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
});
