import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Hallazgo } from '@portal/contract/features/audits';
import { useAbility } from '../../../shared/ability/ability.ts';
import { ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { openRam } from '../api/audits.api.ts';

function RamForm({ finding, onDone }: { finding: Hallazgo; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [problema, setProblema] = useState<number | null>(null);
  const [requerimiento, setRequerimiento] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  async function save() {
    if (!problema || !requerimiento) return;
    setSaving(true);
    try {
      const ram = await openRam(finding.auditoriaHallazgoId, problema, requerimiento);
      notifySuccess(201, t('auditsPage.ram.done', { folio: ram.folio }));
      await client.invalidateQueries({ queryKey: ['audits'] });
      onDone();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Stack gap="sm">
      <ReferenceSelect
        catalogue="accionMejoraProblemas"
        label={t('auditsPage.ram.problema')}
        required
        value={problema}
        onChange={(value) => setProblema(value ? Number(value) : null)}
        data-testid="ram-problema"
      />
      <ReferenceSelect
        catalogue="requerimientos"
        label={t('auditsPage.ram.requerimiento')}
        required
        value={requerimiento}
        onChange={(value) => setRequerimiento(value ? Number(value) : null)}
        data-testid="ram-requerimiento"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('auditsPage.actions.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!problema || !requerimiento} data-testid="ram-save">
          {t('auditsPage.ram.open')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The finding's improvement action: a link to it, or the button that opens one (needs create on AccionesMejora). */
export function OpenRam({ finding }: { finding: Hallazgo }) {
  const { t } = useTranslation();
  const ability = useAbility();
  if (finding.ramId !== null)
    return ability.can('read', 'AccionesMejora') ? (
      <Anchor component={Link} to={`/apps/ram/edit/${finding.ramId}`} size="sm" data-testid="finding-ram">
        {t('auditsPage.ram.link', { folio: `AUD-${finding.auditoriaHallazgoId}` })}
      </Anchor>
    ) : null;
  if (!finding.vigente || !ability.can('write', 'AuditoriaMolex') || !ability.can('create', 'AccionesMejora')) return null;
  const open = () => {
    const id = modals.open({
      title: t('auditsPage.ram.title', { folio: finding.auditoriaHallazgoId }),
      children: <RamForm finding={finding} onDone={() => modals.close(id)} />,
    });
  };
  return (
    <Button size="compact-xs" color="grape.9" onClick={open} data-testid="finding-open-ram">
      {t('auditsPage.ram.open')}
    </Button>
  );
}
