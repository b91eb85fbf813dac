import { useState } from 'react';
import { Alert, Button, Image, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ConfrontaRef } from '@portal/contract/features/capturas';
import { cargaConfirmSchema } from '@portal/contract/features/confrontas';
import { fieldProps, focusFirstInvalidField, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { PhotoSource } from '../components/photo-source.tsx';
import { resizePhoto } from '../components/photo-resize.ts';
import { captureLoadOffline } from './offline-capture.ts';

/**
 * A load captured without network (decision 0105): the badge read, plates, economic number and the vehicle photo
 * wait on the phone; the sync starts the load by the badge, sends the photo and confirms it. The badge is checked
 * then: an invalid one comes back as a refused capture with the server's message.
 */
export function OfflineLoadForm({ confrontaId, gafete, onDone }: { confrontaId: ConfrontaRef; gafete: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [isMissingPhoto, setMissingPhoto] = useState(false);
  const form = useForm({ initialValues: { placas: '', numeroEconomico: '' }, validate: zodValidate(cargaConfirmSchema) });
  const take = async (blob: Blob) => {
    const file = await resizePhoto(blob, 'vehiculo.jpg');
    setPhoto({ blob: file, url: URL.createObjectURL(file) });
    setMissingPhoto(false);
  };
  const keep = async (values: { placas: string; numeroEconomico: string }) => {
    if (!photo) return setMissingPhoto(true);
    try {
      await captureLoadOffline({ confrontaId, gafete, ...values, photo: photo.blob });
      notifySuccess(202, t('offlineCapture.loadSaved'));
      onDone();
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void keep(values), focusFirstInvalidField)} data-testid="offline-load">
      <Stack gap="sm">
        <Alert color="yellow.9" variant="outline">
          {t('offlineCapture.loadOffline')} · {gafete}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('confrontasPage.load.placas')} required maxLength={15} {...fieldProps(form, 'placas', t)} />
          <TextInput label={t('confrontasPage.load.numeroEconomico')} required maxLength={20} {...fieldProps(form, 'numeroEconomico', t)} />
        </SimpleGrid>
        {photo && <Image src={photo.url} alt={t('confrontasPage.load.photo')} mah={240} fit="contain" radius="sm" />}
        <PhotoSource onPhoto={(blob) => void take(blob).catch(notifyError)} />
        {isMissingPhoto && (
          <Alert color="red" role="alert">
            {t('confrontas.vehiclePhotoRequired')}
          </Alert>
        )}
        <Button type="submit" size="lg">
          {t('confrontasPage.load.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
