import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PdfView } from '../../../shared/pdf/pdf-view.tsx';

/** Only the portal's own files: a same-origin API or digital-record path, never another site's address. */
export function isViewablePdfUrl(value: string | null): value is string {
  return value !== null && /^\/(api|archivo)\/[^\s\\]*$/.test(value) && !value.startsWith('//') && !value.includes('..');
}

/**
 * `/pages/pdf-viewer?pdfUrl=/api/...` (spec point 2, full layout): the PDF fetched with the user's session and
 * drawn by pdf.js, page under page, with zoom, page count, back and download.
 */
export default function PdfViewerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pdfUrl = useSearchParams()[0].get('pdfUrl');
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  const backButton = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => void back()} data-testid="pdf-back">
      {t('pdfViewer.back')}
    </Button>
  );
  return (
    <Stack h="100vh" gap={0} data-testid="pdf-viewer">
      {/* Actions on the left: the full layout keeps its language and skin switches in the top right corner. */}
      {isViewablePdfUrl(pdfUrl) ? (
        <PdfView path={pdfUrl} actions={backButton} toolbarRight={160} />
      ) : (
        <>
          <div style={{ padding: 'var(--mantine-spacing-sm)' }}>{backButton}</div>
          <Alert color="red" m="md" title={t('pdfViewer.invalidTitle')} data-testid="pdf-invalid">
            {t('pdfViewer.invalid')}
          </Alert>
        </>
      )}
    </Stack>
  );
}
