import type { TreeNode } from '@portal/contract/catalogues/tree';

/** A node with its children, in order, and how many nodes hang below it. */
export interface TreeBranch {
  node: TreeNode;
  children: TreeBranch[];
  descendants: number;
}

const byOrderThenText = (a: TreeNode, b: TreeNode) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.text.localeCompare(b.text, 'es') || a.id - b.id;

/**
 * The branches of a flat node list: roots are the nodes without a parent or whose parent is not in the
 * list (outside the caller's scope). Children go by order, then text. The server refuses cycles; should
 * the data hold one anyway, each node still appears once (the cycle is cut where it is first met).
 */
export function buildTree(nodes: readonly TreeNode[]): TreeBranch[] {
  const ids = new Set(nodes.map((node) => node.id));
  const children = new Map<number, TreeNode[]>();
  for (const node of nodes) {
    if (node.parentId === null || !ids.has(node.parentId) || node.parentId === node.id) continue;
    const siblings = children.get(node.parentId) ?? [];
    siblings.push(node);
    children.set(node.parentId, siblings);
  }
  const placed = new Set<number>();
  const grow = (node: TreeNode): TreeBranch => {
    placed.add(node.id);
    const kids = (children.get(node.id) ?? []).filter((child) => !placed.has(child.id)).sort(byOrderThenText);
    // Claimed before descending, so a cycle further down cannot take a sibling twice.
    for (const kid of kids) placed.add(kid.id);
    const branches = kids.map((kid) => grow(kid));
    return { node, children: branches, descendants: branches.reduce((sum, branch) => sum + 1 + branch.descendants, 0) };
  };
  const isRoot = (node: TreeNode) => node.parentId === null || node.parentId === node.id || !ids.has(node.parentId);
  const roots = nodes
    .filter(isRoot)
    .sort(byOrderThenText)
    .map((node) => grow(node));
  // Nodes only reachable through a cycle: start a branch at the first of each.
  for (const node of [...nodes].sort(byOrderThenText)) if (!placed.has(node.id)) roots.push(grow(node));
  return roots;
}

/** Every node id that has children (to collapse them all). */
export function branchIds(branches: readonly TreeBranch[]): number[] {
  return branches.flatMap((branch) => (branch.children.length ? [branch.node.id, ...branchIds(branch.children)] : []));
}

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 2;
const STEP = 1.2;

/** The scale kept within bounds and rounded to whole percents. */
export function clampScale(scale: number): number {
  return Math.round(Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale)) * 100) / 100;
}

export function zoomIn(scale: number): number {
  return clampScale(scale * STEP);
}

export function zoomOut(scale: number): number {
  return clampScale(scale / STEP);
}

/** The scale at which a chart `chartWidth` wide fits `available` pixels, never above 100 %. */
export function fitScale(chartWidth: number, available: number): number {
  if (chartWidth <= 0 || available <= 0) return 1;
  return clampScale(Math.min(1, available / chartWidth));
}

/**
 * A PDF page that holds the chart at its size, within the PDF limit of 14,400 units a side: landscape
 * when the chart is wider than tall (the usual organisation chart), portrait otherwise.
 */
export function pdfPage(width: number, height: number, limit = 14_400) {
  const factor = Math.min(1, limit / Math.max(width, height));
  const w = Math.max(1, Math.round(width * factor));
  const h = Math.max(1, Math.round(height * factor));
  return { width: w, height: h, orientation: w >= h ? ('landscape' as const) : ('portrait' as const) };
}

/** Pixel ratio of the exported image: sharp (2×) unless the canvas would pass the browsers' size limit. */
export function exportPixelRatio(width: number, height: number, maxSide = 16_000, maxArea = 120_000_000): number {
  const bySide = maxSide / Math.max(width, height, 1);
  const byArea = Math.sqrt(maxArea / Math.max(width * height, 1));
  return Math.max(0.1, Math.min(2, bySide, byArea));
}
