import { useEffect, useState } from 'react';
import { Alert, Center, Image, Loader, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecordFile } from '@portal/contract/features/digital-records';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { api } from '../../../shared/api/api.ts';
import { PdfView } from '../../../shared/pdf/pdf-view.tsx';

/** An image of the record, fetched with the session and shown from an object URL (no token in an address). */
function ImagePreview({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ url?: string; error?: unknown }>({});
  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    void api
      .fetchResponse(path)
      .then(async (response) => {
        url = URL.createObjectURL(await response.blob());
        if (!cancelled) setState({ url });
      })
      .catch((error: unknown) => !cancelled && setState({ error }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  if (state.error)
    return (
      <Alert color="red" role="alert" m="md">
        {problemMessage(state.error, t('errors.unexpected'))}
      </Alert>
    );
  if (!state.url)
    return (
      <Center p="xl">
        <Loader aria-label={t('pdfViewer.loading')} />
      </Center>
    );
  return <Image src={state.url} alt={name} fit="contain" mah="75vh" data-testid="record-preview-image" />;
}

/** The preview of one file inside the record (spec: "preview of PDFs and images"), without leaving it. */
export function RecordPreview({ file, path, onClose }: { file: RecordFile | null; path: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={file !== null && path !== null}
      onClose={onClose}
      title={file ? `${t(`expedientes.types.${file.tipo}`)} · ${file.fileName}` : ''}
      size="80rem"
      padding={0}
      styles={{ title: { paddingLeft: 'var(--mantine-spacing-md)' } }}
      data-testid="record-preview"
    >
      {file && path && (
        <Stack gap={0} h="80vh">
          {file.contentType === 'application/pdf' ? <PdfView path={path} /> : <ImagePreview path={path} name={file.fileName} />}
        </Stack>
      )}
    </Modal>
  );
}
