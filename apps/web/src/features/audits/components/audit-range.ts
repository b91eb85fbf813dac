import { useState } from 'react';
import { defaultAuditRange } from '@portal/contract/features/audits';

const STORAGE_KEY = 'auditoria.rangoFechas';

export interface AuditRange {
  fechaDesde: string;
  fechaHasta: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The stored range, or the spec's default (1-31 January of this year) when none or a broken one is stored. */
export function readAuditRange(storage: Pick<Storage, 'getItem'> = localStorage, today = new Date()): AuditRange {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<AuditRange> | null;
    if (stored && DAY.test(stored.fechaDesde ?? '') && DAY.test(stored.fechaHasta ?? '')) return stored as AuditRange;
  } catch {
    // a broken value falls back to the default
  }
  return defaultAuditRange(today);
}

/** The audit screens' date range (spec point 9), kept in the browser's local storage. */
export function useAuditRange(): [AuditRange, (range: Partial<AuditRange>) => void] {
  const [range, setRange] = useState(() => readAuditRange());
  const update = (change: Partial<AuditRange>) => {
    const next = { ...range, ...change };
    setRange(next);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  };
  return [range, update];
}
