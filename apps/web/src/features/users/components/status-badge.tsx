import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@portal/contract';

// Filled with automatic text colour: the light variant's text misses contrast AA on striped rows.
const COLORS: Record<UserStatus, string> = { active: 'teal.9', pending: 'yellow.4', inactive: 'gray.7' };

/** A user's status as a coloured badge with its text (never colour alone). */
export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" autoContrast color={COLORS[status]} data-testid={`status-${status}`}>
      {t(`users.status.${status}`)}
    </Badge>
  );
}
