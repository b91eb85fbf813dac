import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Loader, MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

describe('the portal theme', () => {
  it('makes every spinner a status, so that its label is allowed and read out', () => {
    const html = renderToString(createElement(MantineProvider, { theme }, createElement(Loader, { 'aria-label': 'Cargando' })));
    expect(html).toMatch(/<span[^>]*role="status"[^>]*aria-label="Cargando"|<span[^>]*aria-label="Cargando"[^>]*role="status"/);
  });
});
