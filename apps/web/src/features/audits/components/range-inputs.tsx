import { DateField } from '../../../shared/forms/date-field.tsx';
import { useTranslation } from 'react-i18next';
import type { AuditRange } from './audit-range.ts';

/** The from/to inputs of the audit screens' date range. */
export function RangeInputs({ range, onChange }: { range: AuditRange; onChange: (change: Partial<AuditRange>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DateField
        label={t('auditsPage.filters.fechaDesde')}
        value={range.fechaDesde}
        clearable={false}
        onChange={(day) => day && onChange({ fechaDesde: day })}
        data-testid="filter-fechaDesde"
      />
      <DateField
        label={t('auditsPage.filters.fechaHasta')}
        value={range.fechaHasta}
        clearable={false}
        onChange={(day) => day && onChange({ fechaHasta: day })}
        data-testid="filter-fechaHasta"
      />
    </>
  );
}
