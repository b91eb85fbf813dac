import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TIPOS_AUTORIZACION, type Hallazgo } from '@portal/contract/features/audits';
import { useAbility } from '../../../shared/ability/ability.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { authorizeFinding, rejectFinding, requestAuthorization } from '../api/audits.api.ts';

type Action = 'request' | 'authorize' | 'reject';

/** The buttons of one finding by its state and the caller's abilities; each asks first (with its comment). */
export function FindingActions({ finding }: { finding: Hallazgo }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const client = useQueryClient();
  if (!finding.vigente) return null;
  const canRequest = ability.can('create', 'AuditoriaMolex') && finding.estado === 'pendiente';
  const canAuthorize = ability.can('write', 'AuditoriaMolex') && finding.estado === 'solicitarAutorizacion';
  const canReject = ability.can('write', 'AuditoriaMolex') && finding.estado !== 'pendiente';

  function confirm(action: Action) {
    const form = { comentario: '', tipo: TIPOS_AUTORIZACION[0] as (typeof TIPOS_AUTORIZACION)[number] };
    const needsComment = action !== 'request';
    modals.openConfirmModal({
      title: t(`auditsPage.actions.${action}Title`, { folio: finding.auditoriaHallazgoId }),
      children: (
        <Stack gap="sm">
          <Text size="sm">{finding.mensaje}</Text>
          {action === 'authorize' && (
            <Select
              label={t('audits.fields.tipoAutorizacion')}
              data={TIPOS_AUTORIZACION.map((value) => ({ value, label: t(`audits.tiposAutorizacion.${value}`) }))}
              defaultValue={form.tipo}
              allowDeselect={false}
              onChange={(value) => (form.tipo = (value as typeof form.tipo) ?? form.tipo)}
              comboboxProps={{ withinPortal: true }}
              data-testid="finding-authorization-type"
            />
          )}
          <Textarea
            label={t('auditsPage.actions.comment')}
            required={needsComment}
            maxLength={1000}
            onChange={(event) => (form.comentario = event.currentTarget.value)}
            data-testid="finding-comment"
          />
        </Stack>
      ),
      labels: { confirm: t(`auditsPage.actions.${action}`), cancel: t('auditsPage.actions.cancel') },
      confirmProps: { color: action === 'reject' ? 'red' : 'blue', 'data-testid': 'finding-confirm' } as Record<string, unknown>,
      onConfirm: async () => {
        const comentario = form.comentario.trim();
        try {
          if (action === 'request') await requestAuthorization(finding.auditoriaHallazgoId, finding.rowVersion, comentario);
          if (action === 'authorize') await authorizeFinding(finding.auditoriaHallazgoId, finding.rowVersion, comentario, form.tipo);
          if (action === 'reject') await rejectFinding(finding.auditoriaHallazgoId, finding.rowVersion, comentario);
          notifySuccess(204, t(`auditsPage.actions.${action}Done`));
        } catch (error) {
          notifyError(error);
        }
        await client.invalidateQueries({ queryKey: ['audits'] });
      },
    });
  }

  return (
    <Group gap={4} wrap="nowrap">
      {canRequest && (
        <Button size="compact-xs" color="blue.9" onClick={() => confirm('request')} data-testid="finding-request">
          {t('auditsPage.actions.request')}
        </Button>
      )}
      {canAuthorize && (
        <Button size="compact-xs" color="teal.9" onClick={() => confirm('authorize')} data-testid="finding-authorize">
          {t('auditsPage.actions.authorize')}
        </Button>
      )}
      {canReject && (
        <Button size="compact-xs" color="red.9" onClick={() => confirm('reject')} data-testid="finding-reject">
          {t('auditsPage.actions.reject')}
        </Button>
      )}
    </Group>
  );
}
