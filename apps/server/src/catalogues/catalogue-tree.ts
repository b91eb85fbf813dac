import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { referenceTextKey, sortableFields, type CatalogueDefinition } from '@portal/contract';
import { TREE_NODE_LIMIT, treeNodeColumns, treeResponseSchema, type TreeNode } from '@portal/contract/catalogues/tree';
import type { Database } from '@portal/db';
import type { AppDeps } from '../platform/deps.ts';
import type { DataScope } from '../platform/data-scope.ts';
import { callerOf } from '../platform/route-access.ts';
import { problems, ProblemError } from '../platform/problem.ts';
import { repositoryOf } from './catalogue.service.ts';
import type { Row } from './catalogue.repository.ts';

type Executor = Pick<Database, 'execute'>;

/** Which item keys travel in a node's `fields`: each column and, for references, its display text. */
function nodeKeys(definition: CatalogueDefinition): string[] {
  return treeNodeColumns(definition).flatMap((name) => {
    const kind = definition.fields[name]!.kind;
    return kind === 'reference' || kind === 'references' ? [name, referenceTextKey(name)] : [name];
  });
}

function toNode(definition: CatalogueDefinition, item: Row, keys: readonly string[]): TreeNode {
  const { parentField, orderField } = definition.tree!;
  const order = orderField ? item[orderField] : null;
  return {
    id: item[definition.idField] as number,
    parentId: (item[parentField] as number | null | undefined) ?? null,
    text: String(item[definition.displayField] ?? ''),
    order: typeof order === 'number' ? order : order === null || order === undefined ? null : Number(order),
    fields: Object.fromEntries(keys.map((key) => [key, (item[key] ?? null) as TreeNode['fields'][string]])),
  };
}

/**
 * Every node of a catalogue with `tree`, inside the caller's data scope (as its list), ordered by the
 * order field; a node whose parent is outside the scope comes with that parent's id all the same.
 */
export async function catalogueTree(db: Database, definition: CatalogueDefinition, scope: DataScope): Promise<TreeNode[]> {
  const repository = repositoryOf(definition);
  const orderField = definition.tree?.orderField;
  const sort = orderField && sortableFields(definition).includes(orderField) ? { field: orderField, direction: 'asc' as const } : null;
  const { items, total } = await repository.list(db, { page: 1, pageSize: TREE_NODE_LIMIT, sort, filters: {} }, scope);
  if (total > TREE_NODE_LIMIT) {
    throw new ProblemError({
      status: 422,
      detailKey: 'catalogue.treeTooLarge',
      params: { count: total, max: TREE_NODE_LIMIT },
      code: 'treeTooLarge',
    });
  }
  const keys = nodeKeys(definition);
  return items.map((item) => toNode(definition, item, keys));
}

/** `GET <apiPath>/Arbol`: the whole tree for the tree view, with the list's access and data scope. */
export function registerCatalogueTree(app: FastifyInstance, deps: AppDeps, definition: CatalogueDefinition): void {
  if (!definition.tree) throw new Error(`${definition.name} is not a tree`);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${definition.apiPath}/Arbol`,
    {
      config: { access: { resource: definition.resource, action: 'read' } },
      schema: {
        tags: [definition.name],
        summary: `Every node of the tree (at most ${TREE_NODE_LIMIT}): id, parent, text, order and the list columns`,
        response: { 200: treeResponseSchema },
      },
    },
    async (request) => catalogueTree(deps.db, definition, callerOf(request).scope),
  );
}

/**
 * Refuses (400, `{ [parentField]: ['catalogue.cycle'] }`) a parent that is the record itself or one of
 * its descendants: one recursive query walks up from the new parent and looks for the record among its
 * ancestors. Parent changes of one catalogue are serialised for the transaction (an advisory lock), so
 * two saves at once cannot each close half of a cycle.
 */
export async function assertNoCycle(db: Executor, definition: CatalogueDefinition, id: number, newParentId: number): Promise<void> {
  const tree = definition.tree;
  if (!tree) return;
  if (id === newParentId) throw problems.validation({ [tree.parentField]: ['catalogue.cycle'] });
  const repository = repositoryOf(definition);
  const table = sql.identifier(definition.table);
  const idColumn = sql.identifier(repository.column(definition.idField).name);
  const parentColumn = sql.identifier(repository.column(tree.parentField).name);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue-tree:${definition.table}`}))`);
  // `union` (not `union all`) drops repeated nodes, so even a cycle already in the data ends the walk.
  const result = await db.execute(sql`
    with recursive ancestors(node) as (
      select ${newParentId}::integer
      union
      select t.${parentColumn} from ${table} t join ancestors a on t.${idColumn} = a.node where t.${parentColumn} is not null
    )
    select exists(select 1 from ancestors where node = ${id}) as "cycle"`);
  if ((result as unknown as { rows: { cycle: boolean }[] }).rows[0]?.cycle)
    throw problems.validation({ [tree.parentField]: ['catalogue.cycle'] });
}
