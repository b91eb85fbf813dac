import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Documento = { tipo: string; nombre: string };

/** The previo's documents (type and name, spec point 3): rows added and removed in place. */
export function DocumentsField({
  value,
  onChange,
  readOnly,
  errorOf,
}: {
  value: Documento[];
  onChange: (next: Documento[]) => void;
  readOnly: boolean;
  /** The translated error of a path such as `documentos.0.tipo`. */
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const set = (index: number, field: keyof Documento, text: string) =>
    onChange(value.map((d, i) => (i === index ? { ...d, [field]: text } : d)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('previosPage.documents.title')}
      </Text>
      {value.map((doc, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('previosPage.documents.tipo')}
            value={doc.tipo}
            maxLength={40}
            readOnly={readOnly}
            onChange={(e) => set(index, 'tipo', e.currentTarget.value)}
            error={errorOf(`documentos.${index}.tipo`)}
            style={{ flex: 1 }}
            data-testid={`document-${index}-tipo`}
          />
          <TextInput
            label={t('previosPage.documents.nombre')}
            value={doc.nombre}
            maxLength={200}
            readOnly={readOnly}
            onChange={(e) => set(index, 'nombre', e.currentTarget.value)}
            error={errorOf(`documentos.${index}.nombre`)}
            style={{ flex: 2 }}
            data-testid={`document-${index}-nombre`}
          />
          {!readOnly && (
            <ActionIcon
              size="lg"
              variant="subtle"
              color="red"
              aria-label={t('previosPage.documents.remove', { n: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {value.length === 0 && readOnly && (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
      {!readOnly && (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...value, { tipo: '', nombre: '' }])}
          data-testid="add-document"
        >
          {t('previosPage.documents.add')}
        </Button>
      )}
    </Stack>
  );
}
