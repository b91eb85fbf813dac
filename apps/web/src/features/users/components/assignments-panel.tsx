import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Badge, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CLAIM_TYPES, type Assignment, type AssignmentKind } from '@portal/contract';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { usersApi } from '../api/users.api.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';

type Kind = AssignmentKind | 'claims';

/** The message of a refused add, for the add control: the field's own message, else the detail. */
function errorOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const fieldMessage = Object.values(error.fieldErrors)[0]?.[0];
  return fieldMessage ?? error.problem.detail ?? error.problem.title ?? null;
}

interface SectionProps {
  kind: Kind;
  items: { key: string | number; text: string }[];
  canWrite: boolean;
  onRemove: (key: string | number, text: string) => void;
  /** The add control; receives nothing, owns its state. */
  children?: ReactNode;
}

function AssignmentSection({ kind, items, canWrite, onRemove, children }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" radius="md" data-testid={`assignments-${kind}`}>
      <Title order={3} size="h5" mb="xs">
        {t(`users.assignments.${kind}`)}
      </Title>
      <Group gap={6} mb={canWrite ? 'sm' : 0} data-testid={`assigned-${kind}`}>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('users.assignments.none')}
          </Text>
        ) : (
          items.map((item) => (
            <Badge
              key={item.key}
              variant="outline"
              color="blue"
              size="lg"
              data-testid={`assigned-${kind}-item`}
              rightSection={
                canWrite ? (
                  <Tooltip label={t('users.assignments.remove')}>
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color="red"
                      onClick={() => onRemove(item.key, item.text)}
                      aria-label={`${t('users.assignments.remove')}: ${item.text}`}
                      data-testid={`remove-${kind}`}
                    >
                      <IconX size={12} />
                    </ActionIcon>
                  </Tooltip>
                ) : undefined
              }
            >
              {item.text}
            </Badge>
          ))
        )}
      </Group>
      {canWrite && children}
    </Card>
  );
}

/** A select or text box plus an Add button, showing the server's refusal (e.g. "already assigned") under it. */
function AddControl({
  kind,
  onAdd,
  renderInput,
}: {
  kind: Kind;
  onAdd: (value: string | number) => Promise<unknown>;
  renderInput: (value: string | number | null, setValue: (value: string | number | null) => void, error: string | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (value === null || value === '') return;
    setBusy(true);
    setError(null);
    try {
      await onAdd(value);
      setValue(null);
    } catch (failure) {
      setError(errorOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <div style={{ flex: 1 }}>
        {renderInput(
          value,
          (next) => {
            setValue(next);
            setError(null);
          },
          error,
        )}
      </div>
      <Button
        mt={24}
        leftSection={<IconPlus size={14} />}
        onClick={() => void add()}
        loading={busy}
        disabled={value === null || value === ''}
        data-testid={`add-${kind}`}
      >
        {t('users.assignments.add')}
      </Button>
    </Group>
  );
}

type RenderInput = Parameters<typeof AddControl>[0]['renderInput'];

/** The add controls' inputs: a choice from options, a catalogue reference, or a numeric SAT code. */
const optionSelect =
  (t: TFunction, kind: AssignmentKind, options: Assignment[] | undefined): RenderInput =>
  (value: string | number | null, setValue: (v: string | number | null) => void, error: string | null) => (
    <Select
      label={t(`users.assignments.${kind}`)}
      placeholder={t('users.assignments.choose')}
      data={(options ?? []).map((o) => ({ value: String(o.value), label: o.text }))}
      value={value === null ? null : String(value)}
      onChange={(next) => setValue(next === null ? null : kind === 'perfiles' ? Number(next) : next)}
      searchable
      clearable
      error={error}
      data-testid={`input-${kind}`}
    />
  );
const reference =
  (t: TFunction, kind: 'clientes' | 'proveedores'): RenderInput =>
  (value: string | number | null, setValue: (v: string | number | null) => void, error: string | null) => (
    <ReferenceSelect
      catalogue={kind}
      label={t(`users.assignments.${kind}`)}
      value={value}
      onChange={(next) => setValue(next as number | null)}
      error={error}
      data-testid={`input-${kind}`}
    />
  );
const code =
  (t: TFunction, kind: 'aduanas' | 'patentes', length: number): RenderInput =>
  (value: string | number | null, setValue: (v: string | number | null) => void, error: string | null) => (
    <TextInput
      label={t(`users.assignments.${kind}`)}
      placeholder={t(kind === 'aduanas' ? 'users.assignments.aduanaPlaceholder' : 'users.assignments.patentePlaceholder')}
      inputMode="numeric"
      maxLength={length}
      value={value === null ? '' : String(value)}
      onChange={(event) => setValue(event.currentTarget.value.replace(/\D/g, '') || null)}
      error={error}
      data-testid={`input-${kind}`}
    />
  );

/**
 * The Assignments tab: roles, security profiles, customers, vendors, customs offices, patents and
 * claims, each a list with an add control and a remove button that asks first.
 */
export function AssignmentsPanel({ userName, canWrite }: { userName: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = ['users', 'assignments', userName.toLowerCase()];
  const assignments = useQuery({ queryKey, queryFn: () => usersApi.assignments(userName) });
  const roleOptions = useQuery({ queryKey: ['users', 'options', 'roles'], queryFn: usersApi.roleOptions, staleTime: 300_000 });
  const profileOptions = useQuery({ queryKey: ['users', 'options', 'profiles'], queryFn: usersApi.profileOptions, staleTime: 300_000 });
  const [claimType, setClaimType] = useState<string | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey });
    await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
  };
  // Refusals show under the add control; the toast is for removals.
  const addMutation = useMutation({
    mutationFn: async ({ kind, key }: { kind: Kind; key: string | number }): Promise<unknown> =>
      kind === 'claims'
        ? usersApi.addClaim(userName, { claimType: claimType as never, claimValue: String(key) })
        : usersApi.addAssignment(userName, kind, key),
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess(201, t('users.assignments.added'));
      await refresh();
    },
  });
  const removeMutation = useMutation({
    mutationFn: ({ kind, key }: { kind: Kind; key: string | number }) =>
      kind === 'claims' ? usersApi.removeClaim(userName, Number(key)) : usersApi.removeAssignment(userName, kind, key),
    onSuccess: async () => {
      notifySuccess(204, t('users.assignments.removed'));
      await refresh();
    },
  });
  const add = (kind: Kind) => (key: string | number) => addMutation.mutateAsync({ kind, key });
  const confirmRemove = (kind: Kind) => (key: string | number, text: string) =>
    modals.openConfirmModal({
      title: t('users.assignments.removeTitle'),
      children: <Text size="sm">{t('users.assignments.removeConfirm', { name: text, kind: t(`users.assignments.${kind}`) })}</Text>,
      labels: { confirm: t('users.assignments.remove'), cancel: t('catalogue.ui.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-remove' },
      onConfirm: () => removeMutation.mutate({ kind, key }),
    });

  if (assignments.isPending) return <Loader aria-label={t('catalogue.ui.loading')} />;
  if (assignments.isError) {
    return <LoadFailed error={assignments.error} onRetry={() => void assignments.refetch()} />;
  }
  const data = assignments.data;
  const itemsOf = (list: Assignment[]) => list.map((a) => ({ key: a.value, text: a.text }));
  const sections: { kind: AssignmentKind; items: Assignment[]; input: RenderInput }[] = [
    { kind: 'roles', items: data.roles, input: optionSelect(t, 'roles', roleOptions.data) },
    { kind: 'perfiles', items: data.perfiles, input: optionSelect(t, 'perfiles', profileOptions.data) },
    { kind: 'clientes', items: data.clientes, input: reference(t, 'clientes') },
    { kind: 'proveedores', items: data.proveedores, input: reference(t, 'proveedores') },
    { kind: 'aduanas', items: data.aduanas, input: code(t, 'aduanas', 2) },
    { kind: 'patentes', items: data.patentes, input: code(t, 'patentes', 4) },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {sections.map(({ kind, items, input }) => (
          <AssignmentSection key={kind} kind={kind} items={itemsOf(items)} canWrite={canWrite} onRemove={confirmRemove(kind)}>
            <AddControl kind={kind} onAdd={add(kind)} renderInput={input} />
          </AssignmentSection>
        ))}
        <AssignmentSection
          kind="claims"
          items={data.claims.map((c) => ({
            key: c.userClaimId,
            text: `${t(`users.claimTypes.${c.claimType}`, { defaultValue: c.claimType })}: ${c.claimValue}`,
          }))}
          canWrite={canWrite}
          onRemove={confirmRemove('claims')}
        >
          <Stack gap={4}>
            <Select
              label={t('users.assignments.claimType')}
              data={CLAIM_TYPES.map((type) => ({ value: type, label: t(`users.claimTypes.${type}`) }))}
              value={claimType}
              onChange={setClaimType}
              data-testid="input-claimType"
            />
            <AddControl
              kind="claims"
              onAdd={add('claims')}
              renderInput={(value, setValue, error) => (
                <TextInput
                  label={t('users.assignments.claimValue')}
                  value={value === null ? '' : String(value)}
                  onChange={(event) => setValue(event.currentTarget.value || null)}
                  disabled={!claimType}
                  maxLength={250}
                  error={error}
                  data-testid="input-claimValue"
                />
              )}
            />
          </Stack>
        </AssignmentSection>
      </SimpleGrid>
    </Stack>
  );
}
