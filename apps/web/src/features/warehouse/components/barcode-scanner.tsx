import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cameraErrorOf, cameraPrecondition, type CameraError } from './camera-errors.ts';

interface BarcodeScannerProps {
  opened: boolean;
  onClose: () => void;
  onDetected: (code: string) => void;
}

type Stop = () => void;

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options?: { formats?: string[] }) => NativeDetector;

const CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: { ideal: 'environment' } }, audio: false };

/** The browser's own BarcodeDetector where it exists (Android, ChromeOS, macOS): no library code to load. */
async function startNative(Detector: DetectorClass, video: HTMLVideoElement, found: (code: string) => void): Promise<Stop> {
  const stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
  video.srcObject = stream;
  await video.play();
  const detector = new Detector();
  let isRunning = true;
  const tick = async () => {
    if (!isRunning) return;
    const codes = await detector.detect(video).catch(() => []);
    if (codes[0]?.rawValue) found(codes[0].rawValue);
    else setTimeout(() => void tick(), 200);
  };
  void tick();
  return () => {
    isRunning = false;
    stream.getTracks().forEach((track) => track.stop());
  };
}

/** ZXing (loaded only when needed) where the browser has no BarcodeDetector (desktop Linux and Windows, Firefox, Safari on iOS). */
async function startZxing(video: HTMLVideoElement, found: (code: string) => void): Promise<Stop> {
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  const controls = await reader.decodeFromConstraints(CONSTRAINTS, video, (result) => {
    if (result) found(result.getText());
  });
  return () => controls.stop();
}

/** Reads one barcode or QR code from the camera; each camera failure of point 5 has its own message. */
export function BarcodeScanner({ opened, onClose, onDetected }: BarcodeScannerProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('previosPage.barcode.title')} fullScreen radius={0} data-testid="barcode-modal">
      {opened && <ScannerBody onClose={onClose} onDetected={onDetected} />}
    </Modal>
  );
}

function ScannerBody({ onClose, onDetected }: Omit<BarcodeScannerProps, 'opened'>) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<CameraError | null>(() =>
    cameraPrecondition({ isSecureContext: window.isSecureContext, mediaDevices: navigator.mediaDevices }),
  );
  const isBlocked = error !== null;
  useEffect(() => {
    if (isBlocked || !video.current) return undefined;
    let stop: Stop | null = null;
    let isDone = false;
    const found = (code: string) => {
      if (isDone) return;
      isDone = true;
      stop?.();
      onDetected(code);
      onClose();
    };
    const Detector = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    (Detector ? startNative(Detector, video.current, found) : startZxing(video.current, found))
      .then((s) => {
        if (isDone) s();
        else stop = s;
      })
      .catch((err: unknown) => !isDone && setError(cameraErrorOf(err)));
    return () => {
      isDone = true;
      stop?.();
    };
    // Once per opening: a failure sets the error, which must not restart the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack>
      {error ? (
        <Alert color="orange" title={t(`previosPage.camera.errors.${error}.title`)} data-testid={`camera-error-${error}`}>
          {t(`previosPage.camera.errors.${error}.text`)} {t('previosPage.barcode.typeInstead')}
        </Alert>
      ) : (
        <>
          <video
            ref={video}
            playsInline
            muted
            style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
            aria-label={t('previosPage.camera.preview')}
          />
          <Text size="sm" c="dimmed">
            {t('previosPage.barcode.aim')}
          </Text>
        </>
      )}
      <Button size="lg" variant="default" onClick={onClose}>
        {t('previosPage.actions.cancel')}
      </Button>
    </Stack>
  );
}
