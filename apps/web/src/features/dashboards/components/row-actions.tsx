import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/api.ts';
import { confirmDelete } from '../../../shared/forms/confirm-delete.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { RowLink } from '../../../shared/list/row-link.tsx';

/** Edit and delete (asking first, naming what goes) at the end of a settings row. */
export function RowActions({
  editTo,
  deletePath,
  name,
  canDelete,
}: {
  editTo: string;
  deletePath: string;
  name: string;
  canDelete: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const remove = () =>
    confirmDelete(name, () =>
      api
        .delete(deletePath)
        .then(() => {
          notifySuccess(204, t('tableros.deleted'));
          void client.invalidateQueries({ queryKey: ['tableros'] });
        })
        .catch(notifyError),
    );
  return (
    <Group gap={4} wrap="nowrap">
      <RowLink to={editTo} tip={t('tableros.actions.edit')} name={name} icon={<IconPencil size={16} />} />
      {canDelete && (
        <Tooltip label={t('tableros.actions.delete')}>
          <ActionIcon variant="subtle" color="red" onClick={remove} aria-label={`${t('tableros.actions.delete')}: ${name}`}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
