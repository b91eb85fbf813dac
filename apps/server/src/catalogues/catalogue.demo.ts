import { asc, eq } from 'drizzle-orm';
import { aduanas, aduanaSecciones, catalogueAudit, catalogueTable, type Database } from '@portal/db';
import { withRfcCheckCharacter } from '@portal/contract';
import { seedOrgChartDemo } from './demo/org-chart.demo.ts';
import { seedHrDemo } from './demo/hr.demo.ts';
import { seedItDemo } from './demo/it.demo.ts';
import { seedQualityDemo } from './demo/quality.demo.ts';

/** Mexican customers of a customs broker: legal name, nickname, RFC initials and founding date. */
const CUSTOMERS: [string, string, string, string][] = [
  ['Autopartes del Bajío, S.A. de C.V.', 'Autopartes Bajío', 'ABA', '980312'],
  ['Manufacturas Electrónicas de Tijuana, S.A. de C.V.', 'MET Tijuana', 'MET', '010725'],
  ['Textiles Finos de Puebla, S.A. de C.V.', 'Textiles Puebla', 'TFP', '950118'],
  ['Comercializadora Agroindustrial del Norte, S.A. de C.V.', 'Agro Norte', 'CAN', '120604'],
  ['Aceros y Perfiles de Monterrey, S.A.P.I. de C.V.', 'Aceros Monterrey', 'APM', '870922'],
  ['Dispositivos Médicos de Querétaro, S. de R.L. de C.V.', 'DiMeQ', 'DMQ', '150310'],
  ['Plásticos Industriales de Jalisco, S.A. de C.V.', 'Plásticos Jalisco', 'PIJ', '990830'],
  ['Importadora de Maquinaria Pesada, S.A. de C.V.', 'Maquinaria Pesada', 'IMP', '030215'],
  ['Componentes Aeroespaciales de Chihuahua, S.A. de C.V.', 'Aero Chihuahua', 'CAC', '110411'],
  ['Vinos y Licores de Ensenada, S.A. de C.V.', 'Vinos Ensenada', 'VLE', '930506'],
  ['Electrodomésticos Reynosa, S. de R.L. de C.V.', 'Electro Reynosa', 'ERE', '060927'],
  ['Farmacéutica Nacional del Centro, S.A. de C.V.', 'FarmaCentro', 'FNC', '001120'],
  ['Muebles y Diseño de Guadalajara, S.A. de C.V.', 'Muebles GDL', 'MDG', '140703'],
  ['Calzado Fino de León, S.A. de C.V.', 'Calzado León', 'CFL', '891014'],
  ['Cerámica y Azulejos de San Luis, S.A. de C.V.', 'Cerámica SLP', 'CAS', '070228'],
  ['Química Industrial del Golfo, S.A. de C.V.', 'Química Golfo', 'QIG', '960419'],
  ['Baterías y Acumuladores de Saltillo, S.A. de C.V.', 'Baterías Saltillo', 'BAS', '080812'],
  ['Juguetes Didácticos de México, S.A. de C.V.', 'Juguetes MX', 'JDM', '130125'],
  ['Ensambles Automotrices de Aguascalientes, S.A. de C.V.', 'Ensambles Ags', 'EAA', '020619'],
  ['Papelera del Pacífico, S.A. de C.V.', 'Papelera Pacífico', 'PPA', '910305'],
  ['Equipos de Refrigeración de Mexicali, S.A. de C.V.', 'Refri Mexicali', 'ERM', '050914'],
  ['Cosméticos Naturales de Morelos, S.A. de C.V.', 'Cosméticos Morelos', 'CNM', '160201'],
];

const VENDORS: [string, string, string][] = [
  ['Midwest Auto Components LLC', 'Midwest Auto', '36-4587120'],
  ['Shenzhen Bright Electronics Co., Ltd.', 'Shenzhen Bright', '91440300MA5F'],
  ['Texas Steel Supply Inc.', 'Texas Steel', '74-2938471'],
  ['Bavaria Präzisionstechnik GmbH', 'Bavaria Präzision', 'DE811234567'],
  ['Osaka Precision Bearings K.K.', 'Osaka Bearings', 'JP4120001012'],
  ['Pacific Resin Corporation', 'Pacific Resin', '94-3371820'],
  ['Lombardia Macchine S.p.A.', 'Lombardia Macchine', 'IT01234560157'],
  ['Great Lakes Packaging Co.', 'Great Lakes Pack', '38-1827364'],
  ['Seoul Display Materials Co., Ltd.', 'Seoul Display', 'KR1248163264'],
  ['Carolina Textile Mills Inc.', 'Carolina Textile', '56-0987123'],
  ['Ontario Industrial Fasteners Ltd.', 'Ontario Fasteners', 'CA872345671'],
  ['Guangzhou Home Appliances Co., Ltd.', 'Guangzhou Home', '91440101MA9X'],
  ['Distribuidora Industrial del Centro, S.A. de C.V.', 'DICSA', ''],
  ['Empaques Flexibles de Toluca, S.A. de C.V.', 'Empaques Toluca', ''],
];

/** Real tariff fraction + NICO codes of the SAT catalogue, with what such parts are. */
const PART_TYPES: [string, string, string, string][] = [
  ['3926909999', 'Grommet de hule-plástico', '01', '0.0120'],
  ['7318159903', 'Tornillo hexagonal automotriz M8', '01', '0.0150'],
  ['7318159902', 'Perno de anclaje galvanizado', '01', '0.2500'],
  ['3926909906', 'Clip plástico para tablero automotriz', '01', '0.0030'],
  ['3926909901', 'Junta plástica para bomba', '01', '0.0080'],
  ['3926909904', 'Pieza plástica para nave aérea', '06', '0.1100'],
];

const CARRIERS: [string, string, string][] = [
  ['Aeroméxico Cargo', 'AM Cargo', 'aerea'],
  ['DHL Express México', 'DHL', 'aerea'],
  ['FedEx de México', 'FedEx', 'aerea'],
  ['UPS SCS México', 'UPS', 'aerea'],
  ['Estafeta Mexicana', 'Estafeta', 'terrestre'],
  ['Transportes Castores de Baja California', 'Castores', 'terrestre'],
  ['Autotransportes Tres Guerras', 'Tres Guerras', 'terrestre'],
  ['Transportes Marva', 'Marva', 'terrestre'],
  ['Grupo Traxión', 'Traxión', 'terrestre'],
  ['Ferrocarril Mexicano (Ferromex)', 'Ferromex', 'ferroviaria'],
  ['Canadian Pacific Kansas City de México', 'CPKC', 'ferroviaria'],
  ['Maersk México', 'Maersk', 'maritima'],
  ['Mediterranean Shipping Company México', 'MSC', 'maritima'],
  ['CMA CGM México', 'CMA CGM', 'maritima'],
  ['Hapag-Lloyd México', 'Hapag-Lloyd', 'maritima'],
];

const STREETS = ['Av. Industrias', 'Blvd. Aeropuerto', 'Calle Norte', 'Av. Tecnológico', 'Carretera Federal 57', 'Parque Industrial Finsa'];
const CITIES = ['León, Gto.', 'Tijuana, B.C.', 'Puebla, Pue.', 'Monterrey, N.L.', 'Querétaro, Qro.', 'Zapopan, Jal.', 'Chihuahua, Chih.'];

function address(n: number): string {
  return `${STREETS[n % STREETS.length]} ${100 + n * 7}, C.P. ${37000 + n * 13}, ${CITIES[n % CITIES.length]}`;
}

/** Inserts demo rows of a catalogue with their audit entries; answers the new ids in order. */
export async function insertAll(db: Database, catalogue: string, rows: Record<string, unknown>[], userId: number): Promise<number[]> {
  const table = catalogueTable(catalogue);
  const inserted = await db
    .insert(table)
    .values(rows.map((row) => ({ ...row, createdBy: userId, updatedBy: userId })))
    .returning({ id: table.id! });
  const ids = inserted.map((row) => row.id as number);
  await db.insert(catalogueAudit).values(ids.map((recordId, i) => ({ catalogue, recordId, action: 'create', userId, after: rows[i] })));
  return ids;
}

/**
 * Demo rows for every operational catalogue, enough that each list has more than one page. Customer 1
 * and vendor 1 are the demo client's and vendor's own.
 */
export async function seedCatalogueDemo(db: Database, userId: number): Promise<void> {
  const clientes = await insertAll(
    db,
    'clientes',
    CUSTOMERS.map(([razonSocial, nombreCorto, initials, date], i) => ({
      razonSocial,
      nombreCorto,
      rfc: withRfcCheckCharacter(`${initials}${date}${'ABCDEFGHJK'[i % 10]}${(i * 3) % 10}`),
      direccion: address(i),
      claveCliente: `CLI${String(i + 1).padStart(4, '0')}`,
      claveSysExpert: `SX${String(1000 + i * 17)}`,
      plantillaParte: 'NumeroParte',
      plantillaDescripcion: 'Descripcion',
      plantillaFraccion: 'Fraccion',
      plantillaNico: 'Nico',
      plantillaNicoFraccion: 'FraccionNico',
    })),
    userId,
  );
  const proveedores = await insertAll(
    db,
    'proveedores',
    VENDORS.map(([razonSocial, nombreCorto, taxId], i) => ({
      razonSocial,
      nombreCorto,
      rfc: taxId
        ? taxId.replace(/[^A-Z0-9-]/gi, '').toUpperCase()
        : withRfcCheckCharacter(`${razonSocial.slice(0, 3).toUpperCase()}${String(10 + i).padStart(2, '0')}0101X${i % 10}`),
      direccion: address(i + 3),
      clientes: [clientes[i % clientes.length]!, clientes[(i + 5) % clientes.length]!],
    })),
    userId,
  );
  await insertAll(
    db,
    'destinatarios',
    Array.from({ length: 24 }, (_, i) => ({
      clienteId: clientes[i % 6]!,
      nombreCorto: `Planta ${CITIES[i % CITIES.length]!.split(',')[0]} ${i + 1}`,
      razonSocial: `${CUSTOMERS[(i + 4) % CUSTOMERS.length]![0]}`,
      rfc: withRfcCheckCharacter(`${CUSTOMERS[(i + 4) % CUSTOMERS.length]![2]}${CUSTOMERS[(i + 4) % CUSTOMERS.length]![3]}R${i % 10}`),
      direccion: address(i + 9),
    })),
    userId,
  );
  await insertAll(
    db,
    'lineasTransporte',
    CARRIERS.map(([nombre, nombreCorto, tipoAduana], i) => ({
      nombre,
      nombreCorto,
      tipoAduana,
      descripcion: `${nombreCorto}: servicio ${tipoAduana === 'aerea' ? 'aéreo' : tipoAduana === 'maritima' ? 'marítimo' : 'terrestre'} de carga, contrato ${2020 + (i % 6)}`,
    })),
    userId,
  );
  // The customs offices the brokerage works at: real SAT offices and their first section (reference data).
  const offices = await db
    .select({ clave: aduanas.clave, nombre: aduanas.nombre, seccion: aduanaSecciones.clave })
    .from(aduanas)
    .leftJoin(aduanaSecciones, eq(aduanaSecciones.aduana, aduanas.clave))
    .orderBy(asc(aduanas.clave), asc(aduanaSecciones.clave));
  const firstSection = new Map<string, { nombre: string; seccion: string | null }>();
  for (const office of offices) if (!firstSection.has(office.clave)) firstSection.set(office.clave, office);
  const chosen = [...firstSection].filter(([, office]) => office.seccion).slice(0, 16);
  if (chosen.length > 0) {
    const aduanaIds = await insertAll(
      db,
      'aduanas',
      chosen.map(([clave, office], i) => {
        const city = office.nombre.split(',')[0]!.trim();
        return { clave, nombre: office.nombre, nombreCorto: city.slice(0, 60), aduana: office.seccion, habilitado: i % 7 !== 6 };
      }),
      userId,
    );
    await insertAll(
      db,
      'recintos',
      Array.from({ length: 14 }, (_, i) => {
        const [clave, office] = chosen[i % chosen.length]!;
        const city = office.nombre.split(',')[0]!.trim();
        return {
          clave: `${clave}${String(i + 1).padStart(3, '0')}`,
          nombre: `Recinto Fiscalizado ${['Estratégico', 'de Carga', 'Aeroportuario', 'Ferroviario'][i % 4]} ${city}`.slice(0, 120),
          nombreCorto: `RF ${city}`.slice(0, 60),
          aduanaId: aduanaIds[i % aduanaIds.length]!,
          habilitado: i % 5 !== 4,
        };
      }),
      userId,
    );
  }
  const names = [
    'Laura Méndez Ortiz',
    'Jorge Ramírez Soto',
    'Ana Sofía Treviño',
    'Carlos Ibarra Luna',
    'María Fernanda Gil',
    'Luis Ángel Robles',
  ];
  await insertAll(
    db,
    'clienteDestinatarios',
    Array.from({ length: 14 }, (_, i) => ({
      clienteId: clientes[i < 12 ? 0 : 1]!,
      clave: `DST${String(i + 1).padStart(3, '0')}`,
      nombreCompleto: `${names[i % names.length]} ${i >= names.length ? i : ''}`.trim(),
      alias: `Contacto ${i + 1}`,
      email: `expedientes${i + 1}@cliente-demo.mx`,
      idioma: i % 3 === 0 ? 'en-US' : 'es-MX',
    })),
    userId,
  );
  await insertAll(
    db,
    'partes',
    Array.from({ length: 60 }, (_, i) => {
      const [code, description, unit, weight] = PART_TYPES[i % PART_TYPES.length]!;
      return {
        clienteId: clientes[i % 5]!,
        numeroParte: `${['AB', 'MT', 'TX', 'AG', 'AP'][i % 5]}-${String(10_000 + i * 37)}`,
        descripcion: `${description} ${i + 1}`,
        peso: weight,
        fraccion: code.slice(0, 8),
        nico: code.slice(8),
        unidadMedida: unit,
        proveedorId: proveedores[i % proveedores.length]!,
        tipoOperacion: i % 4 === 0 ? '2' : '1',
        claveDocumento: i % 3 === 0 ? 'IN' : 'A1',
        tipoMaterial: i % 2 === 0 ? 'directo' : 'indirecto',
        estadoSincronizacion: i % 7 === 0 ? 'error' : i % 2 === 0 ? 'sincronizado' : 'pendiente',
      };
    }),
    userId,
  );
  // The other areas' catalogues, in reference order (areas before jobs, jobs before staff requests).
  await seedOrgChartDemo(db, userId);
  await seedHrDemo(db, userId);
  await seedItDemo(db, userId);
  await seedQualityDemo(db, userId);
}
