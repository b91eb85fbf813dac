import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Button, Card, Group, Menu, Skeleton, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconDownload,
  IconFileTypePdf,
  IconList,
  IconPhoto,
  IconPlus,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
  IconArrowAutofitWidth,
} from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { TOAST_TIMEOUT_MS, type CatalogueDefinition } from '@portal/contract';
import { treeNodeColumns, treeResponseSchema, type TreeNode } from '@portal/contract/catalogues/tree';
import { useAbility } from '../shared/ability/ability.ts';
import { api } from '../shared/api/api.ts';
import { fillPath, formatCell } from './catalogue-format.ts';
import {
  branchIds,
  buildTree,
  exportPixelRatio,
  fitScale,
  MAX_SCALE,
  MIN_SCALE,
  pdfPage,
  zoomIn,
  zoomOut,
  type TreeBranch,
} from './catalogue-tree-model.ts';
import classes from './catalogue-tree.module.css';
import { LoadFailed } from '../shared/ui/load-failed.tsx';

/** Leaves shown stacked under their parent (not side by side) from this many on. */
const STACK_FROM = 3;

function fetchTree(definition: CatalogueDefinition, signal?: AbortSignal): Promise<TreeNode[]> {
  return api.get(`${definition.apiPath}/Arbol`, { schema: treeResponseSchema, ...(signal ? { signal } : {}) });
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Draws the chart element (at its own size, whatever the zoom) on a canvas. The export libraries load
 * only when someone exports, so they stay out of the screen's bundle.
 */
async function chartCanvas(chart: HTMLElement): Promise<HTMLCanvasElement> {
  const { toCanvas } = await import('html-to-image');
  const width = chart.offsetWidth;
  const height = chart.offsetHeight;
  return toCanvas(chart, {
    width,
    height,
    pixelRatio: exportPixelRatio(width, height),
    backgroundColor: getComputedStyle(chart).backgroundColor,
    style: { transform: 'none', position: 'static' },
    // The portal uses the system's fonts: nothing to embed.
    skipFonts: true,
  });
}

async function exportPng(chart: HTMLElement, fileName: string): Promise<void> {
  const canvas = await chartCanvas(chart);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('canvas.toBlob gave nothing');
  saveBlob(blob, `${fileName}.png`);
}

async function exportPdf(chart: HTMLElement, fileName: string): Promise<void> {
  const [canvas, { jsPDF }] = await Promise.all([chartCanvas(chart), import('jspdf')]);
  const page = pdfPage(chart.offsetWidth, chart.offsetHeight);
  const pdf = new jsPDF({ orientation: page.orientation, unit: 'pt', format: [page.width, page.height], compress: true });
  pdf.setProperties({ title: fileName });
  pdf.addImage(canvas, 'PNG', 0, 0, page.width, page.height, undefined, 'FAST');
  saveBlob(pdf.output('blob'), `${fileName}.pdf`);
}

/** A toolbar button: an icon with its name as tooltip and accessible label. */
function Tool({
  label,
  onClick,
  testId,
  disabled = false,
  children,
}: {
  label: string;
  onClick: () => void;
  testId: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled} data-testid={testId}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
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
  const [scale, setScale] = useState(1);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [exporting, setExporting] = useState<'png' | 'pdf' | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const chart = useRef<HTMLDivElement>(null);
  const sizer = useRef<HTMLDivElement>(null);
  const scaleRef = useRef(scale);
  const anchor = useRef<{ x: number; y: number; px: number; py: number } | null>(null);

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

  // The chart's own size (transforms do not change it): the scroll area is that size times the zoom.
  const hasChart = roots.length > 0;
  useLayoutEffect(() => {
    const element = chart.current;
    if (!element) return;
    const measure = () => setSize({ width: element.offsetWidth, height: element.offsetHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasChart]);

  // A zoom keeps one point of the chart where it was on screen: the pointer's, or the view's centre.
  const zoomTo = useCallback((next: (current: number) => number, at?: { x: number; y: number }) => {
    const element = viewport.current;
    const box = sizer.current;
    if (element && box) {
      const px = at?.x ?? element.clientWidth / 2;
      const py = at?.y ?? element.clientHeight / 2;
      anchor.current = {
        x: (element.scrollLeft + px - box.offsetLeft) / scaleRef.current,
        y: (element.scrollTop + py - box.offsetTop) / scaleRef.current,
        px,
        py,
      };
    }
    setScale(next);
  }, []);
  useLayoutEffect(() => {
    scaleRef.current = scale;
    const element = viewport.current;
    const box = sizer.current;
    const point = anchor.current;
    anchor.current = null;
    if (!element || !box || !point) return;
    element.scrollLeft = point.x * scale + box.offsetLeft - point.px;
    element.scrollTop = point.y * scale + box.offsetTop - point.py;
  }, [scale]);

  // A chart wider than the view opens with its top centred (where the root is).
  const centred = useRef(false);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (centred.current || !element || size.width === 0) return;
    centred.current = true;
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
  }, [size.width]);

  // Ctrl + wheel zooms the chart instead of the page (a passive React listener cannot prevent that).
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      zoomTo(event.deltaY < 0 ? zoomIn : zoomOut, { x: event.clientX - rect.left, y: event.clientY - rect.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [hasChart, zoomTo]);

  const fit = () => zoomTo(() => fitScale(size.width, (viewport.current?.clientWidth ?? 0) - 2));

  const exportAs = async (format: 'png' | 'pdf') => {
    if (!chart.current) return;
    setExporting(format);
    try {
      const fileName = `${title} ${today()}`;
      if (format === 'png') await exportPng(chart.current, fileName);
      else await exportPdf(chart.current, fileName);
    } catch {
      notifications.show({ color: 'red', message: t('catalogue.tree.exportFailed'), autoClose: TOAST_TIMEOUT_MS, withBorder: true });
    } finally {
      setExporting(null);
    }
  };

  const percent = Math.round(scale * 100);

  return (
    <Card withBorder padding="lg" radius="md" data-testid={`catalogue-tree-${definition.name}`}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={definition.routes.list} variant="default" leftSection={<IconList size={16} />}>
            {t('catalogue.tree.list')}
          </Button>
          {canCreate && (
            <Button component={Link} to={addPath} leftSection={<IconPlus size={16} />} data-testid="catalogue-new">
              {t('catalogue.ui.new')}
            </Button>
          )}
        </Group>
      </Group>

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
          <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="wrap">
              <Tool
                label={t('catalogue.tree.zoomOut')}
                onClick={() => zoomTo(zoomOut)}
                testId="tree-zoom-out"
                disabled={scale <= MIN_SCALE}
              >
                <IconZoomOut size={18} />
              </Tool>
              <Text size="sm" miw={96} ta="center" style={{ whiteSpace: 'nowrap' }} aria-live="polite" data-testid="tree-zoom-level">
                {t('catalogue.tree.zoomLevel', { percent })}
              </Text>
              <Tool label={t('catalogue.tree.zoomIn')} onClick={() => zoomTo(zoomIn)} testId="tree-zoom-in" disabled={scale >= MAX_SCALE}>
                <IconZoomIn size={18} />
              </Tool>
              <Tool label={t('catalogue.tree.zoomReset')} onClick={() => zoomTo(() => 1)} testId="tree-zoom-reset">
                <IconZoomReset size={18} />
              </Tool>
              <Tool label={t('catalogue.tree.fit')} onClick={fit} testId="tree-fit">
                <IconArrowAutofitWidth size={18} />
              </Tool>
              <Tool label={t('catalogue.tree.expandAll')} onClick={() => setCollapsed(new Set())} testId="tree-expand-all">
                <IconArrowsMaximize size={18} />
              </Tool>
              {/* The roots stay open: collapsing everything shows the first level below them. */}
              <Tool
                label={t('catalogue.tree.collapseAll')}
                onClick={() => setCollapsed(new Set(roots.flatMap((root) => branchIds(root.children))))}
                testId="tree-collapse-all"
              >
                <IconArrowsMinimize size={18} />
              </Tool>
            </Group>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting !== null} data-testid="tree-export">
                  {t('catalogue.tree.export')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPhoto size={16} />} onClick={() => void exportAs('png')} data-testid="tree-export-png">
                  {t('catalogue.tree.exportPng')}
                </Menu.Item>
                <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void exportAs('pdf')} data-testid="tree-export-pdf">
                  {t('catalogue.tree.exportPdf')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
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
