import { useState } from 'react';
import { ActionIcon, Group, Image, Modal, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PrevioFoto, PrevioPhotoType } from '@portal/contract/features/previos';
import { notifyError } from '../../../shared/ui/toast.ts';
import { photoPath, uploadPhoto, usePhotoUrl, type PhotoSource as PhotoOrigin } from '../api/previos.api.ts';
import { isNetworkFailure, keepPhotoOffline, localPhotoUrl } from '../offline/offline-capture.ts';
import { resizePhoto } from './photo-resize.ts';
import { PhotoSource } from './photo-source.tsx';

function Thumb({ foto, source, onOpen, label }: { foto: PrevioFoto; source: PhotoOrigin; onOpen: () => void; label: string }) {
  // A photo taken offline is shown from the phone's copy until it is uploaded.
  const local = localPhotoUrl(foto.fotoId);
  const url = usePhotoUrl(local ? null : photoPath(source, foto.fotoId, true)) ?? local;
  return (
    <UnstyledButton onClick={onOpen} aria-label={label} data-testid="photo-thumb">
      <Image src={url} w={88} h={88} fit="cover" radius="sm" alt={label} fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
    </UnstyledButton>
  );
}

/** A photo shown large (the lightbox), fetched only when opened. */
export function PhotoLightbox({ foto, source, onClose }: { foto: PrevioFoto | null; source: PhotoOrigin; onClose: () => void }) {
  const { t } = useTranslation();
  const local = foto ? localPhotoUrl(foto.fotoId) : null;
  const url = usePhotoUrl(foto && !local ? photoPath(source, foto.fotoId, false) : null) ?? local;
  return (
    <Modal opened={foto !== null} onClose={onClose} title={t('previosPage.photos.view')} size="xl" data-testid="photo-lightbox">
      {url && <Image src={url} alt={t('previosPage.photos.view')} fit="contain" mah="75vh" />}
    </Modal>
  );
}

interface PhotoStripProps {
  fotos: PrevioFoto[];
  tipo: PrevioPhotoType;
  /** Only one photo (the guide's, the damage's). */
  single?: boolean;
  readOnly?: boolean;
  source?: PhotoOrigin;
  onChange?: (fotos: PrevioFoto[]) => void;
  error?: string | undefined;
  testId: string;
}

/** The photos of a line (or the guide / damage photo): camera a tap away, file picker beside it, upload progress. */
export function PhotoStrip({ fotos, tipo, single, readOnly, source = { kind: 'signedIn' }, onChange, error, testId }: PhotoStripProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [open, setOpen] = useState<PrevioFoto | null>(null);

  const send = async (blob: Blob, name?: string) => {
    setProgress(0);
    // The upload key: a photo kept offline is later sent under it (resuming what reached the server).
    const clave = crypto.randomUUID();
    let file: File | null = null;
    try {
      file = await resizePhoto(blob, name);
      const foto = navigator.onLine ? await uploadPhoto(file, tipo, setProgress, clave) : await keepPhotoOffline(file, tipo, clave);
      onChange?.(single ? [foto] : [...fotos, foto]);
    } catch (err) {
      if (file && isNetworkFailure(err)) {
        const foto = await keepPhotoOffline(file, tipo, clave);
        onChange?.(single ? [foto] : [...fotos, foto]);
      } else notifyError(err);
    } finally {
      setProgress(null);
    }
  };
  const label = (i: number) => t('previosPage.photos.photoN', { n: i + 1 });
  return (
    <Stack gap={6} data-testid={testId}>
      <Group gap="xs">
        {fotos.map((foto, i) => (
          <Group key={foto.fotoId} gap={2} align="flex-start">
            <Thumb foto={foto} source={source} onOpen={() => setOpen(foto)} label={label(i)} />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('previosPage.photos.remove')}: ${label(i)}`}
                onClick={() => onChange?.(fotos.filter((f) => f.fotoId !== foto.fotoId))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {fotos.length === 0 && readOnly && (
          <Text size="sm" c="dimmed">
            {t('previosPage.photos.none')}
          </Text>
        )}
      </Group>
      {!readOnly && (
        <PhotoSource
          onPhoto={(blob) => void send(blob, blob instanceof File ? blob.name : undefined)}
          disabled={progress !== null}
          cameraTestId={`${testId}-camera`}
          fileTestId={`${testId}-file`}
        />
      )}
      {progress !== null && <Progress value={progress} aria-label={t('previosPage.photos.uploading')} animated />}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <PhotoLightbox foto={open} source={source} onClose={() => setOpen(null)} />
    </Stack>
  );
}
