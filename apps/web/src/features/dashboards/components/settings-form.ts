import { useNavigate } from 'react-router';
import { type z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../../shared/ability/ability.ts';
import { api } from '../../../shared/api/api.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { listPath } from '../../../shared/list/list-return.ts';

/** What the data-access and element forms do after a save or a delete: refresh the settings, a toast, go on. */
export function useSettingsForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canDelete = useAbility().can('delete', 'Tableros');
  const refresh = () => void client.invalidateQueries({ queryKey: ['tableros'] });
  return {
    /** Goes to a path; a list is found with its last query (list-return.ts). */
    navigate: (to: string) => navigate(listPath(to)),
    afterSave: (to: string, replace = false) => {
      refresh();
      notifySuccess(200, t('tableros.saved'));
      return navigate(listPath(to), { replace });
    },
    /** Deleting from the form, for those who may delete. */
    removal: <T>(list: string, path: (record: T) => string, name: (record: T) => string) =>
      canDelete
        ? {
            run: (record: T) => api.delete(path(record)),
            name,
            onDeleted: () => {
              refresh();
              notifySuccess(204, t('tableros.deleted'));
              return navigate(listPath(list));
            },
          }
        : undefined,
  };
}

/** Creates (POST) or, with the record loaded, updates (PUT with its id and version) one settings record. */
export function saveSetting<T extends { rowVersion: number }>(path: string, idField: keyof T & string, schema: z.ZodType<T>) {
  return (body: object, record: T | undefined): Promise<T> =>
    record
      ? api.put(`${path}/${String(record[idField])}`, { ...body, [idField]: record[idField], rowVersion: record.rowVersion }, { schema })
      : api.post(path, body, { schema });
}
