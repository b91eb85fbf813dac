import { useEffect, useRef, useState } from 'react';
import { Alert, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** One page drawn on a canvas at the zoom asked (sharp on high-density screens). */
function PdfPage({ pdf, number, zoom }: { pdf: PDFDocumentProxy; number: number; zoom: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void } | null = null;
    void pdf.getPage(number).then((page) => {
      if (cancelled || !canvas.current) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: zoom * ratio });
      const element = canvas.current;
      element.width = viewport.width;
      element.height = viewport.height;
      element.style.width = `${viewport.width / ratio}px`;
      element.style.height = `${viewport.height / ratio}px`;
      const rendering = page.render({ canvasContext: element.getContext('2d')!, viewport });
      task = rendering;
      rendering.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, number, zoom]);
  return (
    <canvas ref={canvas} data-testid="pdf-page" style={{ boxShadow: 'var(--mantine-shadow-sm)', background: 'white', maxWidth: 'none' }} />
  );
}

/** The pages of a PDF read by pdf.js (no plugin, no foreign request), one under the other. */
export function PdfPages({ data, zoom, onPages }: { data: ArrayBuffer; zoom: number; onPages: (count: number) => void }) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let loaded: PDFDocumentProxy | null = null;
    // pdf.js takes the bytes over: give it a copy, so the download keeps the original.
    const task = getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false });
    task.promise.then(
      (doc) => {
        loaded = doc;
        setPdf(doc);
        onPages(doc.numPages);
      },
      () => setFailed(true),
    );
    return () => {
      void task.destroy();
      void loaded?.destroy();
    };
  }, [data, onPages]);
  if (failed)
    return (
      <Alert color="red" m="md" data-testid="pdf-unreadable">
        {t('pdfViewer.unreadable')}
      </Alert>
    );
  if (!pdf) return <Loader m="xl" aria-label={t('pdfViewer.loading')} />;
  return (
    <Stack align="center" gap="md" p="md" data-testid="pdf-pages">
      {Array.from({ length: pdf.numPages }, (_, i) => (
        <PdfPage key={i + 1} pdf={pdf} number={i + 1} zoom={zoom} />
      ))}
    </Stack>
  );
}
