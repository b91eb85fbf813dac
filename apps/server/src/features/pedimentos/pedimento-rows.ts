import { isM3Date, m3DateToIso, FECHA_PAGO, type M3Pedimento, type M3Record } from '@portal/contract/m3/index';
import type {
  pedimentoCandados,
  pedimentoContenedores,
  pedimentoContribuciones,
  pedimentoDescargos,
  pedimentoDestinatarios,
  pedimentoDiferencias,
  pedimentoFacturas,
  pedimentoFechas,
  pedimentoGuias,
  pedimentoIdentificadores,
  pedimentoObservaciones,
  pedimentoPartidas,
  pedimentoPermisos,
  pedimentoRectificaciones,
  pedimentos,
  pedimentoTransportes,
} from '@portal/db';

type PedimentoRow = typeof pedimentos.$inferInsert;
type Child<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'pedimentoId'>;

/** Field n (1-based, as the layout numbers them) of a record; empty fields read as null. */
const f = (r: M3Record | undefined, n: number): string | null => {
  const value = r?.fields[n - 1];
  return value === undefined || value === '' ? null : value;
};
/** MXN integer amounts (N(12)). */
const pesos = (r: M3Record | undefined, n: number): number | null => {
  const v = f(r, n);
  return v !== null && /^\d{1,15}$/.test(v) ? Number(v) : null;
};
/** Exact decimals, kept as the text they were (numeric columns; never floats). */
const decimal = (r: M3Record | undefined, n: number): string | null => {
  const v = f(r, n);
  return v !== null && /^-?\d{1,18}(\.\d{1,10})?$/.test(v) ? v : null;
};
const day = (r: M3Record | undefined, n: number): string | null => {
  const v = f(r, n);
  return v !== null && isM3Date(v) ? m3DateToIso(v) : null;
};
const int = (r: M3Record | undefined, n: number): number | null => {
  const v = f(r, n);
  return v !== null && /^\d{1,9}$/.test(v) ? Number(v) : null;
};

export interface PedimentoRows {
  pedimento: Omit<PedimentoRow, 'clienteId' | 'referencia' | 'archivoId'>;
  facturas: Child<typeof pedimentoFacturas>[];
  fechas: Child<typeof pedimentoFechas>[];
  partidas: Child<typeof pedimentoPartidas>[];
  contribuciones: Child<typeof pedimentoContribuciones>[];
  otros: OtherRows;
}

/** The records with a table each beyond the main ones (502-504, 507/554, 511/558, 512, 516, 520, 553, 701, 702). */
export interface OtherRows {
  transportes: Child<typeof pedimentoTransportes>[];
  guias: Child<typeof pedimentoGuias>[];
  contenedores: Child<typeof pedimentoContenedores>[];
  identificadores: Child<typeof pedimentoIdentificadores>[];
  observaciones: Child<typeof pedimentoObservaciones>[];
  descargos: Child<typeof pedimentoDescargos>[];
  candados: Child<typeof pedimentoCandados>[];
  destinatarios: Child<typeof pedimentoDestinatarios>[];
  permisos: Child<typeof pedimentoPermisos>[];
  rectificaciones: Child<typeof pedimentoRectificaciones>[];
  diferencias: Child<typeof pedimentoDiferencias>[];
}

/** A text field cut to its column (the layout's lengths are not all sourced: a longer value is kept, shortened). */
const cut = (r: M3Record, n: number, length: number) => f(r, n)?.slice(0, length) ?? null;

/** Rows of the less central records; field numbers as `shared/data/m3/layout.md` gives them. */
export function otherRows(of: (type: string) => M3Record[]): OtherRows {
  const numbered = <T>(type: string, row: (r: M3Record) => T) => of(type).map((r, i) => ({ orden: i + 1, ...row(r) }));
  return {
    transportes: numbered('502', (r) => ({
      rfc: cut(r, 3, 13),
      curp: cut(r, 4, 18),
      nombre: cut(r, 5, 120),
      pais: cut(r, 6, 3),
      identificador: cut(r, 7, 60),
      bultos: int(r, 8),
      domicilio: cut(r, 9, 250),
    })),
    guias: numbered('503', (r) => ({ numero: cut(r, 3, 60), tipo: cut(r, 4, 3) })),
    contenedores: numbered('504', (r) => ({ numero: cut(r, 3, 40), tipo: cut(r, 4, 3) })),
    identificadores: [
      ...numbered('507', (r) => ({
        partida: null,
        fraccion: null,
        clave: cut(r, 3, 3),
        complemento1: cut(r, 4, 60),
        complemento2: cut(r, 5, 60),
        complemento3: cut(r, 6, 60),
      })),
      ...numbered('554', (r) => ({
        partida: int(r, 4),
        fraccion: cut(r, 3, 10),
        clave: cut(r, 5, 3),
        complemento1: cut(r, 6, 60),
        complemento2: cut(r, 7, 60),
        complemento3: cut(r, 8, 60),
      })),
    ],
    observaciones: [
      ...numbered('511', (r) => ({ partida: null, fraccion: null, secuencia: int(r, 3), texto: cut(r, 4, 500) })),
      ...numbered('558', (r) => ({ partida: int(r, 4), fraccion: cut(r, 3, 10), secuencia: int(r, 5), texto: cut(r, 6, 500) })),
    ],
    descargos: numbered('512', (r) => ({
      patenteOriginal: cut(r, 3, 4),
      pedimentoOriginal: cut(r, 4, 7),
      aduanaOriginal: cut(r, 5, 3),
      claveOriginal: cut(r, 6, 2),
      fechaPagoOriginal: day(r, 7),
      fraccion: cut(r, 8, 10),
      unidad: cut(r, 9, 3),
      cantidad: decimal(r, 10),
    })),
    candados: numbered('516', (r) => ({ transporte: cut(r, 3, 40), numero: cut(r, 4, 40) })),
    destinatarios: numbered('520', (r) => ({
      idFiscal: cut(r, 3, 40),
      nombre: cut(r, 4, 120),
      calle: cut(r, 5, 120),
      numeroInterior: cut(r, 6, 20),
      numeroExterior: cut(r, 7, 20),
      codigoPostal: cut(r, 8, 10),
      municipio: cut(r, 9, 120),
      pais: cut(r, 10, 3),
    })),
    permisos: numbered('553', (r) => ({
      partida: int(r, 4),
      fraccion: cut(r, 3, 10),
      clave: cut(r, 5, 3),
      firmaDescargo: cut(r, 6, 60),
      numero: cut(r, 7, 60),
      valorUsd: decimal(r, 8),
      cantidad: decimal(r, 9),
    })),
    rectificaciones: numbered('701', (r) => ({
      clave: cut(r, 5, 2),
      fechaPago: day(r, 6),
      pedimentoOriginal: cut(r, 7, 7),
      patenteOriginal: cut(r, 8, 4),
      aduanaOriginal: cut(r, 9, 3),
      claveOriginal: cut(r, 10, 2),
      fechaOriginal: day(r, 11),
    })),
    diferencias: numbered('702', (r) => ({ clave: cut(r, 3, 3), formaPago: cut(r, 4, 3), importe: pesos(r, 5) })),
  };
}

/** Sums decimal texts exactly, in hundredths. */
function sumHundredths(values: (string | null)[]): string {
  let total = 0n;
  for (const v of values) {
    if (!v) continue;
    const [whole, frac = ''] = v.replace('-', '').split('.');
    const cents = BigInt(whole!) * 100n + BigInt((frac + '00').slice(0, 2));
    total += v.startsWith('-') ? -cents : cents;
  }
  const sign = total < 0n ? '-' : '';
  const abs = total < 0n ? -total : total;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * The rows of one pedimento as its records declare them: 500/501 in the pedimento's columns (with the
 * 15-digit number, its year taken from the payment date or else `fallbackYear`), 505 invoices, 506 dates,
 * 551 items, 509/510 and 556/557 contributions, and every record as it was read.
 */
export function pedimentoRows(p: M3Pedimento, fallbackYear: number): PedimentoRows {
  const of = (type: string) => p.records.filter((r) => r.type === type);
  const general = of('501')[0];
  const fechas = of('506')
    .map((r) => ({ tipo: f(r, 3) ?? '', fecha: day(r, 4) }))
    .filter((d): d is { tipo: string; fecha: string } => d.fecha !== null);
  const fechaPago = fechas.find((d) => d.tipo === FECHA_PAGO)?.fecha ?? null;
  const year = fechaPago ? Number(fechaPago.slice(0, 4)) : fallbackYear;
  const aduana = p.aduanaSeccion.slice(0, 2);
  const patente = p.patente.padStart(4, '0');
  const partidas = of('551').map((r) => ({
    numero: int(r, 4) ?? 0,
    fraccion: f(r, 3) ?? '',
    nico: f(r, 5),
    descripcion: f(r, 6)?.slice(0, 250) ?? null,
    precioUnitario: decimal(r, 7),
    valorAduana: pesos(r, 8),
    precioPagado: pesos(r, 9),
    valorUsd: decimal(r, 10),
    cantidadUmc: decimal(r, 11),
    umc: f(r, 12),
    cantidadUmt: decimal(r, 13),
    umt: f(r, 14),
    codigoProducto: f(r, 18)?.slice(0, 20) ?? null,
    marca: f(r, 19)?.slice(0, 80) ?? null,
    modelo: f(r, 20)?.slice(0, 80) ?? null,
    paisOrigen: f(r, 21),
    paisVendedor: f(r, 22),
  }));
  const contribuciones = [
    ...of('510').map((r) => {
      const rate = of('509').find((x) => f(x, 3) === f(r, 3));
      return {
        partida: null,
        clave: f(r, 3) ?? '',
        tasa: decimal(rate, 4),
        tipoTasa: f(rate, 5),
        formaPago: f(r, 4),
        importe: pesos(r, 5),
      };
    }),
    ...of('557').map((r) => {
      const rate = of('556').find((x) => f(x, 3) === f(r, 3) && f(x, 4) === f(r, 4) && f(x, 5) === f(r, 5));
      return {
        partida: int(r, 4),
        clave: f(r, 5) ?? '',
        tasa: decimal(rate, 6),
        tipoTasa: f(rate, 7),
        formaPago: f(r, 6),
        importe: pesos(r, 7),
      };
    }),
  ];
  return {
    pedimento: {
      numero: `${String(year % 100).padStart(2, '0')}${aduana}${patente}${p.numero}`,
      anio: year,
      aduana,
      aduanaSeccion: p.aduanaSeccion,
      patente,
      movimiento: p.movimiento,
      tipoOperacion: f(general, 5),
      clave: f(general, 6),
      curp: f(general, 8),
      rfc: f(general, 9),
      tipoCambio: decimal(general, 11),
      fletes: pesos(general, 12),
      seguros: pesos(general, 13),
      embalajes: pesos(general, 14),
      otrosIncrementables: pesos(general, 15),
      pesoBruto: decimal(general, 17),
      nombre: f(general, 22)?.slice(0, 120) ?? null,
      fechaEntrada: fechas.find((d) => d.tipo === '1')?.fecha ?? null,
      fechaPago,
      valorAduana: partidas.reduce((sum, it) => sum + (it.valorAduana ?? 0), 0),
      valorUsd: sumHundredths(partidas.map((it) => it.valorUsd)),
      registros: p.records.map((r) => r.fields),
    },
    facturas: of('505').map((r, i) => ({
      orden: i + 1,
      fecha: day(r, 3),
      cove: f(r, 4),
      incoterm: f(r, 5),
      moneda: f(r, 6),
      valorUsd: decimal(r, 7),
      valorMoneda: decimal(r, 8),
      pais: f(r, 9),
      idFiscalProveedor: f(r, 11),
      nombreProveedor: f(r, 12)?.slice(0, 120) ?? null,
    })),
    fechas,
    partidas,
    contribuciones,
    otros: otherRows(of),
  };
}
