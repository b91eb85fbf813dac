import { useLocation, useNavigate } from 'react-router';
import { useConfronta } from '../api/confrontas.api.ts';
import { draftConfronta, parseConfrontaRef, withPendingCaptures } from './local-confronta.ts';
import { useConfrontaCaptures, useConfrontaCreated } from './offline-capture.ts';

export type ConfrontaSource = 'live' | 'kept' | 'draft' | 'missing';

/**
 * The confrontation a warehouse screen shows (decisions 0101 and 0105): from the API, or without network the copy
 * kept on this phone, or for one created offline its creation capture; with the captures still waiting applied.
 * `source` says which: `live`, `kept` (with `savedAt`), `draft`; `missing` when offline and nothing is kept.
 */
export function useLocalConfronta(param: string | null) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ref = parseConfrontaRef(param);
  const confrontaId = typeof ref === 'number' ? ref : null;
  const read = useConfronta(confrontaId);
  const queue = useConfrontaCaptures(ref);
  // Created offline and now sent: the screen moves to its number.
  useConfrontaCreated(ref, (id) => void navigate(`${pathname}?confronta=${id}`, { replace: true }));
  const creation = queue.draft;
  const draft = creation?.body.tipo === 'confronta' ? draftConfronta(creation.body, creation.createdAt) : null;
  const base = typeof ref === 'string' ? draft : (read.data?.record ?? null);
  const isLoading = ref !== null && (typeof ref === 'string' ? !queue.isRead : !read.data && !read.isError);
  const source: ConfrontaSource =
    typeof ref === 'string' ? (draft ? 'draft' : 'missing') : !read.data?.record ? 'missing' : read.data.offline ? 'kept' : 'live';
  return {
    ref,
    confrontaId,
    read,
    queue,
    isLoading,
    source,
    savedAt: read.data?.savedAt ?? null,
    confronta: base
      ? withPendingCaptures(
          base,
          queue.waiting.map((c) => c.body),
        )
      : null,
  } as const;
}
