import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/api.ts';
import { fileNameOf } from '../../../shared/api/download.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';

/** Only the portal's own files: a same-origin API or digital-record path, never another site's address. */
export function isViewablePdfUrl(value: string | null): value is string {
  return value !== null && /^\/(api|archivo)\/[^\s\\]*$/.test(value) && !value.startsWith('//') && !value.includes('..');
}

type Loaded = { url: string; name: string };

/**
 * `/pages/pdf-viewer?pdfUrl=/api/...` (spec point 2, full layout): the PDF fetched with the user's session,
 * shown by the browser's own viewer from memory, with back and download.
 */
export default function PdfViewerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pdfUrl = useSearchParams()[0].get('pdfUrl');
  const [state, setState] = useState<{ loaded?: Loaded; error?: unknown; attempt: number }>({ attempt: 0 });
  const valid = isViewablePdfUrl(pdfUrl);

  useEffect(() => {
    if (!valid) return;
    let url: string | null = null;
    let cancelled = false;
    void api
      .fetchResponse(pdfUrl)
      .then(async (response) => {
        if (!/application\/pdf/i.test(response.headers.get('content-type') ?? '')) throw new Error(t('pdfViewer.notPdf'));
        const blob = new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
        url = URL.createObjectURL(blob);
        const name = fileNameOf(response.headers.get('content-disposition'), pdfUrl.split('/').pop() ?? 'documento.pdf');
        if (!cancelled) setState((s) => ({ attempt: s.attempt, loaded: { url: url!, name } }));
      })
      .catch((error: unknown) => !cancelled && setState((s) => ({ attempt: s.attempt, error })));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [pdfUrl, valid, state.attempt, t]);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  const download = (loaded: Loaded) => {
    const anchor = document.createElement('a');
    anchor.href = loaded.url;
    anchor.download = loaded.name;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  };

  return (
    <Stack h="100vh" gap={0} data-testid="pdf-viewer">
      {/* Actions on the left: the full layout keeps its language and skin switches in the top right corner. */}
      <Group p="sm" pr={160} gap="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => void back()} data-testid="pdf-back">
          {t('pdfViewer.back')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!state.loaded}
          onClick={() => state.loaded && download(state.loaded)}
          data-testid="pdf-download"
        >
          {t('pdfViewer.download')}
        </Button>
        <Text size="sm" fw={600} truncate data-testid="pdf-name">
          {state.loaded?.name ?? ''}
        </Text>
      </Group>
      <Box style={{ flex: 1, minHeight: 0 }}>
        {!valid ? (
          <Alert color="red" m="md" title={t('pdfViewer.invalidTitle')} data-testid="pdf-invalid">
            {t('pdfViewer.invalid')}
          </Alert>
        ) : state.error ? (
          <Box p="md">
            <LoadFailed error={state.error} onRetry={() => setState((s) => ({ attempt: s.attempt + 1 }))} data-testid="pdf-error" />
          </Box>
        ) : state.loaded ? (
          <iframe
            src={state.loaded.url}
            title={state.loaded.name}
            style={{ border: 0, width: '100%', height: '100%' }}
            data-testid="pdf-frame"
          />
        ) : (
          <Group justify="center" p="xl">
            <Loader aria-label={t('pdfViewer.loading')} />
          </Group>
        )}
      </Box>
    </Stack>
  );
}
