import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Code, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import {
  NOMENCLATURAS_API,
  NOMENCLATURE_TOKENS,
  RECORD_FILE_TYPES,
  nomenclatureInputSchema,
  nomenclatureSchema,
  renderNomenclature,
  type Nomenclature,
  type NomenclatureMetadata,
} from '@portal/contract/features/digital-records';
import { api } from '../../../shared/api/api.ts';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { copyNomenclatureMetadata, saveNomenclature, useNomenclature } from '../api/nomenclatures.api.ts';
import { listPath } from '../../../shared/list/list-return.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';

const SAMPLE = {
  PedNumeroPedimento: '6000123',
  PedPatente: '3210',
  PedAduanaClave: '24',
  PedClienteRFC: 'ALA131011IC8',
  PedFechaPago: '20260320',
  PedAnio: '2026',
  PedClave: 'A1',
  PedTipoOperacion: '1',
  Referencia: 'REF-001',
};
const DEFAULT_ROOT = '{PedAduanaClave}-{PedPatente}-{PedNumeroPedimento}/{TipoDocumento}';
type Metadata = Record<string, { metadato1: string; metadato2: string }>;

const toMetadata = (list: NomenclatureMetadata[]): Metadata =>
  Object.fromEntries(RECORD_FILE_TYPES.map((tipo) => [tipo, list.find((m) => m.tipo === tipo) ?? { metadato1: '', metadato2: '' }]));

/** `/apps/digitalrecord/management/AddEddit[?nomenclaturaId=]`: a root nomenclature with a live example, and per-type metadata. */
export default function NomenclatureEditPage() {
  const [params] = useSearchParams();
  const id = params.get('nomenclaturaId') ? Number(params.get('nomenclaturaId')) : null;
  const existing = useNomenclature(id);
  if (id !== null && !existing.data) return <RecordPending query={existing} />;
  return <NomenclatureForm id={id} initial={existing.data ?? null} />;
}

function NomenclatureForm({ id, initial }: { id: number | null; initial: Nomenclature | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [clave, setClave] = useState(initial?.claveSysExpert ?? '');
  const [raiz, setRaiz] = useState(initial?.raiz ?? DEFAULT_ROOT);
  const [metadata, setMetadata] = useState<Metadata>(toMetadata(initial?.metadatos ?? []));
  const [rowVersion, setRowVersion] = useState<number | undefined>(initial?.rowVersion);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useUnsavedChanges(dirty && !saving);
  const load = (n: Nomenclature) => {
    setClave(n.claveSysExpert);
    setRaiz(n.raiz);
    setMetadata(toMetadata(n.metadatos));
    setRowVersion(n.rowVersion);
    setDirty(false);
  };
  const f = (name: string) => t(`digitalRecordsPage.nomenclature.${name}`);
  const example = useMemo(() => {
    const first = metadata.pedimento?.metadato1 || 'PEDIMENTO';
    const segments = renderNomenclature(raiz, { ...SAMPLE, TipoDocumento: first, Metadato2: metadata.pedimento?.metadato2 ?? '' });
    if (!raiz.includes('{TipoDocumento}')) segments.push(first);
    return `${segments.join('/')}.pdf`;
  }, [raiz, metadata]);
  const input = () => ({
    claveSysExpert: clave,
    raiz,
    metadatos: RECORD_FILE_TYPES.filter((tipo) => metadata[tipo]!.metadato1.trim()).map((tipo) => ({ tipo, ...metadata[tipo]! })),
    ...(rowVersion !== undefined ? { rowVersion } : {}),
  });
  const save = async () => {
    const parsed = nomenclatureInputSchema.safeParse(input());
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= t(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveNomenclature(id, parsed.data);
      notifySuccess(id === null ? 201 : 200, f('saved'));
      setDirty(false);
      await client.invalidateQueries({ queryKey: ['digital-record-nomenclatures'] });
      await navigate(listPath('/apps/digitalrecord/management'));
    } catch (err) {
      notifyError(err);
    } finally {
      setSaving(false);
    }
  };
  const change =
    <T,>(setter: (v: T) => void) =>
    (value: T) => {
      setter(value);
      setDirty(true);
    };
  return (
    <Stack>
      <Card withBorder data-testid="nomenclature-form">
        <Title order={2} size="h4" mb="sm">
          {t('digitalRecordsPage.managementEditTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label={f('claveSysExpert')}
            value={clave}
            onChange={(e) => change(setClave)(e.currentTarget.value)}
            error={errors.claveSysExpert}
            required
            data-testid="nomenclature-clave"
          />
          <TextInput
            label={f('raiz')}
            value={raiz}
            onChange={(e) => change(setRaiz)(e.currentTarget.value)}
            error={errors.raiz}
            required
            data-testid="nomenclature-raiz"
          />
        </SimpleGrid>
        <Group gap={4} mt="xs">
          {NOMENCLATURE_TOKENS.map((token) => (
            <Button key={token} size="compact-xs" variant="default" onClick={() => change(setRaiz)(`${raiz}{${token}}`)}>
              {`{${token}}`}
            </Button>
          ))}
        </Group>
        <Text size="sm" mt="sm">
          {f('example')} <Code data-testid="nomenclature-example">{example}</Code>
        </Text>
      </Card>
      <MetadataCard id={id} metadata={metadata} error={errors.metadatos} onChange={change(setMetadata)} onCopied={load} />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate(listPath('/apps/digitalrecord/management'))}>
          {f('cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving} data-testid="nomenclature-save">
          {f('save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Per-type metadata, and (on a saved nomenclature) the copy from another one. */
function MetadataCard(props: {
  id: number | null;
  metadata: Metadata;
  error: string | undefined;
  onChange: (metadata: Metadata) => void;
  onCopied: (n: Nomenclature) => void;
}) {
  const { id, metadata, error, onChange } = props;
  const { t } = useTranslation();
  const f = (name: string) => t(`digitalRecordsPage.nomenclature.${name}`);
  const [source, setSource] = useState<string | null>(null);
  const others = useQuery({
    queryKey: ['digital-record-nomenclatures', 'all'],
    queryFn: ({ signal }) => api.get(`${NOMENCLATURAS_API}?pageSize=100`, { schema: listResponseSchema(nomenclatureSchema), signal }),
  });
  const copy = async () => {
    if (id === null || !source) return;
    try {
      props.onCopied(await copyNomenclatureMetadata(id, Number(source)));
      notifySuccess(200, f('copied'));
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {f('metadata')}
      </Title>
      {error && (
        <Text c="red.9" size="sm">
          {error}
        </Text>
      )}
      <Stack gap="xs">
        {RECORD_FILE_TYPES.map((tipo) => (
          <SimpleGrid key={tipo} cols={{ base: 1, sm: 3 }}>
            <Text size="sm" fw={500} mt={28}>
              {t(`expedientes.types.${tipo}`)}
            </Text>
            {(['metadato1', 'metadato2'] as const).map((m) => (
              <TextInput
                key={m}
                label={`${f(m)} (${t(`expedientes.types.${tipo}`)})`}
                value={metadata[tipo]![m]}
                onChange={(e) => onChange({ ...metadata, [tipo]: { ...metadata[tipo]!, [m]: e.currentTarget.value } })}
                data-testid={`metadata-${tipo}-${m}`}
              />
            ))}
          </SimpleGrid>
        ))}
      </Stack>
      {id !== null && (
        <Group mt="md" align="flex-end">
          <Select
            label={f('copyFrom')}
            data={(others.data?.items ?? [])
              .filter((n) => n.nomenclaturaId !== id)
              .map((n) => ({ value: String(n.nomenclaturaId), label: n.claveSysExpert }))}
            value={source}
            onChange={setSource}
            w={220}
            data-testid="metadata-copy-source"
          />
          <Button variant="light" disabled={!source} onClick={() => void copy()} data-testid="metadata-copy">
            {f('copy')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
