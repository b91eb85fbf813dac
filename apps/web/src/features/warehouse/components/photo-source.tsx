import { useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CameraCapture } from './camera-capture.tsx';

/**
 * Take a photo with the camera or pick one (the file picker doubles as the camera's fallback): two buttons, the hidden
 * file input and the camera dialog, answering the chosen image.
 */
export function PhotoSource({
  onPhoto,
  disabled = false,
  fileTestId,
  cameraTestId,
}: {
  /** The chosen image: a `File` (with its name) when picked, a `Blob` when taken with the camera. */
  onPhoto: (blob: Blob) => void;
  disabled?: boolean;
  fileTestId?: string | undefined;
  cameraTestId?: string | undefined;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [isCameraOpen, setCameraOpen] = useState(false);
  return (
    <>
      {/* Side by side when both labels fit, one above the other on a narrow phone (never a label cut short). */}
      <Group gap="xs" wrap="wrap">
        <Button
          leftSection={<IconCamera size={18} />}
          onClick={() => setCameraOpen(true)}
          disabled={disabled}
          data-testid={cameraTestId}
          style={{ flex: '1 1 auto' }}
        >
          {t('previosPage.photos.take')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPhoto size={18} />}
          onClick={() => picker.current?.click()}
          disabled={disabled}
          style={{ flex: '1 1 auto' }}
        >
          {t('previosPage.photos.pick')}
        </Button>
      </Group>
      <input
        ref={picker}
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        hidden
        aria-label={t('previosPage.photos.pick')}
        data-testid={fileTestId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onPhoto(file);
        }}
      />
      <CameraCapture
        opened={isCameraOpen}
        onClose={() => setCameraOpen(false)}
        onPhoto={onPhoto}
        onPickFile={() => picker.current?.click()}
      />
    </>
  );
}
