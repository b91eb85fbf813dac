import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { catalogueSchemas, choferesCatalogue } from '@portal/contract';
import { api } from '../../../shared/api/api.ts';
import { RecordMissing, RecordPending } from '../../../shared/ui/load-failed.tsx';
import { DriverBadge } from '../components/driver-badge.tsx';

const itemSchema = catalogueSchemas(choferesCatalogue).item;

/** `/apps/confronts/drivers/badge/:choferId`: the driver's badge, ready to print from the driver's record. */
export default function DriverBadgePage() {
  const { t } = useTranslation();
  const choferId = Number(useParams().choferId);
  const isValidId = Number.isInteger(choferId) && choferId > 0;
  const driver = useQuery({
    queryKey: ['catalogue', 'choferes', 'item', choferId],
    queryFn: ({ signal }) => api.get(`${choferesCatalogue.apiPath}/${choferId}`, { schema: itemSchema, signal }),
    enabled: isValidId,
    meta: { silent: true },
  });
  // An address whose id cannot be a driver's (`badge/abc`) is "not found", not a spinner that never ends.
  if (!isValidId) return <RecordMissing />;
  if (!driver.data) return <RecordPending query={driver} />;
  const { nombre, gafete, licencia, activo } = driver.data as { nombre: string; gafete: string; licencia: string | null; activo: boolean };
  return (
    <Stack gap="md" align="flex-start">
      <Group gap="xs">
        <Button
          component={Link}
          to={choferesCatalogue.routes.edit.replace(':choferId', String(choferId))}
          variant="default"
          leftSection={<IconArrowLeft size={18} />}
        >
          {t('confrontasPage.badge.back')}
        </Button>
        <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} data-testid="badge-print">
          {t('confrontasPage.badge.print')}
        </Button>
      </Group>
      {!activo && (
        <Alert color="orange" data-testid="badge-inactive">
          {t('confrontasPage.badge.inactive')}
        </Alert>
      )}
      <DriverBadge nombre={nombre} gafete={gafete} licencia={licencia} />
    </Stack>
  );
}
