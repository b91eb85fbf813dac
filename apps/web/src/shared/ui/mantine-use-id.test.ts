import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id.ts';

function Probe({ id }: { id?: string }) {
  return createElement('i', { 'data-id': useId(id) });
}

const idsOf = (html: string) => [...html.matchAll(/data-id="([^"]*)"/g)].map((m) => m[1]);

describe("Mantine's useId stand-in", () => {
  it('gives each component its own id, usable in a CSS selector, from the first render', () => {
    const ids = idsOf(renderToString(createElement(Fragment, null, createElement(Probe), createElement(Probe), createElement(Probe))));
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^mantine-[\w-]+$/);
  });

  it('keeps an id given to it', () => {
    expect(idsOf(renderToString(createElement(Probe, { id: 'customer-name' })))).toEqual(['customer-name']);
  });
});
