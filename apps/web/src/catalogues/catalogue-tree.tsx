import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CatalogueDefinition } from '@portal/contract';
import { treeNodeColumns, treeResponseSchema, type TreeNode } from '@portal/contract/catalogues/tree';
import { useAbility } from '../shared/ability/ability.ts';
import { api } from '../shared/api/api.ts';
import { fillPath, formatCell } from './catalogue-format.ts';
import { branchIds, buildTree, type TreeBranch } from './catalogue-tree-model.ts';
import classes from './catalogue-tree.module.css';
import { useChartZoom } from './catalogue-tree-zoom.ts';
import { exportPdf, exportPng, today, TreeToolbar } from './catalogue-tree-toolbar.tsx';
import { LoadFailed } from '../shared/ui/load-failed.tsx';
import { showToast } from '../shared/ui/toast.ts';

/** Leaves shown stacked under their parent (not side by side) from this many on. */
const STACK_FROM = 3;

function fetchTree(definition: CatalogueDefinition, signal?: AbortSignal): Promise<TreeNode[]> {
  return api.get(`${definition.apiPath}/Arbol`, { schema: treeResponseSchema, ...(signal ? { signal } : {}) });
}

interface NodeProps {
  branch: TreeBranch;
  definition: CatalogueDefinition;
  collapsed: ReadonlySet<number>;
  onToggle: (id: number) => void;
  editPath: ((id: number) => string) | null;
}

/** One box with its children below it (or stacked, when they are all leaves). */
function TreeItem({ branch, definition, collapsed, onToggle, editPath }: NodeProps) {
  const { t, i18n } = useTranslation();
  const { node, children } = branch;
  const open = children.length > 0 && !collapsed.has(node.id);
  const groupId = `tree-${definition.name}-${node.id}`;
  const meta = treeNodeColumns(definition)
    .map((name) => ({ name, text: formatCell(definition, name, definition.fields[name]!, node.fields, t, i18n.language) }))
    .filter((entry) => entry.text);
  const content: ReactNode = (
    <>
      <span className={classes.name}>{node.text}</span>
      {meta.length > 0 && (
        <span className={classes.meta}>
          {meta.map(({ name, text }, index) => (
            <span key={name} className={index === 0 ? classes.index : undefined} data-field={name}>
              <VisuallyHidden>{`${t(`catalogues.${definition.name}.fields.${name}`)}: `}</VisuallyHidden>
              {text}
            </span>
          ))}
        </span>
      )}
    </>
  );
  const stacked = open && children.length >= STACK_FROM && children.every((child) => child.children.length === 0);
  return (
    <li data-testid="tree-item">
      <div className={classes.node}>
        {editPath ? (
          <Link to={editPath(node.id)} className={classes.box} data-testid="tree-node" data-node-id={node.id}>
            {content}
          </Link>
        ) : (
          <div className={classes.box} data-testid="tree-node" data-node-id={node.id}>
            {content}
          </div>
        )}
        {children.length > 0 && (
          <button
            type="button"
            className={classes.toggle}
            aria-expanded={open}
            aria-controls={open ? groupId : undefined}
            aria-label={
              open
                ? t('catalogue.tree.collapse', { name: node.text })
                : t('catalogue.tree.expand', { name: node.text, count: branch.descendants })
            }
            title={
              open
                ? t('catalogue.tree.collapse', { name: node.text })
                : t('catalogue.tree.expand', { name: node.text, count: branch.descendants })
            }
            onClick={() => onToggle(node.id)}
            data-testid="tree-toggle"
          >
            {open ? '−' : `+${branch.descendants}`}
          </button>
        )}
      </div>
      {open && (
        <ul id={groupId} className={stacked ? classes.stack : undefined}>
          {children.map((child) => (
            <TreeItem
              key={child.node.id}
              branch={child}
              definition={definition}
              collapsed={collapsed}
              onToggle={onToggle}
              editPath={editPath}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The card's title, the way back to the list and "New" for those who may create. */
function TreeHeader({ title, definition, addPath }: { title: string; definition: CatalogueDefinition; addPath: string | null }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Group gap="xs">
        <Button component={Link} to={definition.routes.list} variant="default" leftSection={<IconList size={16} />}>
          {t('catalogue.tree.list')}
        </Button>
        {addPath && (
          <Button component={Link} to={addPath} leftSection={<IconPlus size={16} />} data-testid="catalogue-new">
            {t('catalogue.ui.new')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/**
 * The tree view of any catalogue with `tree` (the organisation chart): boxes top-down with connectors,
 * each branch collapsible, zoom by buttons or Ctrl + wheel, fit to width, a click on a box opens its
 * edit screen, and the chart exports as PNG or PDF, as it is shown (collapsed branches stay collapsed).
 */
export function CatalogueTree({ definition }: { definition: CatalogueDefinition }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const query = useQuery({
    queryKey: ['catalogue', definition.name, 'tree'],
    queryFn: ({ signal }) => fetchTree(definition, signal),
    // The failure shows in the card with a retry, not as a toast.
    meta: { silent: true },
  });
  const roots = useMemo(() => buildTree(query.data ?? []), [query.data]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const [exporting, setExporting] = useState<'png' | 'pdf' | null>(null);

  const title = t(`catalogues.${definition.name}.tree`);
  const canCreate = ability.can(definition.routes.addAction ?? 'create', definition.writeResource ?? definition.resource);
  const canOpen = ability.can(definition.routes.editAction ?? 'write', definition.resource);
  const editPath = useMemo(
    () => (canOpen ? (id: number) => fillPath(definition.routes.edit, { [definition.idField]: id }) : null),
    [canOpen, definition],
  );
  const addPath = fillPath(definition.routes.add ?? definition.routes.edit, {});

  const toggle = useCallback((id: number) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const hasChart = roots.length > 0;
  const { scale, size, viewport, chart, sizer, zoomTo, fit } = useChartZoom(hasChart);

  const exportAs = async (format: 'png' | 'pdf') => {
    if (!chart.current) return;
    setExporting(format);
    try {
      const fileName = `${title} ${today()}`;
      if (format === 'png') await exportPng(chart.current, fileName);
      else await exportPdf(chart.current, fileName);
    } catch {
      showToast('red', t('catalogue.tree.exportFailed'));
    } finally {
      setExporting(null);
    }
  };

  const percent = Math.round(scale * 100);

  return (
    <Card withBorder padding="lg" radius="md" data-testid={`catalogue-tree-${definition.name}`}>
      <TreeHeader title={title} definition={definition} addPath={canCreate ? addPath : null} />

      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} data-testid="tree-error" />
      ) : query.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={36} />
          <Skeleton height={240} />
        </Stack>
      ) : !hasChart ? (
        <Stack align="center" py="xl" gap="sm" data-testid="tree-empty">
          <Text c="dimmed">{t('catalogue.tree.empty', { name: t(`catalogues.${definition.name}.title`) })}</Text>
          {canCreate && (
            <Button component={Link} to={addPath} variant="light" leftSection={<IconPlus size={16} />}>
              {t('catalogue.ui.new')}
            </Button>
          )}
        </Stack>
      ) : (
        <>
          <TreeToolbar
            scale={scale}
            percent={percent}
            exporting={exporting}
            zoomTo={zoomTo}
            fit={fit}
            expandAll={() => setCollapsed(new Set())}
            collapseAll={() => setCollapsed(new Set(roots.flatMap((root) => branchIds(root.children))))}
            exportAs={exportAs}
          />
          {exporting && (
            <Text size="sm" c="dimmed" role="status" mb="xs">
              {t('catalogue.tree.exporting')}
            </Text>
          )}
          <div
            ref={viewport}
            className={classes.viewport}
            role="region"
            aria-label={t('catalogue.tree.chart', { name: title })}
            aria-describedby={`tree-hint-${definition.name}`}
            data-testid="tree-viewport"
          >
            <div ref={sizer} className={classes.sizer} style={{ width: size.width * scale, height: size.height * scale }}>
              <div
                ref={chart}
                className={classes.chart}
                style={{ transform: `scale(${scale})` }}
                data-scale={scale}
                data-testid="tree-chart"
              >
                <ul>
                  {roots.map((branch) => (
                    <TreeItem
                      key={branch.node.id}
                      branch={branch}
                      definition={definition}
                      collapsed={collapsed}
                      onToggle={toggle}
                      editPath={editPath}
                    />
                  ))}
                </ul>
              </div>
            </div>
          </div>
          <Text id={`tree-hint-${definition.name}`} size="xs" c="dimmed" mt={4}>
            {t('catalogue.tree.wheelHint')}
          </Text>
        </>
      )}
    </Card>
  );
}
