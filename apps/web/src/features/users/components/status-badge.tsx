import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@portal/contract';

const COLORS: Record<UserStatus, string> = { active: 'green', pending: 'yellow', inactive: 'gray' };

/** A user's status as a coloured badge with its text (never colour alone). */
export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} data-testid={`status-${status}`}>
      {t(`users.status.${status}`)}
    </Badge>
  );
}
