import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Image, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CARGAS_API, cargaConfirmSchema, type Carga } from '@portal/contract/features/confrontas';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldProps, focusFirstInvalidField, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { uploadVehiclePhoto, useCarga, useConfirmCarga, useStartCarga } from '../api/confrontas.api.ts';
import { usePhotoUrl } from '../api/previos.api.ts';
import { PhotoSource } from '../components/photo-source.tsx';
import { resizePhoto } from '../components/photo-resize.ts';
import { signalRefusal } from '../components/scan-feedback.ts';
import { ScanInput } from '../components/scan-input.tsx';
import { ChooseConfronta, LocalSourceNote, MissingConfronta } from '../offline/confronta-source-note.tsx';
import { isNetworkFailure } from '../offline/offline-capture.ts';
import { OfflineLoadForm } from '../offline/offline-load-form.tsx';
import { PendingCaptures } from '../offline/pending-captures.tsx';
import { useLocalConfronta } from '../offline/use-local-confronta.ts';

function VehiclePhoto({ carga }: { carga: Carga }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  // Each upload is a new version of the same path (the fragment never reaches the server).
  const [version, setVersion] = useState(0);
  const url = usePhotoUrl(carga.tieneFoto ? `${CARGAS_API}/${carga.cargaId}/Foto#v${version}` : null);
  const send = async (blob: Blob) => {
    setProgress(0);
    try {
      await uploadVehiclePhoto(carga.cargaId, await resizePhoto(blob, 'vehiculo.jpg'), setProgress);
      setVersion((v) => v + 1);
      await client.invalidateQueries({ queryKey: ['cargas'] });
    } catch (err) {
      notifyError(err);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('confrontasPage.load.photo')}
      </Text>
      {url && <Image src={url} alt={t('confrontasPage.load.photo')} mah={240} fit="contain" radius="sm" data-testid="vehicle-photo" />}
      <PhotoSource onPhoto={(blob) => void send(blob)} disabled={progress !== null} fileTestId="vehicle-photo-file" />
      {progress !== null && <Progress value={progress} aria-label={t('previosPage.photos.uploading')} animated />}
    </Stack>
  );
}

function ConfirmLoad({ carga }: { carga: Carga }) {
  const { t } = useTranslation();
  const confirm = useConfirmCarga(carga.cargaId);
  const form = useForm({
    initialValues: { placas: carga.placas ?? '', numeroEconomico: carga.numeroEconomico ?? '' },
    validate: zodValidate(cargaConfirmSchema),
  });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) =>
          confirm.mutate(values, {
            onSuccess: () => notifySuccess(200, t('confrontasPage.load.confirmed')),
            onError: (err) =>
              isApiError(err) && err.status === 422 ? setProblem(err.problem.detail ?? err.problem.title) : notifyError(err),
          }),
        focusFirstInvalidField,
      )}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('confrontasPage.load.placas')}
            required
            maxLength={15}
            autoCapitalize="characters"
            {...fieldProps(form, 'placas', t)}
            data-testid="field-placas"
          />
          <TextInput
            label={t('confrontasPage.load.numeroEconomico')}
            required
            maxLength={20}
            {...fieldProps(form, 'numeroEconomico', t)}
            data-testid="field-numeroEconomico"
          />
        </SimpleGrid>
        <VehiclePhoto carga={carga} />
        {problem && !carga.tieneFoto && (
          <Alert color="red" role="alert" data-testid="load-problem">
            {problem}
          </Alert>
        )}
        <Button type="submit" size="lg" loading={confirm.isPending} data-testid="confirm-load">
          {t('confrontasPage.load.confirm')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * `/apps/confronts/load/check?confronta=N`: the driver's badge starts the load; plates, number and vehicle photo
 * confirm it. Without network the confrontation (its confronted packages) is the copy kept on the phone, and the
 * badge opens the load kept as a capture (decision 0105).
 */
export default function CargaCheckPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const local = useLocalConfronta(params.get('confronta'));
  const { ref, confrontaId } = local;
  const cargaId = Number(params.get('carga')) || null;
  const carga = useCarga(cargaId);
  const start = useStartCarga();
  const [badgeError, setBadgeError] = useState<string | null>(null);
  // A badge read without network: the load is captured on the phone (decision 0105).
  const [offlineBadge, setOfflineBadge] = useState<string | null>(null);
  if (ref === null) return <ChooseConfronta />;
  if (local.isLoading) return null;
  const c = local.confronta;
  if (!c && local.source === 'missing' && !local.read.isError) return <MissingConfronta isDraft={typeof ref === 'string'} />;
  const packages = (c?.items ?? []).filter((i) => i.tipo === 'bulto' && i.estado === 'confrontado').map((i) => i.codigo);
  const onBadge = (gafete: string) => {
    // A confrontation created offline has no number yet: its load waits in the queue too.
    if (!navigator.onLine || confrontaId === null) return setOfflineBadge(gafete);
    start.mutate(
      { confrontaId, gafete },
      {
        onSuccess: (created) => {
          setBadgeError(null);
          setParams({ confronta: String(confrontaId), carga: String(created.cargaId) }, { replace: true });
        },
        onError: (err) => {
          if (isNetworkFailure(err)) return setOfflineBadge(gafete);
          signalRefusal();
          if (isApiError(err) && err.status === 422) setBadgeError(err.problem.detail ?? err.problem.title);
          else notifyError(err);
        },
      },
    );
  };
  return (
    <Stack gap="md" maw={760}>
      <PendingCaptures />
      <LocalSourceNote source={local.source} savedAt={local.savedAt} />
      {c && (
        <Stack gap={4}>
          <Text fw={600}>{t('confrontasPage.load.title', { control: c.numeroControl, n: packages.length })}</Text>
          {packages.length > 0 && (
            <Text size="sm" c="dimmed" ff="monospace" data-testid="load-packages">
              {packages.join(' · ')}
            </Text>
          )}
        </Stack>
      )}
      {offlineBadge !== null && (
        <OfflineLoadForm key={offlineBadge} confrontaId={ref} gafete={offlineBadge} onDone={() => setOfflineBadge(null)} />
      )}
      {cargaId === null && offlineBadge === null && (
        <>
          <ScanInput
            label={t('confrontasPage.load.badge')}
            submitLabel={t('confrontasPage.load.start')}
            onScan={onBadge}
            isBusy={start.isPending}
            testId="scan-badge"
          />
          {badgeError && (
            <Alert color="red" role="alert" data-testid="badge-error">
              {badgeError}
            </Alert>
          )}
        </>
      )}
      {carga.data && (
        <Card withBorder padding="md">
          <Group justify="space-between" mb="sm">
            <Text fw={600} data-testid="load-driver">
              {carga.data.choferNombre} · {carga.data.gafete}
            </Text>
            <Badge color={carga.data.estado === 'confirmada' ? 'teal.9' : 'blue.9'} data-testid="load-state">
              {t(`confrontasPage.loadStates.${carga.data.estado}`)}
            </Badge>
          </Group>
          {carga.data.estado === 'abierta' ? (
            <ConfirmLoad carga={carga.data} />
          ) : (
            <Text size="sm">
              {t('confrontasPage.load.placas')}: {carga.data.placas} · {t('confrontasPage.load.numeroEconomico')}:{' '}
              {carga.data.numeroEconomico}
            </Text>
          )}
        </Card>
      )}
    </Stack>
  );
}
