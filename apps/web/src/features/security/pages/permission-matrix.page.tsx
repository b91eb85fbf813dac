import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MatrixCell, PermissionMatrix } from '@portal/contract/features/security';
import { useAbility } from '../../../shared/ability/ability.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { MATRIX_KEY, saveMatrix, useMatrix } from '../api/security.api.ts';
import { FLAGS, MatrixLegend, PermissionMatrixTable, type Flag, type Flags } from '../components/permission-matrix-table.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
const NONE: Flags = { canRead: false, canWrite: false, canCreate: false, canDelete: false };

const keyOf = (profileId: number, resource: string) => `${profileId}:${resource}`;

function cellsByKey(matrix: PermissionMatrix): Map<string, Flags> {
  return new Map(matrix.celdas.map((c) => [keyOf(c.perfilSeguridadId, c.resource), c]));
}

/** /apps/security/matriz-permisos: resources down, security profiles across, four flags per cell. */
export default function PermissionMatrixPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ability = useAbility();
  const canEdit = ability.can('write', 'Seguridad');
  const matrix = useMatrix();
  const [changes, setChanges] = useState<Map<string, Flags>>(new Map());
  const [isSaving, setIsSaving] = useState(false);
  const saved = useMemo(() => (matrix.data ? cellsByKey(matrix.data) : new Map<string, Flags>()), [matrix.data]);

  const flagsOf = useCallback(
    (profileId: number, resource: string): Flags =>
      changes.get(keyOf(profileId, resource)) ?? saved.get(keyOf(profileId, resource)) ?? NONE,
    [changes, saved],
  );
  const isChanged = useCallback((profileId: number, resource: string) => changes.has(keyOf(profileId, resource)), [changes]);
  const toggle = useCallback(
    (profileId: number, resource: string, flag: Flag, value: boolean) => {
      const key = keyOf(profileId, resource);
      const next = { ...flagsOf(profileId, resource), [flag]: value };
      const original = saved.get(key) ?? NONE;
      setChanges((current) => {
        const copy = new Map(current);
        if (FLAGS.every(([f]) => next[f] === original[f])) copy.delete(key);
        else copy.set(key, next);
        return copy;
      });
    },
    [flagsOf, saved],
  );

  if (matrix.isPending) return <Loader aria-label={t('securityPage.loading')} />;
  if (matrix.isError) {
    return <LoadFailed error={matrix.error} onRetry={() => void matrix.refetch()} />;
  }

  async function save() {
    setIsSaving(true);
    try {
      const celdas: MatrixCell[] = [...changes.entries()].map(([key, flags]) => {
        const [id, resource] = key.split(':');
        return { perfilSeguridadId: Number(id), resource: resource as MatrixCell['resource'], ...flags };
      });
      const updated = await saveMatrix(celdas);
      client.setQueryData(MATRIX_KEY, updated);
      setChanges(new Map());
      notifySuccess(200, t('security.matrixSaved'));
    } catch (error) {
      notifyError(error);
    } finally {
      setIsSaving(false);
    }
  }

  const { perfiles, recursos } = matrix.data;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('securityPage.matrix.help')}
          </Text>
          {canEdit && (
            <Group gap="xs">
              <Button variant="default" disabled={changes.size === 0 || isSaving} onClick={() => setChanges(new Map())}>
                {t('securityPage.discard')}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                disabled={changes.size === 0}
                loading={isSaving}
                onClick={save}
                data-testid="matrix-save"
              >
                {t('securityPage.matrix.save', { count: changes.size })}
              </Button>
            </Group>
          )}
        </Group>
        {perfiles.length === 0 ? (
          <Text c="dimmed">{t('securityPage.matrix.noProfiles')}</Text>
        ) : (
          <>
            <MatrixLegend />
            <PermissionMatrixTable
              perfiles={perfiles}
              recursos={recursos}
              flagsOf={flagsOf}
              isChanged={isChanged}
              canEdit={canEdit}
              onToggle={toggle}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
