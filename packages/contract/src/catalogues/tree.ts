import { z } from 'zod';
import type { CatalogueDefinition } from './define.ts';

/** The most nodes `GET <apiPath>/Arbol` answers; a bigger tree is refused with a problem (422). */
export const TREE_NODE_LIMIT = 5000;

/** A list-column value as items carry it (references come with their `…Texto`). */
const treeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string()), z.array(z.number())]);

/**
 * One node of a catalogue with `tree`: its id, its parent's (null at a root), the display text, the
 * order among siblings and the list columns' values, keyed like an item's so the list's formatting
 * applies to them.
 */
export const treeNodeSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  text: z.string(),
  order: z.number().nullable(),
  fields: z.record(z.string(), treeValueSchema),
});

export const treeResponseSchema = z.array(treeNodeSchema);

export type TreeNode = z.infer<typeof treeNodeSchema>;

/** The item keys a node's `fields` carries: the list columns but the display, parent and order fields. */
export function treeNodeColumns(definition: CatalogueDefinition): string[] {
  const tree = definition.tree;
  return definition.listColumns.filter(
    (name) =>
      name !== definition.displayField &&
      name !== tree?.parentField &&
      name !== tree?.orderField &&
      definition.fields[name]?.kind !== 'secret' &&
      definition.fields[name]?.kind !== 'documents',
  );
}
