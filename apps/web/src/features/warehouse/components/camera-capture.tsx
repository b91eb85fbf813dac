import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A button that fills its row with its neighbours and never shrinks below its label. */
const GROW = { flex: '1 1 auto' };
import { cameraErrorOf, cameraPrecondition, type CameraError } from './camera-errors.ts';

interface CameraCaptureProps {
  opened: boolean;
  onClose: () => void;
  onPhoto: (blob: Blob) => void;
  /** The way forward when the camera cannot be used: the file picker. */
  onPickFile: () => void;
}

/** The rear camera through getUserMedia; a frame is taken as a JPEG. Each failure of point 5 says what to do. */
export function CameraCapture(props: CameraCaptureProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('previosPage.camera.title')}
      fullScreen
      radius={0}
      data-testid="camera-modal"
    >
      {props.opened && <CameraBody {...props} />}
    </Modal>
  );
}

/** Mounted while the modal is open, so each opening starts from a clean state and stops the stream on close. */
function CameraBody({ onClose, onPhoto, onPickFile }: CameraCaptureProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<CameraError | null>(() =>
    cameraPrecondition({ isSecureContext: window.isSecureContext, mediaDevices: navigator.mediaDevices }),
  );
  const [isReady, setReady] = useState(false);
  const isBlocked = error !== null;

  useEffect(() => {
    if (isBlocked) return undefined;
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } }, audio: false })
      .then((s) => {
        if (cancelled) return s.getTracks().forEach((track) => track.stop());
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().then(
            () => setReady(true),
            () => setReady(true),
          );
        }
      })
      .catch((err: unknown) => !cancelled && setError(cameraErrorOf(err)));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
    // Only once per opening: a failure sets the error, which must not restart the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const capture = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) onPhoto(blob);
        onClose();
      },
      'image/jpeg',
      0.9,
    );
  };

  return (
    <Stack>
      {error ? (
        <Alert color="orange" title={t(`previosPage.camera.errors.${error}.title`)} data-testid={`camera-error-${error}`}>
          {t(`previosPage.camera.errors.${error}.text`)}
        </Alert>
      ) : (
        <video
          ref={video}
          playsInline
          muted
          style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
          aria-label={t('previosPage.camera.preview')}
        />
      )}
      {/* Side by side when the labels fit, one above the other on a narrow phone. */}
      <Group gap="sm" wrap="wrap">
        {error ? (
          <Button
            size="lg"
            style={GROW}
            leftSection={<IconPhoto size={20} />}
            onClick={() => {
              onClose();
              onPickFile();
            }}
          >
            {t('previosPage.photos.pick')}
          </Button>
        ) : (
          <Button
            size="lg"
            style={GROW}
            leftSection={<IconCamera size={20} />}
            onClick={capture}
            disabled={!isReady}
            data-testid="camera-shoot"
          >
            {t('previosPage.camera.shoot')}
          </Button>
        )}
        <Button size="lg" variant="default" onClick={onClose} style={GROW}>
          {t('previosPage.actions.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
