import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Code, Group, NumberInput, PasswordInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  FILE_POLICIES,
  LANGUAGES,
  MAX_DOCUMENTS,
  secretSavedKey,
  writeResourceOf,
  type CatalogueDefinition,
  type FieldDefinition,
  type Option,
  type StoredFileInfo,
} from '@portal/contract';
import { useAbility } from '../shared/ability/ability.ts';
import { FilesField } from '../shared/files/files-field.tsx';
import { notifyError } from '../shared/ui/toast.ts';
import { documentPath, domainOptions, revealSecret, uploadDocument, type CatalogueItem } from './catalogue-api.ts';
import { ReferenceSelect, ReferencesMultiSelect, type InputProps } from '../shared/forms/reference-select.tsx';
import { enumLabel } from './catalogue-format.ts';
import { DateField, TimeField } from '../shared/forms/date-field.tsx';

/**
 * A long text grows with its text from two lines. Where the browser sizes a text area to its content itself (CSS
 * `field-sizing`), it does so in its own layout; the script otherwise used (Mantine's `autosize`) measures a hidden
 * copy while the form renders, which forced a layout of the whole form in that task (issue 19, forced reflow).
 */
const SIZES_TEXT_AREAS = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');
const GROWING_TEXT_AREA = {
  fieldSizing: 'content',
  overflow: 'hidden',
  // Two lines, the padding and the border, as `minRows={2}` gave.
  minHeight: 'calc(2lh + 2 * var(--input-padding-y, 0rem) + 2 * calc(0.0625rem * var(--mantine-scale)))',
} as const;

const toSelectData = (options: Option[]) => options.map((o) => ({ value: String(o.value), label: o.text }));

/** A code from a reference-data domain (`/api/Opciones/<domain>`); free text if the domain cannot be read. */
function DomainSelect({ domain, maxLength, ...props }: InputProps & { domain: string; maxLength?: number | undefined }) {
  const { t } = useTranslation();
  const options = useQuery({
    queryKey: ['domain-options', domain],
    queryFn: () => domainOptions(domain),
    staleTime: 24 * 3600_000,
    retry: false,
  });
  const value = props.value === null || props.value === undefined ? '' : String(props.value);
  if (options.isError) {
    return (
      <TextInput
        label={props.label}
        required={props.required}
        disabled={props.disabled}
        error={props.error as string}
        value={value}
        maxLength={maxLength}
        onChange={(event) => props.onChange?.(event.currentTarget.value)}
        onBlur={props.onBlur}
        data-testid={props['data-testid']}
      />
    );
  }
  const data = toSelectData(options.data ?? []);
  if (value && !data.some((o) => o.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      error={props.error as string}
      data={data}
      value={value || null}
      onChange={(next) => props.onChange?.(next)}
      onBlur={props.onBlur}
      searchable
      clearable={!props.required}
      nothingFoundMessage={options.isFetching ? t('catalogue.ui.loading') : t('catalogue.ui.noOptions')}
      data-testid={props['data-testid']}
    />
  );
}

interface RecordContext {
  definition: CatalogueDefinition;
  name: string;
  /** The saved record (absent while adding). */
  recordId?: number | null;
  item?: CatalogueItem | undefined;
}

/**
 * A value kept encrypted: typing replaces it, empty keeps it; writers may show the saved one on
 * request (the server logs each reveal).
 */
function SecretInput({ definition, name, recordId, item, ...props }: InputProps & RecordContext) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [revealed, setRevealed] = useState<string | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const saved = item?.[secretSavedKey(name)] === true;
  const canReveal = saved && recordId != null && ability.can('write', writeResourceOf(definition));
  const reveal = async () => {
    setLoading(true);
    try {
      setRevealed(await revealSecret(definition, recordId!, name));
    } catch (error) {
      notifyError(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack gap={4}>
      <PasswordInput
        label={props.label}
        disabled={props.disabled}
        error={props.error as string}
        description={saved ? t('catalogue.ui.secretSaved') : t('catalogue.ui.secretNone')}
        value={typeof props.value === 'string' ? props.value : ''}
        onChange={(event) => props.onChange?.(event.currentTarget.value)}
        onBlur={props.onBlur}
        autoComplete="new-password"
        data-testid={props['data-testid']}
      />
      {canReveal && (
        <Group gap="xs">
          {revealed === undefined ? (
            <Button size="compact-xs" variant="subtle" loading={loading} onClick={() => void reveal()} data-testid={`${name}-reveal`}>
              {t('catalogue.ui.secretShow')}
            </Button>
          ) : (
            <>
              <Code data-testid={`${name}-revealed`}>{revealed ?? '—'}</Code>
              <Button size="compact-xs" variant="subtle" onClick={() => setRevealed(undefined)}>
                {t('catalogue.ui.secretHide')}
              </Button>
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** A record's documents: uploaded with progress, downloadable once saved. */
function DocumentsInput({ definition, name, recordId, item, ...props }: InputProps & RecordContext) {
  const files = Array.isArray(props.value) ? (props.value as StoredFileInfo[]) : [];
  const saved = new Set(((item?.[name] as StoredFileInfo[] | undefined) ?? []).map((file) => file.fileId));
  return (
    <FilesField
      label={props.label}
      files={files}
      onChange={(next) => props.onChange?.(next)}
      upload={(file, onProgress) => uploadDocument(definition, file, onProgress)}
      policy={FILE_POLICIES.document}
      downloadPath={(fileId) => (recordId != null && saved.has(fileId) ? documentPath(definition, recordId, fileId) : null)}
      isReadOnly={props.disabled}
      maxFiles={MAX_DOCUMENTS}
      error={props.error as string | undefined}
      data-testid={props['data-testid']}
    />
  );
}

/** The form input of one catalogue field, by its kind. */
export function FieldInput({ definition, name, field, recordId, item, ...props }: InputProps & RecordContext & { field: FieldDefinition }) {
  const { t } = useTranslation();
  const text = props.value === null || props.value === undefined ? '' : String(props.value);
  const common = {
    label: props.label,
    required: props.required,
    disabled: props.disabled,
    error: props.error as string,
    onBlur: props.onBlur,
    'data-testid': props['data-testid'],
  };
  if (field.optionsDomain) return <DomainSelect {...props} domain={field.optionsDomain} maxLength={field.maxLength} />;
  switch (field.kind) {
    case 'secret':
      return <SecretInput {...props} definition={definition} name={name} recordId={recordId} item={item} />;
    case 'documents':
      return <DocumentsInput {...props} definition={definition} name={name} recordId={recordId} item={item} />;
    case 'time':
      return <TimeField {...common} value={text} onChange={(value) => props.onChange?.(value)} />;
    case 'reference':
      return <ReferenceSelect {...props} catalogue={field.references!} />;
    case 'references':
      return <ReferencesMultiSelect {...props} catalogue={field.references!} />;
    case 'boolean':
      return (
        <Switch
          label={props.label}
          disabled={props.disabled}
          checked={props.value === true}
          onChange={(event) => props.onChange?.(event.currentTarget.checked)}
          mt="xl"
          data-testid={props['data-testid']}
        />
      );
    case 'enum':
    case 'language': {
      const values = field.kind === 'language' ? [...LANGUAGES] : [...(field.values ?? [])];
      return (
        <Select
          {...common}
          data={values.map((value) => ({ value, label: enumLabel(definition, name, value, t) }))}
          value={text || null}
          onChange={(next) => props.onChange?.(next)}
          clearable={!props.required}
        />
      );
    }
    case 'integer':
      return (
        <NumberInput
          {...common}
          value={typeof props.value === 'number' ? props.value : ''}
          onChange={(next) => props.onChange?.(next === '' ? null : Number(next))}
          allowDecimal={false}
          min={field.min}
          max={field.max}
        />
      );
    case 'longText':
      return (
        <Textarea
          {...common}
          value={text}
          {...(SIZES_TEXT_AREAS ? { styles: { input: GROWING_TEXT_AREA } } : { autosize: true, minRows: 2 })}
          maxLength={field.maxLength}
          onChange={(event) => props.onChange?.(event.currentTarget.value)}
        />
      );
    case 'date':
      return <DateField {...common} value={text.slice(0, 10)} onChange={(day) => props.onChange?.(day)} />;
    case 'decimal':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          value={text}
          onChange={(event) => props.onChange?.(event.currentTarget.value.replace(',', '.'))}
        />
      );
    default: {
      const upper = ['rfc', 'rfcOrTaxId', 'curp'].includes(field.kind);
      return (
        <TextInput
          {...common}
          type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
          inputMode={['clabe', 'fraccion', 'nico'].includes(field.kind) ? 'numeric' : undefined}
          value={text}
          maxLength={field.maxLength}
          onChange={(event) => props.onChange?.(upper ? event.currentTarget.value.toUpperCase() : event.currentTarget.value)}
        />
      );
    }
  }
}

/** A list filter: enumerations, yes/no and references. */
export function FilterInput({
  definition,
  name,
  field,
  value,
  onChange,
}: {
  definition: CatalogueDefinition;
  name: string;
  field: FieldDefinition;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const label = t(`catalogues.${definition.name}.fields.${name}`);
  if (field.kind === 'reference') {
    return (
      <div style={{ minWidth: 200 }}>
        <ReferenceSelect
          catalogue={field.references!}
          label={label}
          value={value ? Number(value) : null}
          onChange={(next) => onChange(next === null ? null : String(next))}
        />
      </div>
    );
  }
  const data =
    field.kind === 'boolean'
      ? [
          { value: 'true', label: t('catalogue.yes') },
          { value: 'false', label: t('catalogue.no') },
        ]
      : (field.kind === 'language' ? [...LANGUAGES] : [...(field.values ?? [])]).map((v) => ({
          value: v,
          label: enumLabel(definition, name, v, t),
        }));
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      placeholder={t('catalogue.ui.all')}
      w={180}
      data-testid={`filter-${name}`}
    />
  );
}
