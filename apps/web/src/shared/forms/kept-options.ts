import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/date.ts';

/** What a picker shows: the records the API answered, or (without network) the ones kept on the phone. */
export interface KeptList<T> {
  items: T[];
  /** Without network: when the kept list was last loaded online (null: nothing kept). */
  savedAt: number | null;
  /** True when the API could not be reached and the kept list stands in for its answer. */
  offline: boolean;
}

export interface KeptRequest<T> {
  /** What the list is (`options:clientes`, `/api/Partes?clienteId=4`): one kept list per source and user. */
  source: string;
  /** The text typed in the picker: without network the kept records are filtered by it. */
  search?: string;
  /** Or the records wanted by id (the chosen value's text). */
  ids?: string[];
  /** The API call; its answer is kept. */
  fetch: () => Promise<T[]>;
  /** The record's id and the text searched offline. */
  entry: (item: T) => { id: string; text: string };
}

/**
 * Keeps what a picker loaded online, per user, and answers it when the network is down (decision 0105). Screens
 * that capture offline pass one to their pickers; the others read the API only.
 */
export interface OptionsKeeper {
  load<T>(request: KeptRequest<T>): Promise<KeptList<T>>;
}

/** A list loaded without a keeper, in the keeper's shape. */
export const liveList = <T>(items: T[]): KeptList<T> => ({ items, savedAt: null, offline: false });

/** The small note under a picker whose options are the kept ones: "list saved at <date>" (or that none is kept). */
export function useKeptNote(...lists: (KeptList<unknown> | undefined)[]): string | undefined {
  const { t } = useTranslation();
  if (!lists.some((list) => list?.offline)) return undefined;
  const savedAt = Math.max(0, ...lists.map((list) => list?.savedAt ?? 0));
  return savedAt > 0 ? t('forms.keptOptions', { date: formatDateTime(new Date(savedAt)) }) : t('forms.noKeptOptions');
}
