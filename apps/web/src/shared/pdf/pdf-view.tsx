import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { fileNameOf } from '../downloads/download-manager.ts';
import { LoadFailed } from '../ui/load-failed.tsx';

// pdf.js (and its worker) loads only when a PDF is shown.
const PdfPages = lazy(() => import('./pdf-pages.tsx').then((m) => ({ default: m.PdfPages })));

type Loaded = { data: ArrayBuffer; name: string };
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

function saveAs(loaded: Loaded): void {
  const url = URL.createObjectURL(new Blob([loaded.data], { type: 'application/pdf' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = loaded.name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A portal PDF fetched with the user's session and drawn by pdf.js, page under page, with a toolbar (zoom, page
 * count, download): the `/pages/pdf-viewer` page and the previews inside a record both show PDFs with it.
 * `path` must already be one of the portal's own paths; `actions` lead the toolbar (the page's Back button).
 */
export function PdfView({ path, actions, toolbarRight = 0 }: { path: string; actions?: ReactNode; toolbarRight?: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ loaded?: Loaded; error?: unknown; attempt: number }>({ attempt: 0 });
  const [zoom, setZoom] = useState(1);
  const [pages, setPages] = useState<number | null>(null);
  const onPages = useCallback((count: number) => setPages(count), []);

  useEffect(() => {
    let cancelled = false;
    void api
      .fetchResponse(path)
      .then(async (response) => {
        if (!/application\/pdf/i.test(response.headers.get('content-type') ?? '')) throw new Error(t('pdfViewer.notPdf'));
        const data = await response.arrayBuffer();
        const name = fileNameOf(response.headers.get('content-disposition'), path.split('/').pop() ?? 'documento.pdf');
        if (!cancelled) setState((s) => ({ attempt: s.attempt, loaded: { data, name } }));
      })
      .catch((error: unknown) => !cancelled && setState((s) => ({ attempt: s.attempt, error })));
    return () => {
      cancelled = true;
    };
  }, [path, state.attempt, t]);

  const step = (delta: number) => setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.indexOf(z) + delta))]!);

  return (
    <>
      <Group p="sm" pr={toolbarRight} gap="xs" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {actions}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!state.loaded}
          onClick={() => state.loaded && saveAs(state.loaded)}
          data-testid="pdf-download"
        >
          {t('pdfViewer.download')}
        </Button>
        <Tooltip label={t('pdfViewer.zoomOut')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => step(-1)}
            disabled={zoom === ZOOMS[0]}
            aria-label={t('pdfViewer.zoomOut')}
            data-testid="pdf-zoom-out"
          >
            <IconZoomOut size={18} />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" w={48} ta="center" data-testid="pdf-zoom">
          {Math.round(zoom * 100)} %
        </Text>
        <Tooltip label={t('pdfViewer.zoomIn')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => step(1)}
            disabled={zoom === ZOOMS.at(-1)}
            aria-label={t('pdfViewer.zoomIn')}
            data-testid="pdf-zoom-in"
          >
            <IconZoomIn size={18} />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" fw={600} truncate style={{ flex: 1, minWidth: 120 }} data-testid="pdf-name">
          {state.loaded?.name ?? ''}
          {pages !== null && (
            <Text span c="dimmed" fw={400} data-testid="pdf-page-count">
              {' · '}
              {t('pdfViewer.pages', { count: pages })}
            </Text>
          )}
        </Text>
      </Group>
      <Box style={{ flex: 1, minHeight: 0, overflow: 'auto', background: 'var(--mantine-color-default-hover)' }}>
        {state.error ? (
          <Box p="md">
            <LoadFailed error={state.error} onRetry={() => setState((s) => ({ attempt: s.attempt + 1 }))} data-testid="pdf-error" />
          </Box>
        ) : state.loaded ? (
          <Suspense fallback={<Loader m="xl" aria-label={t('pdfViewer.loading')} />}>
            <PdfPages data={state.loaded.data} zoom={zoom} onPages={onPages} />
          </Suspense>
        ) : (
          <Group justify="center" p="xl">
            <Loader aria-label={t('pdfViewer.loading')} />
          </Group>
        )}
      </Box>
    </>
  );
}
