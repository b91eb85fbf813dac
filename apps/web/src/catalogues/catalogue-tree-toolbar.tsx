import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import {
  IconArrowAutofitWidth,
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconDownload,
  IconFileTypePdf,
  IconPhoto,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportPixelRatio, MAX_SCALE, MIN_SCALE, pdfPage, zoomIn, zoomOut } from './catalogue-tree-model.ts';

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

export function today(): string {
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

export async function exportPng(chart: HTMLElement, fileName: string): Promise<void> {
  const canvas = await chartCanvas(chart);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('canvas.toBlob gave nothing');
  saveBlob(blob, `${fileName}.png`);
}

export async function exportPdf(chart: HTMLElement, fileName: string): Promise<void> {
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

export interface TreeToolbarProps {
  scale: number;
  percent: number;
  exporting: 'png' | 'pdf' | null;
  zoomTo: (next: (current: number) => number) => void;
  fit: () => void;
  expandAll: () => void;
  collapseAll: () => void;
  exportAs: (format: 'png' | 'pdf') => Promise<void>;
}

/** The chart's tools: zoom out, level, zoom in, reset, fit, expand and collapse all; export as PNG or PDF. */
export function TreeToolbar({ scale, percent, exporting, zoomTo, fit, expandAll, collapseAll, exportAs }: TreeToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
      <Group gap="xs" wrap="wrap">
        <Tool label={t('catalogue.tree.zoomOut')} onClick={() => zoomTo(zoomOut)} testId="tree-zoom-out" disabled={scale <= MIN_SCALE}>
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
        <Tool label={t('catalogue.tree.expandAll')} onClick={expandAll} testId="tree-expand-all">
          <IconArrowsMaximize size={18} />
        </Tool>
        {/* The roots stay open: collapsing everything shows the first level below them. */}
        <Tool label={t('catalogue.tree.collapseAll')} onClick={collapseAll} testId="tree-collapse-all">
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
  );
}
