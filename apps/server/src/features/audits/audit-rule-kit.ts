import type { Regla, Severidad } from '@portal/contract/features/audits';

/** A line of a previo (the warehouse's physical inspection) linked to the pedimento. */
export interface PrevioLineInput {
  numeroFactura: string | null;
  numeroParte: string | null;
  cantidadFisica: string;
  cantidadFactura: string;
  paisOrigenFisico: string | null;
  paisOrigenFactura: string | null;
  peso: string | null;
}

/** What the rules read of one pedimento (plain values: the rules never touch the database). */
export interface AuditInput {
  pedimento: {
    numero: string;
    rfc: string | null;
    fechaPago: string | null;
    valorUsd: string;
    clienteId: number | null;
    /** Gross weight (KG) of record 501. */
    pesoBruto?: string | null;
    /** MXN per USD of record 501. */
    tipoCambio?: string | null;
  };
  facturas: {
    orden: number;
    valorUsd: string | null;
    pais: string | null;
    idFiscalProveedor: string | null;
    /** 505.4: the invoice or value acknowledgement (COVE) number. */
    numero?: string | null;
    moneda?: string | null;
    incoterm?: string | null;
    valorMoneda?: string | null;
  }[];
  partidas: {
    numero: number;
    fraccion: string;
    nico: string | null;
    codigoProducto: string | null;
    paisOrigen: string | null;
    /** 551.11: quantity in the commercial unit. */
    cantidadUmc?: string | null;
    /** 551.7: unit price in MXN. */
    precioUnitario?: string | null;
  }[];
  /** The M3 findings stored for this pedimento by the import. */
  m3: { registro: string | null; campo: number | null; valor: string | null; esperado: string | null; severidad: string; clave: string }[];
  /** The previos (physical inspections) that name this pedimento. */
  previos?: { folio: number; tipoPrevio: string | null; pesoTotal: string | null; lineas: PrevioLineInput[] }[];
  /** The customer's vendor-shipment lines whose invoice is one of the pedimento's 505 numbers. */
  envioLineas?: {
    factura: string;
    numeroParte: string;
    cantidad: string;
    precioUnitario: string;
    moneda: string;
    incoterm: string;
    paisOrigen: string;
  }[];
  /** The file types present in the pedimento's digital record. */
  documentos?: string[];
}

export interface AuditContext {
  fraccionVigente(fraccion: string, nico: string, date: string | null): boolean;
  /** The part's classification by the customer's part number, if the catalogue has it. */
  clasificacionParte(clienteId: number, numeroParte: string): { fraccion: string; nico: string } | undefined;
  /** The file types the digital-records settings mark required (none: the rule has nothing to check). */
  tiposRequeridos?: readonly string[];
  /** Today (yyyy-mm-dd), for the rules that depend on it; the clock's date when absent. */
  hoy?: string;
}

export interface RuleSetting {
  activa: boolean;
  severidad?: Severidad | null;
  tolerancia?: number | null;
}

/** A finding as a rule reports it; the message is the key `clave` with value/expected/partida. */
export interface RuleFinding {
  regla: Regla;
  clave: string;
  severidad: Severidad;
  partida: number | null;
  campo: string | null;
  valorPresente: string | null;
  valorEsperado: string | null;
}

export type Rule = (input: AuditInput, context: AuditContext, setting: RuleSetting) => Omit<RuleFinding, 'regla'>[];

export const finding = (
  clave: string,
  severidad: Severidad,
  values: { partida?: number | null; campo?: string | null; valorPresente?: string | null; valorEsperado?: string | null } = {},
) => ({
  clave,
  severidad,
  partida: values.partida ?? null,
  campo: values.campo ?? null,
  valorPresente: values.valorPresente ?? null,
  valorEsperado: values.valorEsperado ?? null,
});

/** Default tolerance of the value, quantity and weight checks: 1 % (an administrator can change it per rule). */
export const DEFAULT_TOLERANCE = 0.01;

/** Quantities, weights and prices as integer ten-thousandths, so no float drift decides an edge. */
export const toUnits = (value: string | null | undefined): number =>
  value === null || value === undefined || value.trim() === '' ? 0 : Math.round(Number(value) * 10_000);
export const fromUnits = (units: number): string => String(units / 10_000);

/** Whether `present` is within `tolerance` (a fraction) of `expected`; both in the same integer units. */
export const withinTolerance = (present: number, expected: number, tolerance: number): boolean =>
  Math.abs(present - expected) <= Math.round(Math.abs(expected) * tolerance);

/** Part numbers compare trimmed and without case; blank is no part. */
export const partKey = (value: string | null | undefined): string | null => {
  const key = value?.trim().toLowerCase();
  return key ? key : null;
};

/** Country codes compare trimmed, in capitals; blank is no country. */
export const countryOf = (value: string | null | undefined): string | null => value?.trim().toUpperCase() || null;
