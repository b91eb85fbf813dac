import type { ReactNode } from 'react';
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@portal/contract';
import { GRANT_KINDS, type ElementFilter, type ElementGrant } from '@portal/contract/features/dashboards';

interface RowsEditorProps<T> {
  title: string;
  testId: string;
  value: T[];
  onChange: (next: T[]) => void;
  /** The row "Add" appends. */
  blank: T;
  addLabel: string;
  addTestId: string;
  /** The remove button's name for row `n` (from 1): "Quitar el filtro 2", one name per row. */
  removeLabel: (n: number) => string;
  /** A row's fields; `set` merges a change into that row. */
  row: (item: T, i: number, set: (patch: Partial<T>) => void) => ReactNode;
}

/** Rows of fields the user adds and removes (an element's filters, its grants). */
function RowsEditor<T>({ title, testId, value, onChange, blank, addLabel, addTestId, removeLabel, row }: RowsEditorProps<T>) {
  const set = (i: number) => (patch: Partial<T>) => onChange(value.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text fw={500}>{title}</Text>
      {value.map((item, i) => (
        <Group key={i} align="flex-end" wrap="wrap">
          {row(item, i, set(i))}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={removeLabel(i + 1)}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            mb={4}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...value, blank])} data-testid={addTestId}>
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

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
  return (
    <RowsEditor
      title={t('tableros.fields.filtros')}
      testId="element-filters"
      value={value}
      onChange={onChange}
      blank={{ filtroCondicionId: 0, nombre: '', etiqueta: '', columna: '', obligatorio: false }}
      addLabel={t('tableros.actions.addFilter')}
      addTestId="element-filter-add"
      removeLabel={(n) => t('tableros.actions.removeFilter', { n })}
      row={(f, i, set) => (
        <>
          <Select
            label={t('tableros.fields.filtro')}
            data={filters}
            value={String(f.filtroCondicionId || '')}
            onChange={(v) => set({ filtroCondicionId: Number(v) || 0 })}
            data-testid={`element-filter-${i}-filtro`}
          />
          <TextInput
            label={t('tableros.fields.nombre')}
            value={f.nombre}
            onChange={(e) => set({ nombre: e.currentTarget.value })}
            data-testid={`element-filter-${i}-nombre`}
          />
          <TextInput
            label={t('tableros.fields.etiqueta')}
            value={f.etiqueta}
            onChange={(e) => set({ etiqueta: e.currentTarget.value })}
            data-testid={`element-filter-${i}-etiqueta`}
          />
          <Select
            label={t('tableros.fields.columna')}
            data={columns}
            value={f.columna || null}
            onChange={(v) => set({ columna: v ?? '' })}
            data-testid={`element-filter-${i}-columna`}
          />
          <Checkbox
            label={t('tableros.fields.obligatorio')}
            checked={f.obligatorio}
            onChange={(e) => set({ obligatorio: e.currentTarget.checked })}
            mb={8}
          />
        </>
      )}
    />
  );
}

/** Who sees the element: users, roles, customers, customs offices, patents. */
export function ElementGrants({ value, onChange }: { value: ElementGrant[]; onChange: (next: ElementGrant[]) => void }) {
  const { t } = useTranslation();
  return (
    <RowsEditor<ElementGrant>
      title={t('tableros.fields.accesos')}
      testId="element-grants"
      value={value}
      onChange={onChange}
      blank={{ tipo: 'rol', valor: '' }}
      addLabel={t('tableros.actions.addGrant')}
      addTestId="element-grant-add"
      removeLabel={(n) => t('tableros.actions.removeGrant', { n })}
      row={(g, i, set) => (
        <>
          <Select
            label={t('tableros.fields.tipo')}
            data={GRANT_KINDS.map((k) => ({ value: k, label: t(`tableros.grants.${k}`) }))}
            value={g.tipo}
            allowDeselect={false}
            onChange={(v) => set({ tipo: (v ?? 'rol') as ElementGrant['tipo'], valor: '' })}
            data-testid={`element-grant-${i}-tipo`}
          />
          {g.tipo === 'rol' ? (
            <Select
              label={t('tableros.fields.valor')}
              data={[...ROLES]}
              value={g.valor || null}
              onChange={(v) => set({ valor: v ?? '' })}
              data-testid={`element-grant-${i}-valor`}
            />
          ) : (
            <TextInput
              label={t('tableros.fields.valor')}
              value={g.valor}
              onChange={(e) => set({ valor: e.currentTarget.value })}
              data-testid={`element-grant-${i}-valor`}
            />
          )}
        </>
      )}
    />
  );
}
