import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@portal/contract';
import { GRANT_KINDS, type ElementFilter, type ElementGrant } from '@portal/contract/features/dashboards';

/** The element's condition filters: which filter, its name and label, the column it applies to, required. */
export function ElementFilters({
  value,
  onChange,
  filters,
  columns,
}: {
  value: ElementFilter[];
  onChange: (next: ElementFilter[]) => void;
  filters: { value: string; label: string }[];
  columns: string[];
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<ElementFilter>) => onChange(value.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <Stack gap="xs" data-testid="element-filters">
      <Text fw={500}>{t('tableros.fields.filtros')}</Text>
      {value.map((f, i) => (
        <Group key={i} align="flex-end" wrap="wrap">
          <Select
            label={t('tableros.fields.filtro')}
            data={filters}
            value={String(f.filtroCondicionId || '')}
            onChange={(v) => set(i, { filtroCondicionId: Number(v) || 0 })}
            data-testid={`element-filter-${i}-filtro`}
          />
          <TextInput
            label={t('tableros.fields.nombre')}
            value={f.nombre}
            onChange={(e) => set(i, { nombre: e.currentTarget.value })}
            data-testid={`element-filter-${i}-nombre`}
          />
          <TextInput
            label={t('tableros.fields.etiqueta')}
            value={f.etiqueta}
            onChange={(e) => set(i, { etiqueta: e.currentTarget.value })}
            data-testid={`element-filter-${i}-etiqueta`}
          />
          <Select
            label={t('tableros.fields.columna')}
            data={columns}
            value={f.columna || null}
            onChange={(v) => set(i, { columna: v ?? '' })}
            data-testid={`element-filter-${i}-columna`}
          />
          <Checkbox
            label={t('tableros.fields.obligatorio')}
            checked={f.obligatorio}
            onChange={(e) => set(i, { obligatorio: e.currentTarget.checked })}
            mb={8}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('tableros.actions.remove')}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            mb={4}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => onChange([...value, { filtroCondicionId: 0, nombre: '', etiqueta: '', columna: '', obligatorio: false }])}
          data-testid="element-filter-add"
        >
          {t('tableros.actions.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Who sees the element: users, roles, customers, customs offices, patents. */
export function ElementGrants({ value, onChange }: { value: ElementGrant[]; onChange: (next: ElementGrant[]) => void }) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<ElementGrant>) => onChange(value.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  return (
    <Stack gap="xs" data-testid="element-grants">
      <Text fw={500}>{t('tableros.fields.accesos')}</Text>
      {value.map((g, i) => (
        <Group key={i} align="flex-end">
          <Select
            label={t('tableros.fields.tipo')}
            data={GRANT_KINDS.map((k) => ({ value: k, label: t(`tableros.grants.${k}`) }))}
            value={g.tipo}
            allowDeselect={false}
            onChange={(v) => set(i, { tipo: (v ?? 'rol') as ElementGrant['tipo'], valor: '' })}
            data-testid={`element-grant-${i}-tipo`}
          />
          {g.tipo === 'rol' ? (
            <Select
              label={t('tableros.fields.valor')}
              data={[...ROLES]}
              value={g.valor || null}
              onChange={(v) => set(i, { valor: v ?? '' })}
              data-testid={`element-grant-${i}-valor`}
            />
          ) : (
            <TextInput
              label={t('tableros.fields.valor')}
              value={g.valor}
              onChange={(e) => set(i, { valor: e.currentTarget.value })}
              data-testid={`element-grant-${i}-valor`}
            />
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('tableros.actions.remove')}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            mb={4}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...value, { tipo: 'rol', valor: '' }])} data-testid="element-grant-add">
          {t('tableros.actions.add')}
        </Button>
      </Group>
    </Stack>
  );
}
