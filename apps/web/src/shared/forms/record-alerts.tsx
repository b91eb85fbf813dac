import { useState } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';

/**
 * The version a save was refused for as stale (`staleVersion`): `stale` while the loaded record is still that
 * version, so reloading brings a newer one and clears the warning. `version` is the loaded record's version.
 */
export function useStaleVersion(version: unknown) {
  const [staleVersion, setStaleVersion] = useState<unknown>(null);
  return {
    stale: staleVersion !== null && staleVersion === version,
    /** A save's error: remembers the loaded version when the server called it stale. */
    noteStale: (error: unknown) => {
      if (isApiError(error) && error.code === 'staleVersion') setStaleVersion(version);
    },
  };
}

/** Someone else saved the record meanwhile: the user reloads it (their changes would go). */
export function StaleWarning({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" mb="md" title={t('catalogue.ui.staleTitle')} data-testid="stale-warning">
      <Text size="sm" mb="xs">
        {t('catalogue.ui.staleBody')}
      </Text>
      <Button size="xs" variant="light" color="orange" onClick={onReload}>
        {t('catalogue.ui.reload')}
      </Button>
    </Alert>
  );
}

/** The record of an edit screen does not exist (or may not be seen): the way back. */
export function RecordNotFound({ onBack, title }: { onBack: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={title ?? t('catalogue.ui.notFound')} data-testid="record-not-found">
      <Button size="xs" variant="light" onClick={onBack}>
        {t('catalogue.ui.back')}
      </Button>
    </Alert>
  );
}
