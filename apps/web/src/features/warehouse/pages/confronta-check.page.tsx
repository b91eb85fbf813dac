import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConfrontaDetail } from '@portal/contract/features/confrontas';
import { isApiError } from '../../../shared/api/api-error.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { confrontaKey, useConcludeConfronta, useScan } from '../api/confrontas.api.ts';
import { useLiveRecord } from '../api/live-record.ts';
import { PresenceBar } from '../components/presence-bar.tsx';
import { signalRefusal } from '../components/scan-feedback.ts';
import { ScanInput } from '../components/scan-input.tsx';
import { ChooseConfronta, LocalSourceNote, MissingConfronta } from '../offline/confronta-source-note.tsx';
import { checkScan, normalCode } from '../offline/local-confronta.ts';
import { isNetworkFailure } from '../offline/offline-capture.ts';
import { PendingCaptures } from '../offline/pending-captures.tsx';
import { useLocalConfronta } from '../offline/use-local-confronta.ts';

type Feedback = { kind: 'ok' | 'repeated' | 'wrong'; text: string } | null;

/** The two big counters a checker reads at arm's length: pending and confronted. */
function ScanCounts({ pending, confronted }: { pending: number; confronted: number }) {
  const { t } = useTranslation();
  const counter = (testId: string, label: string, value: number) => (
    <Card withBorder padding="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {value}
      </Text>
    </Card>
  );
  return (
    <SimpleGrid cols={2}>
      {counter('count-pending', t('confrontasPage.itemStates.pendiente'), pending)}
      {counter('count-confronted', t('confrontasPage.itemStates.confrontado'), confronted)}
    </SimpleGrid>
  );
}

/** The expected guides and packages, each with its state. */
function ConfrontaItems({ items }: { items: ConfrontaDetail['items'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {items.map((item) => (
        <Card key={item.itemId} withBorder padding="xs" data-testid="confronta-item" data-state={item.estado}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" ff="monospace">
                {item.codigo}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`confrontasPage.itemTypes.${item.tipo}`)}
                {item.peso ? ` · ${item.peso} kg` : ''}
              </Text>
            </div>
            <Badge color={item.estado === 'confrontado' ? 'teal.9' : 'gray.8'}>{t(`confrontasPage.itemStates.${item.estado}`)}</Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Conclude (with a reason while items are pending) and start the load. Without network the conclusion waits in the
 * queue; the server checks the rule when it is sent (decision 0101).
 */
function ConcludeCard({
  confronta: c,
  confrontaRef,
  isLocal,
  queue,
}: {
  confronta: ConfrontaDetail;
  confrontaRef: number | string;
  isLocal: boolean;
  queue: Pick<ReturnType<typeof useLocalConfronta>['queue'], 'conclude'>;
}) {
  const { t } = useTranslation();
  const conclude = useConcludeConfronta(typeof confrontaRef === 'number' ? confrontaRef : 0);
  const [motivo, setMotivo] = useState('');
  const concludeLater = () =>
    queue.conclude(motivo.trim() || null, c.numeroControl).then(() => notifySuccess(202, t('offlineCapture.concludeSaved')), notifyError);
  const finish = () =>
    modals.openConfirmModal({
      title: t('confrontasPage.check.concludeTitle'),
      children: <Text size="sm">{t('confrontasPage.check.concludeText', { n: c.pendientes })}</Text>,
      labels: { confirm: t('confrontasPage.check.conclude'), cancel: t('previosPage.actions.cancel') },
      confirmProps: { 'data-testid': 'confirm-conclude-confronta' },
      onConfirm: () => {
        if (isLocal) return void concludeLater();
        conclude.mutate(motivo.trim() || null, {
          onSuccess: () => notifySuccess(200, t('confrontasPage.check.concluded')),
          onError: (err) => (isNetworkFailure(err) ? void concludeLater() : notifyError(err)),
        });
      },
    });
  return (
    <Card withBorder padding="md">
      {c.pendientes > 0 && (
        <Textarea
          label={t('confrontasPage.check.reason')}
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          mb="sm"
        />
      )}
      <Group justify="space-between">
        <Button component={Link} to={`/apps/confronts/load/check?confronta=${confrontaRef}`} variant="default">
          {t('confrontasPage.load.start')}
        </Button>
        <Button onClick={finish} loading={conclude.isPending} data-testid="conclude-confronta">
          {t('confrontasPage.check.conclude')}
        </Button>
      </Group>
    </Card>
  );
}

/** `/apps/confronts/warehouse/check?confronta=N`: the checker scans each guide and package of a confrontation. */
export default function ConfrontaCheckPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const local = useLocalConfronta(params.get('confronta'));
  const { ref, confrontaId, queue } = local;
  const present = useLiveRecord('confronta', confrontaId, confrontaKey(confrontaId));
  const scan = useScan(confrontaId ?? 0);
  const [feedback, setFeedback] = useState<Feedback>(null);
  if (ref === null) return <ChooseConfronta />;
  if (local.read.isError) return <LoadFailed error={local.read.error} onRetry={() => void local.read.refetch()} />;
  if (local.isLoading) return null;
  const c = local.confronta;
  if (!c) return <MissingConfronta isDraft={typeof ref === 'string'} />;
  const isOpen = c.estado === 'abierta';
  // The API cannot answer for this copy (offline, created here, or earlier scans still waiting): checked on the
  // phone, then queued; the server checks each again when the queue is sent (decision 0105).
  const isLocal = local.source !== 'live' || !navigator.onLine || queue.pending > 0;
  const scanLocally = (codigo: string) => {
    const found = checkScan(c, codigo);
    const code = normalCode(codigo);
    if (found === 'wrong') {
      signalRefusal();
      return setFeedback({ kind: 'wrong', text: t('confrontas.wrongCode', { codigo: code }) });
    }
    if (found === 'repeated') return setFeedback({ kind: 'repeated', text: t('confrontasPage.check.repeated', { codigo: code }) });
    void queue
      .enqueue(codigo)
      .then(() => setFeedback({ kind: 'ok', text: t('confrontasPage.check.confrontedOffline', { codigo: code }) }), notifyError);
  };
  const onScan = (codigo: string) => {
    if (isLocal) return scanLocally(codigo);
    scan.mutate(codigo, {
      onSuccess: (result) =>
        setFeedback({
          kind: result.repetido ? 'repeated' : 'ok',
          text: t(result.repetido ? 'confrontasPage.check.repeated' : 'confrontasPage.check.confronted', { codigo: result.item.codigo }),
        }),
      onError: (err) => {
        if (isNetworkFailure(err)) return scanLocally(codigo);
        signalRefusal();
        if (isApiError(err) && err.status === 422) setFeedback({ kind: 'wrong', text: err.problem.detail ?? err.problem.title });
        else notifyError(err);
      },
    });
  };
  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between">
        <Text fw={600}>{t('confrontasPage.check.title', { control: c.numeroControl })}</Text>
        <Badge color={isOpen ? 'blue.9' : 'teal.9'}>{t(`confrontasPage.states.${c.estado}`)}</Badge>
      </Group>
      <PresenceBar users={present} />
      <PendingCaptures />
      <LocalSourceNote source={local.source} savedAt={local.savedAt} />
      <ScanCounts pending={c.pendientes} confronted={c.confrontados} />
      {isOpen && (
        <ScanInput
          label={t('confrontasPage.check.scan')}
          submitLabel={t('confrontasPage.check.confront')}
          onScan={onScan}
          isBusy={scan.isPending}
          testId="scan-code"
        />
      )}
      {queue.pending > 0 && (
        <Alert color="yellow.9" variant="outline" data-testid="pending-sync">
          {t('confrontasPage.check.pendingSync', { count: queue.pending })}
        </Alert>
      )}
      {feedback && (
        <Alert
          color={feedback.kind === 'wrong' ? 'red' : 'teal'}
          role={feedback.kind === 'wrong' ? 'alert' : 'status'}
          data-testid={`scan-${feedback.kind}`}
        >
          {feedback.text}
        </Alert>
      )}
      <ConfrontaItems items={c.items} />
      {isOpen ? (
        <ConcludeCard confronta={c} confrontaRef={ref} isLocal={isLocal} queue={queue} />
      ) : (
        c.motivoCierre && <Alert color="gray">{c.motivoCierre}</Alert>
      )}
    </Stack>
  );
}
