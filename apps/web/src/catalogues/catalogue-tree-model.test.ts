import { describe, expect, it } from 'vitest';
import type { TreeNode } from '@portal/contract/catalogues/tree';
import {
  branchIds,
  buildTree,
  clampScale,
  exportPixelRatio,
  fitScale,
  pdfPage,
  zoomIn,
  zoomOut,
  type TreeBranch,
} from './catalogue-tree-model.ts';

const node = (id: number, parentId: number | null, text: string, order: number | null = null): TreeNode => ({
  id,
  parentId,
  text,
  order,
  fields: {},
});

/** `text(child, child…)` of a forest, to compare shapes at a glance. */
const shape = (branches: TreeBranch[]): string =>
  branches.map((b) => (b.children.length ? `${b.node.text}(${shape(b.children)})` : b.node.text)).join(', ');

describe('buildTree', () => {
  it('nests children under their parents, by order then text', () => {
    const roots = buildTree([
      node(3, 1, 'Tráfico', 2),
      node(1, null, 'Dirección General', 1),
      node(2, 1, 'Administración', 1),
      node(4, 3, 'Glosa'),
      node(5, 3, 'Clasificación'),
    ]);
    expect(shape(roots)).toBe('Dirección General(Administración, Tráfico(Clasificación, Glosa))');
    expect(roots[0]!.descendants).toBe(4);
    expect(branchIds(roots)).toEqual([1, 3]);
  });

  it('makes roots of nodes whose parent is not in the list (outside the scope)', () => {
    expect(shape(buildTree([node(2, 99, 'B'), node(1, null, 'A')]))).toBe('A, B');
  });

  it('shows every node once even if the data holds a cycle', () => {
    const roots = buildTree([node(1, 3, 'A'), node(2, 1, 'B'), node(3, 2, 'C'), node(4, 4, 'D'), node(5, null, 'E')]);
    expect(shape(roots)).toBe('D, E, A(B(C))');
    const count = (branches: TreeBranch[]): number => branches.reduce((sum, b) => sum + 1 + count(b.children), 0);
    expect(count(roots)).toBe(5);
  });

  it('answers an empty forest for no nodes', () => {
    expect(buildTree([])).toEqual([]);
  });
});

describe('zoom and export sizes', () => {
  it('zooms in steps within 20 % and 200 %', () => {
    expect(zoomIn(1)).toBe(1.2);
    expect(zoomOut(1)).toBe(0.83);
    expect(zoomIn(1.9)).toBe(2);
    expect(zoomOut(0.21)).toBe(0.2);
    expect(clampScale(0.123)).toBe(0.2);
  });

  it('fits the width without enlarging a small chart', () => {
    expect(fitScale(2000, 1000)).toBe(0.5);
    expect(fitScale(500, 1000)).toBe(1);
    expect(fitScale(0, 1000)).toBe(1);
  });

  it('sizes the PDF page to the chart, landscape when wide, within the PDF limit', () => {
    expect(pdfPage(1200, 500)).toEqual({ width: 1200, height: 500, orientation: 'landscape' });
    expect(pdfPage(300, 900)).toEqual({ width: 300, height: 900, orientation: 'portrait' });
    expect(pdfPage(28_800, 1000)).toEqual({ width: 14_400, height: 500, orientation: 'landscape' });
  });

  it('exports at 2× unless the canvas would be too big', () => {
    expect(exportPixelRatio(1000, 500)).toBe(2);
    expect(exportPixelRatio(16_000, 1000)).toBe(1);
    expect(exportPixelRatio(12_000, 12_000)).toBeLessThan(1);
  });
});
