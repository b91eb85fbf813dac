import { Grid, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MY_DASHBOARD_API, type MyDashboard } from '@portal/contract/features/dashboards';
import { api } from '../../../shared/api/api.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { notifyError } from '../../../shared/ui/toast.ts';
import { MY_DASHBOARD_KEY, useMyDashboard } from '../api/dashboards.api.ts';
import { ElementCard } from '../components/element-card.tsx';

/** `/pages/user/dashboard`: the elements granted to this user, in the order and widths it chose, pinned or not to its home (kept per user). */
export default function UserDashboardPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const board = useMyDashboard();
  const arrange = useMutation({
    mutationFn: (elementos: MyDashboard['elementos']) =>
      api.put(`${MY_DASHBOARD_API}/Disposicion`, {
        elementos: elementos.map((e) => ({ elementoId: e.elementoId, ancho: e.ancho, fijado: e.fijado })),
      }),
    // A read of the board still on its way (the page's first load, a refocus) must not land after this change and
    // show the element as it was: it is cancelled first, and the board read again once the server has answered.
    onMutate: async (elementos) => {
      await client.cancelQueries({ queryKey: MY_DASHBOARD_KEY });
      client.setQueryData(MY_DASHBOARD_KEY, { elementos });
    },
    onError: notifyError,
    onSettled: () => client.invalidateQueries({ queryKey: MY_DASHBOARD_KEY }),
  });
  if (board.isError) return <LoadFailed error={board.error} onRetry={() => void board.refetch()} />;
  const elementos = board.data?.elementos ?? [];
  if (board.data && elementos.length === 0) return <Text data-testid="dashboard-empty">{t('tableros.empty.dashboard')}</Text>;
  const move = (index: number, step: -1 | 1) => {
    const target = index + step;
    if (target < 0 || target >= elementos.length) return;
    const next = [...elementos];
    [next[index], next[target]] = [next[target]!, next[index]!];
    arrange.mutate(next);
  };
  const change = (elementoId: number, patch: Partial<MyDashboard['elementos'][number]>) =>
    arrange.mutate(elementos.map((e) => (e.elementoId === elementoId ? { ...e, ...patch } : e)));
  return (
    <Grid data-testid="user-dashboard">
      {elementos.map((element, index) => (
        <Grid.Col key={element.elementoId} span={{ base: 12, md: element.ancho }}>
          <ElementCard
            element={element}
            onMove={(step) => move(index, step)}
            onWidth={(ancho) => change(element.elementoId, { ancho })}
            onPin={(fijado) => change(element.elementoId, { fijado })}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}
