import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RecordChanged } from '@portal/contract';
import { joinRecordRoom } from '../../../shared/realtime/realtime-client.ts';
import { useSession } from '../../../shared/session/session-store.ts';

export interface PresentUser {
  userId: number;
  nombre: string;
}

/**
 * Keeps a screen on one previo or confrontation in its hub room (decision 0103): answers who else is there, and
 * reads the record again (`queryKey`) whenever someone else changes it, or after a reconnection. `onChange` sees
 * each change by others (e.g. to tell the user while a form is being edited).
 */
export function useLiveRecord(
  kind: 'previo' | 'confronta',
  id: string | number | null,
  queryKey: QueryKey,
  onChange?: (change: RecordChanged) => void,
): PresentUser[] {
  const client = useQueryClient();
  const selfId = useSession().userData?.userId ?? 0;
  const [others, setOthers] = useState<PresentUser[]>([]);
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (id === null || id === '') return undefined;
    const leave = joinRecordRoom(
      { kind, id: String(id) },
      {
        onPresence: (presence) => setOthers(presence.users.filter((u) => u.userId !== selfId)),
        onChange: (change) => {
          if (change.byUserId === selfId) return;
          void client.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
          onChange?.(change);
        },
        onJoined: (isAllowed) => {
          if (isAllowed) void client.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
        },
      },
    );
    return () => {
      leave();
      setOthers([]);
    };
    // onChange is read when a change arrives; a new function each render must not rejoin the room.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, id, key, selfId, client]);
  return others;
}
