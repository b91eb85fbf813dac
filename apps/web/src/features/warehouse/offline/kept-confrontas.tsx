import { useEffect, useState } from 'react';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConfrontaDetail } from '@portal/contract/features/confrontas';
import { formatDateTime } from '../../../shared/format/date.ts';
import { keptConfrontas } from '../api/confrontas.api.ts';
import { captureEvents, listCaptures } from './capture-store.ts';
import type { SavedRecord } from './saved-options.ts';

interface Row {
  ref: number | string;
  numeroControl: string;
  estado: ConfrontaDetail['estado'];
  /** Null: created on this phone, not sent yet. */
  savedAt: number | null;
}

/**
 * The confrontation list without network (decision 0101): the confrontations kept on this phone (the list's open
 * ones, those opened online) and the ones created here and not sent yet, each opening its scan screen.
 */
export function KeptConfrontas() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    let isMounted = true;
    const read = async () => {
      const [kept, captures] = await Promise.all([
        keptConfrontas().catch((): SavedRecord<ConfrontaDetail>[] => []),
        listCaptures().catch(() => []),
      ]);
      const drafts = captures.flatMap((c): Row[] =>
        c.body.tipo === 'confronta'
          ? [{ ref: c.clave, numeroControl: c.body.confronta.numeroControl, estado: 'abierta', savedAt: null }]
          : [],
      );
      const copies: Row[] = kept.map((k) => ({
        ref: k.record.confrontaId,
        numeroControl: k.record.numeroControl,
        estado: k.record.estado,
        savedAt: k.savedAt,
      }));
      if (isMounted) setRows([...drafts, ...copies.sort((a, b) => Number(b.estado === 'abierta') - Number(a.estado === 'abierta'))]);
    };
    void read();
    const onChange = () => void read();
    captureEvents.addEventListener('change', onChange);
    return () => {
      isMounted = false;
      captureEvents.removeEventListener('change', onChange);
    };
  }, []);
  if (rows === null) return null;
  return (
    <Card withBorder padding="md" data-testid="kept-confrontas">
      <Text fw={600} mb="xs">
        {t('confrontasPage.kept.title')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('confrontasPage.kept.empty')}
        </Text>
      ) : (
        <Stack gap={6}>
          {rows.map((row) => (
            <Group key={row.ref} justify="space-between" wrap="nowrap" gap="xs">
              <div>
                <Anchor component={Link} to={`/apps/confronts/warehouse/check?confronta=${row.ref}`} fw={600} data-testid="kept-confronta">
                  {row.numeroControl}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.savedAt === null
                    ? t('confrontasPage.kept.draft')
                    : t('confrontasPage.kept.savedAt', { date: formatDateTime(new Date(row.savedAt)) })}
                </Text>
              </div>
              <Badge color={row.estado === 'abierta' ? 'blue.9' : 'teal.9'}>{t(`confrontasPage.states.${row.estado}`)}</Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
