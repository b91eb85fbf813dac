import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { loadGroupsOf } from './chunk-groups.ts';

/** A first-pass chunk: its file, the modules it holds, the chunks it imports. */
function chunk(fileName: string, modules: string[], imports: string[] = [], kind: 'entry' | 'lazy' | 'shared' = 'shared') {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: kind === 'shared' ? null : kind === 'entry' ? `/web/${fileName}.html` : modules[0],
    isEntry: kind === 'entry',
    isDynamicEntry: kind === 'lazy',
    modules: Object.fromEntries(modules.map((m) => [m, {}])),
    imports,
  } as unknown as Rolldown.OutputChunk;
}

const chunks = [
  chunk('sign-in', ['/src/sign-in.tsx'], ['react', 'mantine-input'], 'entry'),
  chunk('index', ['/src/main.tsx'], ['react', 'router'], 'entry'),
  chunk('react', ['/nm/react.js']),
  chunk('router', ['/nm/router.js']),
  chunk('mantine-input', ['/nm/input.js']),
  chunk('layout', ['/src/layout.tsx'], ['mantine-input', 'router'], 'lazy'),
  chunk('login', ['/src/login.page.tsx'], ['react', 'zod'], 'lazy'),
  chunk('zod', ['/nm/zod.js']),
  chunk('table', ['/src/table.tsx']),
  chunk('texts', ['/src/es-MX.ts'], ['table'], 'lazy'),
  ...['a', 'b', 'c'].map((name) => chunk(`screen-${name}`, [`/src/${name}.page.tsx`], ['table', ...(name === 'a' ? ['zod'] : [])], 'lazy')),
  chunk('screen-d', ['/src/d.page.tsx'], ['pdf'], 'lazy'),
  chunk('pdf', ['/nm/pdf.js']),
];

const groups = loadGroupsOf(chunks, {
  loads: { app: ['/src/main.tsx', '/src/layout.tsx'], login: ['/src/sign-in.tsx', '/src/login.page.tsx'] },
  kitShare: 3,
  isScreen: (id) => id.endsWith('.page.tsx'),
});

describe('loadGroupsOf', () => {
  it('groups what the same first loads run at their start', () => {
    expect(groups.get('/nm/react.js')).toBe('load-app.login');
    expect(groups.get('/nm/input.js')).toBe('load-app.login');
    expect(groups.get('/nm/router.js')).toBe('load-app');
    expect(groups.get('/src/layout.tsx')).toBe('load-app');
    expect(groups.get('/src/login.page.tsx')).toBe('load-login');
    expect(groups.get('/nm/zod.js')).toBe('load-login');
  });

  it('puts what enough screens share, and no first load runs, in the kit', () => {
    expect(groups.get('/src/table.tsx')).toBe('kit');
    // A language's texts import the table too, but are not a screen: two screens are not enough.
    expect(
      loadGroupsOf(
        chunks.filter((c) => c.fileName !== 'screen-c'),
        {
          loads: { app: ['/src/main.tsx'] },
          kitShare: 3,
          isScreen: (id) => id.endsWith('.page.tsx'),
        },
      ).get('/src/table.tsx'),
    ).toBeUndefined();
  });

  it('leaves a screen and what few screens share to the default split', () => {
    expect(groups.get('/src/a.page.tsx')).toBeUndefined();
    expect(groups.get('/nm/pdf.js')).toBeUndefined();
  });

  it('names a root that is not in the first pass', () => {
    expect(() => loadGroupsOf(chunks, { loads: { app: ['/src/missing.tsx'] }, kitShare: 3, isScreen: () => true })).toThrow(
      /no chunk starts at \/src\/missing.tsx/,
    );
  });
});
