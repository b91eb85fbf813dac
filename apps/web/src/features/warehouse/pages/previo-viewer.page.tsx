import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFileTypePdf, IconLink, IconLinkOff, IconLockOpen, IconMessage, IconPencil, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PREVIOS_API, type PrevioDetail } from '@portal/contract/features/previos';
import { downloadFile } from '../../../shared/api/transfer.ts';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useLiveRecord } from '../api/live-record.ts';
import { PresenceBar } from '../components/presence-bar.tsx';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { usePrevio, usePrevioAction, useViewerLink } from '../api/previos.api.ts';
import { PrevioView } from '../components/previo-view.tsx';

function ShareLink({ previo }: { previo: PrevioDetail }) {
  const { t } = useTranslation();
  const link = useViewerLink();
  const issue = () => link.mutate({ previoId: previo.previoId, revoke: false }, { onError: notifyError });
  const revoke = () =>
    modals.openConfirmModal({
      title: t('previosPage.viewer.revokeTitle'),
      children: <Text size="sm">{t('previosPage.viewer.revokeText')}</Text>,
      labels: { confirm: t('previosPage.viewer.revoke'), cancel: t('previosPage.actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        link.mutate(
          { previoId: previo.previoId, revoke: true },
          { onSuccess: () => notifySuccess(204, t('previosPage.viewer.revoked')), onError: notifyError },
        ),
    });
  if (!previo.enlace) {
    return (
      <Button leftSection={<IconLink size={18} />} onClick={issue} loading={link.isPending} data-testid="issue-link">
        {t('previosPage.viewer.issue')}
      </Button>
    );
  }
  const url = `${window.location.origin}/pages/previous/viewer/${previo.enlace.token}`;
  return (
    <Stack gap={4} w="100%">
      <TextInput
        label={t('previosPage.viewer.link')}
        value={url}
        readOnly
        data-testid="viewer-link"
        description={t('previosPage.viewer.expires', { date: formatDateTime(previo.enlace.expiraAt) })}
      />
      <Group gap="xs">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('previosPage.viewer.copied') : t('previosPage.viewer.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" c="red.9" leftSection={<IconLinkOff size={18} />} onClick={revoke}>
          {t('previosPage.viewer.revoke')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/apps/previous/viewer/:guid`: a previo read-only for signed-in users, with its link, print and reopen. */
export default function PrevioViewerPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const guid = useParams().guid ?? '';
  const previo = usePrevio(guid);
  const present = useLiveRecord('previo', guid, ['previos', 'item', guid]);
  const action = usePrevioAction();
  if (!previo.data) return <RecordPending query={previo} />;
  const item = previo.data;
  const canWrite = ability.can('write', 'Previos');
  const reopen = () =>
    modals.openConfirmModal({
      title: t('previosPage.reopen.title'),
      children: <Text size="sm">{t('previosPage.reopen.text')}</Text>,
      labels: { confirm: t('previosPage.reopen.confirm'), cancel: t('previosPage.actions.cancel') },
      onConfirm: () => action.mutate({ previoId: item.previoId, action: 'Reabrir' }, { onError: notifyError }),
    });
  const actions = (
    <Group gap="xs" className="no-print">
      {canWrite && item.estado === 'abierto' && (
        <Button component={Link} to={`/apps/previous/edit/${item.previoId}`} leftSection={<IconPencil size={18} />} variant="default">
          {t('previosPage.actions.edit')}
        </Button>
      )}
      <Button
        component={Link}
        to={`/apps/previous/observations/${item.previoId}`}
        leftSection={<IconMessage size={18} />}
        variant="default"
      >
        {t('previosPage.observations.title')}
      </Button>
      <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
        {t('previosPage.actions.print')}
      </Button>
      {item.estado === 'concluido' && (
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={18} />}
          onClick={() => void downloadFile(`${PREVIOS_API}/${item.previoId}/Reporte`, `previo-${item.folio}.pdf`).catch(notifyError)}
          data-testid="previo-pdf"
        >
          {t('previosPage.actions.pdf')}
        </Button>
      )}
      {canWrite && item.estado === 'concluido' && (
        <Button variant="default" leftSection={<IconLockOpen size={18} />} onClick={reopen} data-testid="reopen-previo">
          {t('previosPage.reopen.confirm')}
        </Button>
      )}
    </Group>
  );
  return (
    <Stack gap="md">
      <PresenceBar users={present} />
      <PrevioView previo={item} source={{ kind: 'signedIn' }} actions={actions} />
      {canWrite && item.estado === 'concluido' && <ShareLink previo={item} />}
    </Stack>
  );
}
