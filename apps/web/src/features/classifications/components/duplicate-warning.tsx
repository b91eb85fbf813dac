import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Duplicados } from '@portal/contract/features/classifications';
import { useAbility } from '../../../shared/ability/ability.ts';

/** What already carries the part number: the customer's part and earlier requests, each a link. */
export function DuplicateWarning({
  found,
  onConfirm,
  saving,
}: {
  found: Duplicados;
  onConfirm?: (() => void) | undefined;
  saving?: boolean;
}) {
  const { t } = useTranslation();
  const ability = useAbility();
  if (!found.parte && found.solicitudes.length === 0) return null;
  const partPath = (id: number) => (ability.can('write', 'Partes') ? `/apps/parts/edit/${id}` : `/apps/parts/log/${id}`);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('clasificacionesPage.duplicateTitle')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="duplicate-warning"
    >
      <List size="sm" spacing={4}>
        {found.parte && (
          <List.Item>
            {t('clasificacionesPage.duplicatePart')}{' '}
            <Anchor c="blue.9" component={Link} to={partPath(found.parte.parteId)} data-testid="duplicate-part">
              {found.parte.numeroParte} — {found.parte.descripcion}
            </Anchor>
            {found.parte.fraccion ? (
              <Text span size="sm" ff="monospace">{` (${found.parte.fraccion}.${found.parte.nico ?? ''})`}</Text>
            ) : null}
          </List.Item>
        )}
        {found.solicitudes.map((s) => (
          <List.Item key={s.solicitudId}>
            {t('clasificacionesPage.duplicateRequest')}{' '}
            <Anchor c="blue.9" component={Link} to={`/apps/classification/edit/${s.solicitudId}`} data-testid="duplicate-request">
              {s.folio}
            </Anchor>{' '}
            ({t(`clasificaciones.estados.${s.estado}`)})
          </List.Item>
        ))}
      </List>
      {onConfirm && (
        <Group mt="sm">
          <Button color="orange" size="xs" onClick={onConfirm} loading={saving ?? false} data-testid="duplicate-confirm">
            {t('clasificacionesPage.saveAnyway')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
