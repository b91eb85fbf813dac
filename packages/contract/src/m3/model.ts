/** One record of an M3 file: its line number (1-based) and its fields, the record type first. */
export interface M3Record {
  line: number;
  type: string;
  /** Every field as written, the type at index 0: `fields[n - 1]` is the layout's field n. */
  fields: string[];
}

/** One pedimento of a file: from its 500 to its 800, every record in file order. */
export interface M3Pedimento {
  /** 500.4: the 7-digit number (year digit + progressive). */
  numero: string;
  /** 500.3 */
  patente: string;
  /** 500.5: customs office and section (3 characters). */
  aduanaSeccion: string;
  /** 500.2: 1 new, 2 elimination, 3 withdrawal... */
  movimiento: string;
  records: M3Record[];
}

export type M3Severity = 'error' | 'warning';

/** A finding: where (file, line, record, field), what was there and what was expected, how bad, and why. */
export interface M3Finding {
  fileName: string;
  line: number | null;
  record: string | null;
  /** 1-based field number of the layout. */
  field: number | null;
  value: string | null;
  expected: string | null;
  severity: M3Severity;
  /** Translation key of the message (`m3.findings.<code>`). */
  key: string;
  /** The 500.4 of the pedimento it belongs to, when it belongs to one. */
  pedimento: string | null;
  params?: Record<string, string | number>;
}

export interface M3FileSummary {
  fileName: string;
  pedimentos: number;
  records: number;
  errors: number;
  warnings: number;
}

/** A whole file in memory: convenient for tests and small files; large files go through `scanM3`. */
export interface M3File extends M3FileSummary {
  pedimentoList: M3Pedimento[];
  findings: M3Finding[];
}

/**
 * What content checks need from the reference data: the server implements it over its tables, a test over
 * small sets. Each answers whether the code exists (and, for fractions, is in force on the date).
 */
export interface M3ReferenceLookup {
  aduanaSeccion?(code: string): boolean;
  patente?(code: string): boolean;
  clavePedimento?(code: string): boolean;
  medioTransporte?(code: string): boolean;
  pais?(code: string): boolean;
  moneda?(code: string): boolean;
  unidad?(code: string): boolean;
  identificador?(code: string): boolean;
  /** Fraction (8 digits) + NICO (2) in force on `date` (YYYY-MM-DD), or on the day of the check without one. */
  fraccionNico?(fraccion: string, nico: string, date: string | null): boolean;
}
