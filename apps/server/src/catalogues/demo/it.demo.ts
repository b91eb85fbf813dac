import type { Database } from '@portal/db';
import { withRfcCheckCharacter } from '@portal/contract';
import { insertAll } from '../catalogue.demo.ts';

/** A date `days` from today (negative: past), as the API writes dates: the demo's expiries stay near whatever day it runs. */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A CLABE from bank code, city (plaza) code and 11-digit account, with its check digit (weights 3, 7, 1). */
export function clabeOf(bank: string, city: string, account: string): string {
  const digits = `${bank}${city}${account.padStart(11, '0')}`;
  const weights = [3, 7, 1];
  const sum = [...digits].reduce((total, digit, i) => total + ((Number(digit) * weights[i % 3]!) % 10), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const EQUIPMENT_TYPES: [string, string][] = [
  ['Laptop', 'Computadora portátil asignada a personal operativo y ejecutivos'],
  ['Computadora de escritorio', 'Estación de trabajo fija en oficina o bodega'],
  ['Impresora', 'Impresoras láser y multifuncionales de oficina'],
  ['Teléfono celular', 'Equipo móvil con línea corporativa'],
  ['Lector de código de barras', 'Escáneres para el registro de bultos en almacén'],
  ['Switch de red', 'Equipo de comunicaciones del centro de datos y oficinas'],
  ['Servidor', 'Servidores físicos del centro de datos'],
];

const BRANDS: [string, string][] = [
  ['Dell', 'Equipos de cómputo y servidores'],
  ['HP', 'Laptops, escritorios e impresoras'],
  ['Lenovo', 'Laptops ThinkPad y escritorios ThinkCentre'],
  ['Apple', 'MacBook e iPhone'],
  ['Samsung', 'Teléfonos celulares Galaxy'],
  ['Zebra', 'Lectores de código de barras e impresoras de etiquetas'],
  ['Cisco', 'Equipo de red'],
  ['Brother', 'Impresoras láser'],
];

/** [brand index, type index, model]. */
const MODELS: [number, number, string][] = [
  [0, 0, 'Latitude 5440'],
  [0, 1, 'OptiPlex 7010'],
  [0, 6, 'PowerEdge R650'],
  [1, 0, 'ProBook 450 G10'],
  [1, 2, 'LaserJet Pro MFP 4103fdw'],
  [2, 0, 'ThinkPad T14 Gen 4'],
  [2, 1, 'ThinkCentre M70q'],
  [3, 0, 'MacBook Air 13 M2'],
  [4, 3, 'Galaxy A54'],
  [3, 3, 'iPhone 14'],
  [5, 4, 'DS2208'],
  [6, 5, 'Catalyst 9200L-24P'],
  [7, 2, 'HL-L6200DW'],
];

const PROVIDERS: [string, string, string, string][] = [
  [
    'CompuSoluciones',
    'CompuSoluciones y Asociados, S.A. de C.V.',
    'CAS851203',
    'Av. Mariano Otero 1105, Rinconada del Bosque, 44530 Guadalajara, Jal.',
  ],
  ['PCEL', 'PC Online, S.A. de C.V.', 'POM050412', 'Av. Insurgentes Sur 1602, Crédito Constructor, 03940 Ciudad de México'],
  ['Telcel Empresas', 'Radiomóvil Dipsa, S.A. de C.V.', 'RDI841003', 'Lago Zurich 245, Ampliación Granada, 11529 Ciudad de México'],
  [
    'Totalplay Empresarial',
    'Total Play Telecomunicaciones, S.A.P.I. de C.V.',
    'TPT890516',
    'Periférico Sur 4119, Fuentes del Pedregal, 14140 Ciudad de México',
  ],
  ['Microsoft', 'Microsoft Corporation', '', 'One Microsoft Way, Redmond, WA 98052, EE. UU.'],
  [
    'Soluciones Zebra del Norte',
    'Soluciones en Identificación del Norte, S.A. de C.V.',
    'SIN120820',
    'Av. Constitución 2050, Centro, 64000 Monterrey, N.L.',
  ],
];

/** [provider index, name, job, phone, email]. */
const CONTACTS: [number, string, string, string, string][] = [
  [0, 'Rocío Hernández Paz', 'Ejecutiva de cuenta', '+52 33 3818 4500', 'rocio.hernandez@compusoluciones.com'],
  [0, 'Arturo Delgado Ruiz', 'Soporte de licenciamiento', '+52 33 3818 4521', 'arturo.delgado@compusoluciones.com'],
  [1, 'Mariana Ochoa Fuentes', 'Ventas corporativas', '+52 55 5322 0500', 'mochoa@pcel.com'],
  [2, 'Héctor Villalobos Soto', 'Gerente de cuenta empresarial', '+52 55 2581 3700', 'hector.villalobos@telcel.com'],
  [2, 'Diana Paredes Lugo', 'Atención a flotillas', '+52 55 2581 3744', 'diana.paredes@telcel.com'],
  [3, 'Ricardo Salinas Medina', 'Ingeniero de preventa', '+52 55 5093 8000', 'rsalinas@totalplay.com.mx'],
  [4, 'Alejandra Cortés', 'Partner Account Manager', '+52 55 5267 2000', 'alejandra.cortes@microsoft.com'],
  [5, 'Gerardo Treviño Garza', 'Técnico de campo', '+52 81 8340 1290', 'gtrevino@sidn.mx'],
];

/** [name, serie, licence, users, cost, bought (days ago), expires (days from today or null), description]. */
const SOFTWARE: [string, string, string, number, string, number, number | null, string][] = [
  [
    'Microsoft 365 Empresa Estándar',
    'M365-BS-2026-0412',
    'Suscripción anual por usuario',
    45,
    '118350.00',
    340,
    25,
    'Correo, Teams y Office para el personal',
  ],
  ['Windows 11 Pro', 'W11P-OEM-7731', 'OEM perpetua', 38, '0.00', 620, null, 'Sistema operativo de las estaciones de trabajo'],
  [
    'SysExpert Pedimentos',
    'SYSX-LIC-0098',
    'Licencia de servidor',
    12,
    '86500.00',
    300,
    60,
    'Sistema de captura y validación de pedimentos',
  ],
  ['Adobe Acrobat Pro', 'ADB-ACR-5521', 'Suscripción anual (equipos)', 10, '41200.00', 370, -5, 'Edición y firma de documentos PDF'],
  [
    'ESET Protect Advanced',
    'ESET-PA-33871',
    'Suscripción anual por equipo',
    60,
    '52800.00',
    355,
    10,
    'Antivirus y consola de administración',
  ],
  ['AutoCAD LT', 'ACD-LT-2026-11', 'Suscripción anual', 2, '19980.00', 200, 165, 'Planos de almacén y recintos'],
  ['CONTPAQi Contabilidad', 'CPQ-CONT-8812', 'Licencia anual multiempresa', 5, '23400.00', 390, -25, 'Contabilidad electrónica SAT'],
  [
    'Zoom Workplace Business',
    'ZM-BIZ-7730',
    'Suscripción anual',
    15,
    '31500.00',
    120,
    245,
    'Videoconferencias con clientes y agentes en EE. UU.',
  ],
  [
    'Veeam Backup Essentials',
    'VBR-ESS-2219',
    'Suscripción anual por carga de trabajo',
    10,
    '38900.00',
    330,
    3,
    'Respaldo de servidores y bases de datos',
  ],
];

/** Banks by their SAT/Banxico code. */
const BANKS: [string, string, string][] = [
  ['002', 'Banamex', 'Banco Nacional de México, S.A., Integrante del Grupo Financiero Banamex'],
  ['012', 'BBVA México', 'BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México'],
  ['014', 'Santander', 'Banco Santander (México), S.A., Institución de Banca Múltiple, Grupo Financiero Santander México'],
  ['021', 'HSBC', 'HSBC México, S.A., Institución de Banca Múltiple, Grupo Financiero HSBC'],
  ['072', 'Banorte', 'Banco Mercantil del Norte, S.A., Institución de Banca Múltiple, Grupo Financiero Banorte'],
  ['044', 'Scotiabank', 'Scotiabank Inverlat, S.A., Institución de Banca Múltiple, Grupo Financiero Scotiabank Inverlat'],
];

/** Demo rows of the area's catalogues (first run only), enough that each list shows real-looking data. */
export async function seedItDemo(db: Database, userId: number): Promise<void> {
  const tipos = await insertAll(
    db,
    'tiposEquipo',
    EQUIPMENT_TYPES.map(([nombre, descripcion]) => ({ nombre, descripcion })),
    userId,
  );
  const marcas = await insertAll(
    db,
    'marcas',
    BRANDS.map(([nombre, descripcion]) => ({ nombre, descripcion })),
    userId,
  );
  const modelos = await insertAll(
    db,
    'modelos',
    MODELS.map(([brand, type, nombre]) => ({ marcaId: marcas[brand]!, tipoEquipoId: tipos[type]!, nombre })),
    userId,
  );
  const proveedores = await insertAll(
    db,
    'proveedoresTi',
    PROVIDERS.map(([alias, razonSocial, rfc, direccion]) => ({
      alias,
      razonSocial,
      rfc: rfc ? withRfcCheckCharacter(`${rfc}A1`) : '91-1144442',
      direccion,
    })),
    userId,
  );
  await insertAll(
    db,
    'proveedorTiContactos',
    CONTACTS.map(([provider, nombre, puesto, telefono, email]) => ({
      proveedorTiId: proveedores[provider]!,
      nombre,
      puesto,
      telefono,
      email,
    })),
    userId,
  );
  // Credentials are encrypted by the API on save; demo rows go straight into the table, so they carry none.
  await insertAll(
    db,
    'softwares',
    SOFTWARE.map(([nombre, serie, licencia, cantidadUsuarios, costo, bought, expires, descripcion]) => ({
      nombre,
      serie,
      licencia,
      cantidadUsuarios,
      costo,
      fechaCompra: daysFromToday(-bought),
      fechaExpiracion: expires === null ? null : daysFromToday(expires),
      descripcion,
      observaciones: expires !== null && expires < 0 ? 'Renovación pendiente de autorización de Dirección' : null,
    })),
    userId,
  );
  // [name, model index, provider index, serie, cpu, ram, disk, screen, ip, imei, cost, bought, warranty, extended, contract end].
  const equipment: [
    string,
    number,
    number,
    string,
    string | null,
    number | null,
    number | null,
    string | null,
    string | null,
    string | null,
    string,
    number,
    number,
    number | null,
    number | null,
  ][] = [
    [
      'LAP-OPS-001 Laura Méndez',
      0,
      0,
      '5CG3281JQ7',
      'Intel Core i5-1345U',
      16,
      512,
      '14.0',
      '10.10.20.31',
      null,
      '24850.00',
      700,
      20,
      385,
      null,
    ],
    [
      'LAP-OPS-002 Jorge Ramírez',
      0,
      0,
      '5CG3281JR2',
      'Intel Core i5-1345U',
      16,
      512,
      '14.0',
      '10.10.20.32',
      null,
      '24850.00',
      700,
      -12,
      20,
      null,
    ],
    [
      'LAP-DIR-001 Dirección general',
      7,
      1,
      'C02HK3PQ1WFV',
      'Apple M2',
      16,
      512,
      '13.6',
      '10.10.20.10',
      null,
      '32999.00',
      400,
      330,
      null,
      null,
    ],
    [
      'LAP-CLS-003 Clasificación',
      5,
      0,
      'PF4XK9Q2',
      'Intel Core i7-1365U',
      32,
      1024,
      '14.0',
      '10.10.20.45',
      null,
      '31200.00',
      180,
      545,
      null,
      null,
    ],
    [
      'LAP-ADM-004 Contabilidad',
      3,
      1,
      '5CD3349TWX',
      'Intel Core i5-1335U',
      16,
      512,
      '15.6',
      '10.10.20.51',
      null,
      '18900.00',
      350,
      15,
      null,
      null,
    ],
    [
      'PC-ALM-001 Bodega Nuevo Laredo',
      1,
      0,
      '7H2KXV3',
      'Intel Core i5-13500',
      16,
      512,
      null,
      '10.10.30.11',
      null,
      '16400.00',
      500,
      230,
      null,
      null,
    ],
    [
      'PC-ALM-002 Bodega Manzanillo',
      6,
      1,
      'MJ0G8R4K',
      'Intel Core i3-13100T',
      8,
      256,
      null,
      '10.10.30.12',
      null,
      '13750.00',
      520,
      -40,
      200,
      null,
    ],
    [
      'SRV-DC-001 Controlador de dominio',
      2,
      0,
      'JXR7QK3',
      'Intel Xeon Silver 4314',
      128,
      4800,
      null,
      '10.10.0.5',
      null,
      '189500.00',
      900,
      195,
      925,
      null,
    ],
    ['IMP-OF-001 Recepción', 4, 1, 'VNB3R45102', null, null, null, null, '10.10.40.21', null, '9850.00', 300, 65, null, 8],
    ['IMP-ALM-002 Etiquetas bodega', 12, 1, 'E78512K3N412', null, null, null, null, '10.10.40.22', null, '7600.00', 420, -60, null, null],
    [
      'CEL-GER-001 Gerencia de operaciones',
      9,
      2,
      'F2LK81QWN7XP',
      'Apple A15 Bionic',
      6,
      128,
      '6.1',
      null,
      '356789104512347',
      '17999.00',
      250,
      115,
      null,
      480,
    ],
    [
      'CEL-TRA-002 Tramitador aduana',
      8,
      2,
      'R58T31KLM2A',
      'Exynos 1380',
      8,
      128,
      '6.4',
      null,
      '352099001761481',
      '7999.00',
      260,
      105,
      null,
      28,
    ],
    ['LEC-ALM-001 Andén 1', 10, 5, 'S21345523019', null, null, null, null, null, null, '3450.00', 600, -150, null, null],
    ['SW-RED-001 Centro de datos', 11, 3, 'FOC2731X0QZ', null, null, null, null, '10.10.0.2', null, '28900.00', 800, 295, null, 26],
  ];
  await insertAll(
    db,
    'equipos',
    equipment.map(
      ([nombre, model, provider, serie, cpu, ramGb, discoGb, pantallaPulgadas, ip, imei, costo, bought, warranty, extended, contract]) => ({
        nombre,
        tipoEquipoId: tipos[MODELS[model]![1]]!,
        marcaId: marcas[MODELS[model]![0]]!,
        modeloId: modelos[model]!,
        proveedorTiId: proveedores[provider]!,
        serie,
        cpu,
        ramGb,
        discoGb,
        pantallaPulgadas,
        ip,
        imei,
        costo,
        fechaCompra: daysFromToday(-bought),
        fechaGarantia: daysFromToday(warranty),
        fechaGarantiaExtendida: extended === null ? null : daysFromToday(extended),
        fechaFinContrato: contract === null ? null : daysFromToday(contract),
      }),
    ),
    userId,
  );
  const bancos = await insertAll(
    db,
    'bancos',
    BANKS.map(([clave, nombreCorto, nombre]) => ({ clave, nombreCorto, nombre })),
    userId,
  );
  const bank = (clave: string) => bancos[BANKS.findIndex(([code]) => code === clave)]!;
  // [short name, bank code, city code, account, provider index or null, holder, RFC without its check character, masked card, postal code].
  const accounts: [string, string, string, string, number | null, string, string, string | null, string][] = [
    ['Operación BBVA', '012', '180', '0187654321', null, 'Agencia Aduanal Demo, S.C.', 'AAD050314K2', '4152 **** **** 3381', '06600'],
    ['Nómina Banamex', '002', '180', '7013456789', null, 'Agencia Aduanal Demo, S.C.', 'AAD050314K2', null, '06600'],
    ['Impuestos Santander', '014', '180', '6550012345', null, 'Agencia Aduanal Demo, S.C.', 'AAD050314K2', null, '06600'],
    [
      'Sucursal Monterrey Banorte',
      '072',
      '580',
      '0876543210',
      null,
      'Agencia Aduanal Demo, S.C.',
      'AAD050314K2',
      '4189 **** **** 7720',
      '64000',
    ],
    ['Dólares HSBC', '021', '180', '4056789012', null, 'Agencia Aduanal Demo, S.C.', 'AAD050314K2', null, '06600'],
    ['CompuSoluciones BBVA', '012', '320', '0112233445', 0, 'CompuSoluciones y Asociados, S.A. de C.V.', 'CAS851203A1', null, '44530'],
    ['PCEL Santander', '014', '180', '6500998877', 1, 'PC Online, S.A. de C.V.', 'POM050412A1', null, '03940'],
    ['Totalplay Banorte', '072', '180', '0998877665', 3, 'Total Play Telecomunicaciones, S.A.P.I. de C.V.', 'TPT890516A1', null, '14140'],
  ];
  await insertAll(
    db,
    'cuentasBancarias',
    accounts.map(([nombreCorto, code, city, account, provider, razonSocial, rfc, tarjeta, codigoPostal]) => ({
      nombreCorto,
      bancoId: bank(code),
      proveedorTiId: provider === null ? null : proveedores[provider]!,
      razonSocial,
      rfc: withRfcCheckCharacter(rfc),
      numeroCuenta: account,
      clabe: clabeOf(code, city, account),
      tarjeta,
      codigoPostal,
    })),
    userId,
  );
}
