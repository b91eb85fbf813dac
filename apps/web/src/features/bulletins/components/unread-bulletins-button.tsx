import { Link } from 'react-router';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store.ts';
import { useUnreadBulletins } from '../api/bulletins.api.ts';

/** The navbar's bulletins button with the unread count (GET /api/Perfil/Boletines/SinLeer). */
export function UnreadBulletinsButton() {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const unread = useUnreadBulletins(isSignedIn);
  const count = unread.data?.total ?? 0;
  const label = t('bulletinsPage.navbar', { count });
  return (
    <Tooltip label={label}>
      <Indicator
        label={count > 99 ? '99+' : count}
        size={16}
        disabled={count === 0}
        color="red"
        offset={4}
        data-testid="bulletins-badge"
        // Absent until the count has arrived, so a reader (or a test) never takes the placeholder 0 for it.
        data-count={unread.data ? count : undefined}
      >
        <ActionIcon component={Link} to="/pages/miscellaneous/bulletins" variant="subtle" color="gray" size="lg" aria-label={label}>
          <IconNews size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
