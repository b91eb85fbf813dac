import { useState, type ReactNode } from 'react';
import { ActionIcon, Card, Group, Loader, MultiSelect, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconFileSpreadsheet, IconPin, IconPinnedFilled, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ELEMENTS_API, type MyDashboard } from '@portal/contract/features/dashboards';
import { downloadFile } from '../../../shared/api/download.ts';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { notifyError } from '../../../shared/ui/toast.ts';
import { filterQuery, useElementData } from '../api/dashboards.api.ts';
import { ElementChart } from './element-chart.tsx';

type Element = MyDashboard['elementos'][number];

/** An empty choice would shrink to its arrow in the row of filters. */
const FILTER_WIDTH = 180;

/** An icon button of the card's toolbar, named with the element (several cards share a page). */
function ToolButton({
  label,
  name,
  onClick,
  pressed,
  testId,
  children,
}: {
  label: string;
  name: string;
  onClick: () => void;
  pressed?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={`${label}: ${name}`} aria-pressed={pressed} onClick={onClick} data-testid={testId}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The element's condition filters: free text, one choice or several; a required one is marked. */
function ElementFilters({
  element,
  values,
  set,
  testId,
}: {
  element: Element;
  values: Record<string, string[]>;
  set: (name: string, next: string[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  // An optional choice left empty filters nothing out: it says so.
  const all = (f: { obligatorio: boolean }) => (f.obligatorio ? undefined : t('list.all'));
  return (
    <Group align="flex-end" wrap="wrap">
      {element.filtros.map((f) =>
        f.libre ? (
          <TextInput
            key={f.nombre}
            label={f.etiqueta}
            withAsterisk={f.obligatorio}
            size="xs"
            miw={FILTER_WIDTH}
            onBlur={(e) => set(f.nombre, e.currentTarget.value ? [e.currentTarget.value] : [])}
          />
        ) : f.seleccionMultiple ? (
          <MultiSelect
            key={f.nombre}
            label={f.etiqueta}
            withAsterisk={f.obligatorio}
            size="xs"
            miw={FILTER_WIDTH}
            data={f.opciones.map((o) => ({ value: o.value, label: o.text }))}
            value={values[f.nombre] ?? []}
            onChange={(v) => set(f.nombre, v)}
            placeholder={values[f.nombre]?.length ? undefined : all(f)}
            clearable
            data-testid={`${testId}-filter-${f.nombre}`}
          />
        ) : (
          <Select
            key={f.nombre}
            label={f.etiqueta}
            withAsterisk={f.obligatorio}
            size="xs"
            miw={FILTER_WIDTH}
            data={f.opciones.map((o) => ({ value: o.value, label: o.text }))}
            value={values[f.nombre]?.[0] ?? null}
            onChange={(v) => set(f.nombre, v ? [v] : [])}
            placeholder={all(f)}
            clearable
            data-testid={`${testId}-filter-${f.nombre}`}
          />
        ),
      )}
    </Group>
  );
}

/** One element of the user's dashboard: its filters, refresh, Excel export, order, width and pin to the home page. */
export function ElementCard({
  element,
  onMove,
  onWidth,
  onPin,
}: {
  element: Element;
  onMove: (step: -1 | 1) => void;
  onWidth: (ancho: 4 | 6 | 12) => void;
  /** Pins the element to the home page, or unpins it. */
  onPin: (fijado: boolean) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string[]>>({});
  const missing = element.filtros.some((f) => f.obligatorio && !values[f.nombre]?.length);
  const data = useElementData(element.elementoId, values, !missing);
  const set = (name: string, next: string[]) => setValues((current) => ({ ...current, [name]: next }));
  const exportXlsx = () =>
    downloadFile(
      `${ELEMENTS_API}/${element.elementoId}/Datos/Exportar?formato=xlsx&${filterQuery(values)}`,
      `${element.nombre}.xlsx`,
    ).catch(notifyError);
  const testId = `element-${element.elementoId}`;
  return (
    <Card withBorder h="100%" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {element.nombre}
          </Title>
          <Group gap={4} wrap="nowrap">
            {/* On a phone every element takes the whole width: no width to choose. */}
            <Select
              aria-label={t('tableros.fields.ancho')}
              size="xs"
              w={110}
              visibleFrom="sm"
              data={['4', '6', '12'].map((w) => ({ value: w, label: t(`tableros.widths.${w}`) }))}
              value={String(element.ancho)}
              allowDeselect={false}
              onChange={(v) => onWidth(Number(v) as 4 | 6 | 12)}
            />
            <ToolButton label={t('tableros.actions.moveUp')} name={element.nombre} onClick={() => onMove(-1)}>
              <IconArrowUp size={16} />
            </ToolButton>
            <ToolButton label={t('tableros.actions.moveDown')} name={element.nombre} onClick={() => onMove(1)}>
              <IconArrowDown size={16} />
            </ToolButton>
            <ToolButton
              label={t(element.fijado ? 'tableros.actions.unpin' : 'tableros.actions.pin')}
              name={element.nombre}
              onClick={() => onPin(!element.fijado)}
              pressed={element.fijado}
              testId={`${testId}-pin`}
            >
              {element.fijado ? <IconPinnedFilled size={16} /> : <IconPin size={16} />}
            </ToolButton>
            <ToolButton label={t('tableros.actions.refresh')} name={element.nombre} onClick={() => void data.refetch()}>
              <IconRefresh size={16} />
            </ToolButton>
            <ToolButton
              label={t('tableros.actions.export')}
              name={element.nombre}
              onClick={() => void exportXlsx()}
              testId={`${testId}-export`}
            >
              <IconFileSpreadsheet size={16} />
            </ToolButton>
          </Group>
        </Group>
        {element.descripcion && (
          <Text size="sm" c="dimmed">
            {element.descripcion}
          </Text>
        )}
        {element.filtros.length > 0 && <ElementFilters element={element} values={values} set={set} testId={testId} />}
        {data.isPending && !missing && <Loader size="sm" aria-label={t('tableros.actions.refresh')} />}
        {data.isError && (
          <Text c="red.8" size="sm" role="alert">
            {problemMessage(data.error, t('tableros.empty.data'))}
          </Text>
        )}
        {data.data && <ElementChart element={element} result={data.data} testId={`${testId}-chart`} />}
        {data.data && (
          <Text size="xs" c="dimmed" data-testid={`${testId}-rows`}>
            {t('tableros.rows', { count: data.data.filas.length })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
