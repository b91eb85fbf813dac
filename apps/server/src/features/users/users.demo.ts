import { withRfcCheckCharacter } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { catalogueTable, roles, userCustoms, userEmployeeData, userPatents, userRoles, users, type Database } from '@portal/db';
import { hashPassword } from '../../platform/auth/passwords.ts';

/** Password of every demo staff user below (README). */
export const DEMO_STAFF_PASSWORD = 'Empleado123!';

const CURP_VALUES = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** Appends RENAPO's check digit to a 17-character CURP body, so demo CURPs pass the real validation. */
export function curpWithCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CURP_VALUES.indexOf(body[i]!) * (18 - i);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

interface DemoStaff {
  userName: string;
  fullName: string;
  /** RFC/CURP initials, birth date (yymmdd), sex, state, inner consonants. */
  initials: string;
  born: string;
  sex: 'H' | 'M';
  state: string;
  consonants: string;
  birthPlace: string;
  role: string;
  status: 'active' | 'pending' | 'inactive';
  job: string;
  dailySalary: string;
}

/** Staff of a customs brokerage in Nuevo Laredo, Manzanillo and Querétaro. */
const STAFF: DemoStaff[] = [
  {
    userName: 'jhernandez',
    fullName: 'José Hernández Martínez',
    initials: 'HEMJ',
    born: '850314',
    sex: 'H',
    state: 'TS',
    consonants: 'RRS',
    birthPlace: 'Nuevo Laredo, Tamaulipas',
    role: 'editor',
    status: 'active',
    job: 'Glosador',
    dailySalary: '650.00',
  },
  {
    userName: 'mgarcia',
    fullName: 'María Guadalupe García López',
    initials: 'GALG',
    born: '900722',
    sex: 'M',
    state: 'JC',
    consonants: 'RPD',
    birthPlace: 'Guadalajara, Jalisco',
    role: 'editor',
    status: 'active',
    job: 'Clasificadora arancelaria',
    dailySalary: '720.50',
  },
  {
    userName: 'lrodriguez',
    fullName: 'Luis Rodríguez Sánchez',
    initials: 'ROSL',
    born: '781105',
    sex: 'H',
    state: 'NL',
    consonants: 'DNS',
    birthPlace: 'Monterrey, Nuevo León',
    role: 'maintainer',
    status: 'active',
    job: 'Jefe de tráfico',
    dailySalary: '980.00',
  },
  {
    userName: 'aperez',
    fullName: 'Ana Karen Pérez Gómez',
    initials: 'PEGA',
    born: '950218',
    sex: 'M',
    state: 'CL',
    consonants: 'RMN',
    birthPlace: 'Manzanillo, Colima',
    role: 'author',
    status: 'active',
    job: 'Ejecutiva de cuenta',
    dailySalary: '600.00',
  },
  {
    userName: 'fmartinez',
    fullName: 'Francisco Javier Martínez Ruiz',
    initials: 'MARF',
    born: '820930',
    sex: 'H',
    state: 'DF',
    consonants: 'RZR',
    birthPlace: 'Ciudad de México',
    role: 'editor',
    status: 'active',
    job: 'Tramitador',
    dailySalary: '540.00',
  },
  {
    userName: 'sgonzalez',
    fullName: 'Sofía González Ramírez',
    initials: 'GORS',
    born: '970411',
    sex: 'M',
    state: 'QT',
    consonants: 'NMF',
    birthPlace: 'Querétaro, Querétaro',
    role: 'subscriber',
    status: 'pending',
    job: 'Auxiliar administrativa',
    dailySalary: '420.00',
  },
  {
    userName: 'rlopez',
    fullName: 'Ricardo López Torres',
    initials: 'LOTR',
    born: '880607',
    sex: 'H',
    state: 'TS',
    consonants: 'PRC',
    birthPlace: 'Reynosa, Tamaulipas',
    role: 'editor',
    status: 'active',
    job: 'Verificador de previos',
    dailySalary: '560.00',
  },
  {
    userName: 'dsanchez',
    fullName: 'Daniela Sánchez Flores',
    initials: 'SAFD',
    born: '930125',
    sex: 'M',
    state: 'BC',
    consonants: 'NLN',
    birthPlace: 'Tijuana, Baja California',
    role: 'author',
    status: 'active',
    job: 'Analista de comercio exterior',
    dailySalary: '700.00',
  },
  {
    userName: 'cramirez',
    fullName: 'Carlos Alberto Ramírez Vargas',
    initials: 'RAVC',
    born: '800816',
    sex: 'H',
    state: 'VZ',
    consonants: 'MRR',
    birthPlace: 'Veracruz, Veracruz',
    role: 'maintainer',
    status: 'active',
    job: 'Gerente de operaciones',
    dailySalary: '1450.00',
  },
  {
    userName: 'gtorres',
    fullName: 'Gabriela Torres Mendoza',
    initials: 'TOMG',
    born: '910303',
    sex: 'M',
    state: 'GT',
    consonants: 'RNB',
    birthPlace: 'León, Guanajuato',
    role: 'editor',
    status: 'inactive',
    job: 'Capturista',
    dailySalary: '410.00',
  },
  {
    userName: 'jflores',
    fullName: 'Jorge Luis Flores Castillo',
    initials: 'FOCJ',
    born: '870528',
    sex: 'H',
    state: 'CH',
    consonants: 'LSR',
    birthPlace: 'Ciudad Juárez, Chihuahua',
    role: 'editor',
    status: 'active',
    job: 'Tramitador',
    dailySalary: '540.00',
  },
  {
    userName: 'pmorales',
    fullName: 'Patricia Morales Ortiz',
    initials: 'MOOP',
    born: '840912',
    sex: 'M',
    state: 'PL',
    consonants: 'RRT',
    birthPlace: 'Puebla, Puebla',
    role: 'subscriber',
    status: 'active',
    job: 'Recepcionista',
    dailySalary: '380.00',
  },
  {
    userName: 'mcruz',
    fullName: 'Miguel Ángel Cruz Reyes',
    initials: 'CURM',
    born: '920120',
    sex: 'H',
    state: 'SP',
    consonants: 'RYG',
    birthPlace: 'San Luis Potosí, San Luis Potosí',
    role: 'author',
    status: 'active',
    job: 'Coordinador de pedimentos',
    dailySalary: '830.00',
  },
  {
    userName: 'lortiz',
    fullName: 'Laura Ortiz Jiménez',
    initials: 'OIJL',
    born: '960705',
    sex: 'M',
    state: 'AS',
    consonants: 'RMR',
    birthPlace: 'Aguascalientes, Aguascalientes',
    role: 'editor',
    status: 'active',
    job: 'Clasificadora arancelaria',
    dailySalary: '720.50',
  },
  {
    userName: 'egutierrez',
    fullName: 'Eduardo Gutiérrez Aguilar',
    initials: 'GUAE',
    born: '790219',
    sex: 'H',
    state: 'SO',
    consonants: 'TGD',
    birthPlace: 'Nogales, Sonora',
    role: 'maintainer',
    status: 'active',
    job: 'Contador',
    dailySalary: '1100.00',
  },
  {
    userName: 'vmendoza',
    fullName: 'Verónica Mendoza Herrera',
    initials: 'MEHV',
    born: '890426',
    sex: 'M',
    state: 'MN',
    consonants: 'NRR',
    birthPlace: 'Morelia, Michoacán',
    role: 'subscriber',
    status: 'pending',
    job: 'Auxiliar de archivo',
    dailySalary: '400.00',
  },
  {
    userName: 'arivera',
    fullName: 'Alejandro Rivera Domínguez',
    initials: 'RIDA',
    born: '940811',
    sex: 'H',
    state: 'TS',
    consonants: 'VML',
    birthPlace: 'Matamoros, Tamaulipas',
    role: 'editor',
    status: 'active',
    job: 'Verificador de previos',
    dailySalary: '560.00',
  },
  {
    userName: 'nvazquez',
    fullName: 'Natalia Vázquez Ríos',
    initials: 'VARN',
    born: '980130',
    sex: 'M',
    state: 'CL',
    consonants: 'ZST',
    birthPlace: 'Colima, Colima',
    role: 'author',
    status: 'active',
    job: 'Ejecutiva de cuenta',
    dailySalary: '600.00',
  },
  {
    userName: 'hjimenez',
    fullName: 'Héctor Jiménez Navarro',
    initials: 'JINH',
    born: '830623',
    sex: 'H',
    state: 'DG',
    consonants: 'MVC',
    birthPlace: 'Durango, Durango',
    role: 'editor',
    status: 'active',
    job: 'Jefe de almacén',
    dailySalary: '870.00',
  },
  {
    userName: 'ireyes',
    fullName: 'Itzel Reyes Castañeda',
    initials: 'RECI',
    born: '990914',
    sex: 'M',
    state: 'OC',
    consonants: 'YST',
    birthPlace: 'Oaxaca, Oaxaca',
    role: 'subscriber',
    status: 'active',
    job: 'Becaria de sistemas',
    dailySalary: '350.00',
  },
];

/** The demo staff users' names (the seed test counts them). */
export const DEMO_STAFF_USER_NAMES = STAFF.map((s) => s.userName);

const CUSTOMS = ['24', '16', '28', '43', '07'];
const PATENTS = ['3210', '1654', '3876'];
const SCHOOLING = ['bachillerato', 'tecnico', 'licenciatura', 'licenciatura', 'maestria'] as const;
const CIVIL = ['soltero', 'casado', 'casado', 'unionLibre', 'divorciado'] as const;

/** Integrated daily salary (SBC) with the legal minimum benefits: factor 1.0493. */
function integrated(daily: string): string {
  return ((Math.round(Number(daily) * 100) * 10493) / 1_000_000).toFixed(2);
}

/**
 * Demo staff users with employee data, so that the users list has more than one page. Called at the
 * end of the demo seed; all share one password hash (hashing is deliberately slow).
 */
export async function seedUsersDemo(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const roleRows = await db
    .select()
    .from(roles)
    .where(
      inArray(
        roles.name,
        STAFF.map((s) => s.role),
      ),
    );
  // The HR catalogues' demo records (seeded before the users) give each employee a department, job…
  const hrIds = async (catalogue: string) => {
    const table = catalogueTable(catalogue);
    return (await db.select({ id: table.id! }).from(table).orderBy(table.id!)).map((row) => row.id as number);
  };
  const hr = {
    departamentoId: await hrIds('departamentos'),
    areaTrabajoId: await hrIds('areasTrabajo'),
    puestoId: await hrIds('puestos'),
    lugarTrabajoId: await hrIds('lugaresTrabajo'),
    tipoEmpleadoId: await hrIds('tiposEmpleado'),
  };
  const pick = (ids: number[], index: number) => (ids.length ? ids[index % ids.length]! : null);
  for (const [index, staff] of STAFF.entries()) {
    const [existing] = await db.select({ id: users.userId }).from(users).where(eq(users.userName, staff.userName));
    if (existing) continue;
    const [user] = await db
      .insert(users)
      .values({
        userName: staff.userName,
        email: `${staff.userName}@demo.portal.mx`,
        fullName: staff.fullName,
        phone: `+52 867 ${String(7100000 + index * 1379).replace(/(\d{3})(\d{4})/, '$1 $2')}`,
        passwordHash,
        status: staff.status,
        emailConfirmed: true,
      })
      .returning({ userId: users.userId });
    const userId = user!.userId;
    await db.insert(userRoles).values({ userId, roleId: roleRows.find((r) => r.name === staff.role)!.roleId });
    await db.insert(userCustoms).values({ userId, aduana: CUSTOMS[index % CUSTOMS.length]! });
    if (index % 3 === 0) await db.insert(userPatents).values({ userId, patente: PATENTS[index % PATENTS.length]! });
    const year = Number(staff.born.slice(0, 2));
    const birthDate = `${year < 30 ? 20 : 19}${staff.born.slice(0, 2)}-${staff.born.slice(2, 4)}-${staff.born.slice(4, 6)}`;
    await db.insert(userEmployeeData).values({
      userId,
      codigo: `EMP-${String(101 + index).padStart(4, '0')}`,
      nombre: staff.fullName,
      fechaIngreso: `${2012 + (index % 12)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + ((index * 7) % 28)).padStart(2, '0')}`,
      fechaNacimiento: birthDate,
      lugarNacimiento: staff.birthPlace,
      direccion: `Calle ${['Hidalgo', 'Morelos', 'Juárez', 'Zaragoza', 'Allende'][index % 5]} ${120 + index * 11}, Col. Centro`,
      telefonos: `867 ${String(7140000 + index * 977).replace(/(\d{3})(\d{4})/, '$1 $2')}`,
      escolaridad: SCHOOLING[index % SCHOOLING.length]!,
      estadoCivil: CIVIL[index % CIVIL.length]!,
      rfc: withRfcCheckCharacter(`${staff.initials}${staff.born}${String.fromCharCode(65 + (index % 26))}${index % 10}`),
      nss: `${String(10 + index).padStart(2, '0')}${staff.born.slice(0, 2)}${String(8812345 + index * 31).slice(0, 7)}`,
      curp: curpWithCheckDigit(`${staff.initials}${staff.born}${staff.sex}${staff.state}${staff.consonants}${year < 30 ? 'A' : '0'}`),
      salarioDiario: staff.dailySalary,
      salarioIntegrado: integrated(staff.dailySalary),
      notas: staff.job,
      notasHorario: index % 4 === 0 ? 'Turno nocturno en aduana, lunes a viernes 22:00–06:00' : 'Lunes a viernes 09:00–18:00',
      clinica: `UMF ${10 + (index % 40)}`,
      departamentoId: pick(hr.departamentoId, index),
      areaTrabajoId: pick(hr.areaTrabajoId, index),
      puestoId: pick(hr.puestoId, index),
      lugarTrabajoId: pick(hr.lugarTrabajoId, index),
      tipoEmpleadoId: pick(hr.tipoEmpleadoId, index),
    });
  }
}
