import { Alert, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date.ts';
import type { ConfrontaSource } from './use-local-confronta.ts';

/** Where the screen's copy comes from, when it is not the API's answer: kept at <time>, created here, or none. */
export function LocalSourceNote({ source, savedAt }: { source: ConfrontaSource; savedAt: number | null }) {
  const { t } = useTranslation();
  if (source === 'kept') {
    return (
      <Alert color="yellow.9" variant="outline" data-testid="confronta-kept">
        {t('confrontasPage.check.keptCopy', { date: formatDateTime(new Date(savedAt ?? 0)) })}
      </Alert>
    );
  }
  if (source === 'draft') {
    return (
      <Alert color="yellow.9" variant="outline" data-testid="confronta-draft">
        {t('confrontasPage.check.draft')}
      </Alert>
    );
  }
  return null;
}

/** A word about the confrontation this screen needs, with the way to the list where one is chosen. */
function ToConfrontaList({ message, color, testId }: { message: string; color: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color={color} data-testid={testId}>
      <Text size="sm" mb="xs">
        {t(message)}
      </Text>
      <Button component={Link} to="/apps/confronts/warehouse/list" variant="default">
        {t('confrontasPage.listTitle')}
      </Button>
    </Alert>
  );
}

/** Nothing to show: offline without a kept copy, or a confrontation created here that was already sent. */
export function MissingConfronta({ isDraft }: { isDraft: boolean }) {
  const message = isDraft ? 'confrontasPage.check.draftSent' : 'confrontasPage.check.noKeptCopy';
  return <ToConfrontaList message={message} color="yellow.9" testId="confronta-missing" />;
}

/** The check and load screens opened without a confrontation (`?confronta=` missing): choose one in the list. */
export function ChooseConfronta() {
  return <ToConfrontaList message="confrontasPage.check.choose" color="blue" testId="confronta-choose" />;
}
