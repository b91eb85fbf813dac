/**
 * The SAAI M3 record layout v9.0 as `shared/data/m3/layout.md` sources it: the number of fields of every
 * record type (the arity, confirmed on real files for 500, 501, 505, 506, 507, 509, 510, 512, 551, 553, 554,
 * 556, 557, 558, 801), where each record carries the pedimento number, and which fields are dates.
 */
export const M3_ARITY: Readonly<Record<string, number>> = {
  '500': 6,
  '501': 35,
  '502': 9,
  '503': 4,
  '504': 4,
  '505': 17,
  '506': 4,
  '507': 6,
  '508': 12,
  '509': 5,
  '510': 5,
  '511': 4,
  '512': 10,
  '513': 8,
  '514': 9,
  '515': 9,
  '516': 4,
  '520': 10,
  '551': 26,
  '552': 6,
  '553': 9,
  '554': 8,
  '555': 13,
  '556': 7,
  '557': 7,
  '558': 6,
  '560': 12,
  '601': 11,
  '701': 11,
  '702': 5,
  '301': 11,
  '302': 6,
  '351': 11,
  '352': 11,
  '353': 6,
  '355': 8,
  '358': 7,
  '800': 5,
  '801': 5,
};

/** Record types whose field 3 (not 2) holds the pedimento number: field 2 is the patent there. */
const NUMBER_IN_FIELD_3 = new Set(['501', '515', '601', '701', '301']);

/** The 1-based field that holds the 7-digit pedimento number, or null for records that carry none (801). */
export function pedimentoField(type: string): number | null {
  if (type === '801') return null;
  if (type === '500') return 4;
  return NUMBER_IN_FIELD_3.has(type) ? 3 : 2;
}

/** Partida children: they name their 551 by fraction (field 3) and partida number (field 4). */
export const PARTIDA_CHILDREN = new Set(['552', '553', '554', '555', '556', '557', '558', '560']);

/** 1-based fields written DDMMAAAA, by record type. */
export const M3_DATE_FIELDS: Readonly<Record<string, readonly number[]>> = {
  '302': [6],
  '505': [3],
  '506': [4],
  '512': [7],
  '513': [6],
  '514': [6],
  '555': [8],
  '701': [6, 11],
};

/** Movement types of 500.2 whose pedimento is only 500 + 800 (elimination, withdrawal). */
export const MOVEMENTS_WITHOUT_BODY = new Set(['2', '3']);

/** `mPPPPNNN.DDD`: patent, daily sequence, julian day. Any case. */
export const M3_FILE_NAME = /^m(\d{4})(\d{3})\.(\d{3})$/i;

/** 506.3 date kinds (ODOO catalogue): 2 is the payment date. */
export const FECHA_PAGO = '2';

/** Contribution keys seen in real files: 1 DTA, 3 IVA, 6 IGI/IGE, 15 PRV, 23 IVA of PRV. */
export const CONTRIBUCION = { DTA: '1', IVA: '3', IGI: '6' } as const;
