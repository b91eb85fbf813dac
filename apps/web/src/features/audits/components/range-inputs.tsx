import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditRange } from './audit-range.ts';

/** The from/to inputs of the audit screens' date range. */
export function RangeInputs({ range, onChange }: { range: AuditRange; onChange: (change: Partial<AuditRange>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        type="date"
        label={t('auditsPage.filters.fechaDesde')}
        value={range.fechaDesde}
        onChange={(event) => event.currentTarget.value && onChange({ fechaDesde: event.currentTarget.value })}
        data-testid="filter-fechaDesde"
      />
      <TextInput
        type="date"
        label={t('auditsPage.filters.fechaHasta')}
        value={range.fechaHasta}
        onChange={(event) => event.currentTarget.value && onChange({ fechaHasta: event.currentTarget.value })}
        data-testid="filter-fechaHasta"
      />
    </>
  );
}
