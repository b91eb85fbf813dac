import { catalogueTable, type Database } from '@portal/db';
import { normalizeSearchText } from '@portal/contract';
import { insertAll } from '../catalogue.demo.ts';

type Row = Record<string, unknown>;

/** `YYYY-MM-DD`, `days` from today (staff requests stay current whenever the demo is seeded). */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Inserts rows and answers their ids by a key (the name, unless told otherwise). */
async function insertByName(db: Database, catalogue: string, rows: Row[], userId: number, key = 'nombre'): Promise<Map<string, number>> {
  const ids = await insertAll(db, catalogue, rows, userId);
  return new Map(rows.map((row, i) => [String(row[key]), ids[i]!]));
}

function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`HR demo: no ${name}`);
  return id;
}

/**
 * The organisation chart's areas are seeded before ours (by their own demo): a job's area is the first
 * area whose name holds one of the words, and none when the chart is empty.
 */
async function areaFinder(db: Database): Promise<(...words: string[]) => number | null> {
  const table = catalogueTable('areas');
  const rows = (await db.select({ id: table.id!, nombre: table.nombre! }).from(table)) as { id: number; nombre: string }[];
  const folded = rows.map((row) => ({ id: row.id, name: normalizeSearchText(row.nombre) }));
  return (...words) => {
    for (const word of words.map(normalizeSearchText)) {
      const match = folded.find((row) => row.name.includes(word));
      if (match) return match.id;
    }
    return null;
  };
}

/** Demo rows of the area's catalogues (first run only), enough that each list shows real-looking data. */
export async function seedHrDemo(db: Database, userId: number): Promise<void> {
  // Departments: the general management supervises the rest; operations supervises classification and traffic.
  const [direccion] = await insertAll(
    db,
    'departamentos',
    [
      {
        nombre: 'Dirección General',
        responsable: 'Lic. Roberto Garza Villarreal',
        descripcion: 'Dirección de la agencia aduanal y patente.',
      },
    ],
    userId,
  );
  const [operaciones] = await insertAll(
    db,
    'departamentos',
    [
      {
        nombre: 'Operaciones Aduanales',
        departamentoSupervisorId: direccion,
        responsable: 'Lic. Mariana Treviño Salinas',
        descripcion: 'Despacho aduanero de importación y exportación en las aduanas donde opera la patente.',
      },
    ],
    userId,
  );
  const departamentos = await insertByName(
    db,
    'departamentos',
    [
      {
        nombre: 'Clasificación Arancelaria',
        departamentoSupervisorId: operaciones,
        responsable: 'Lic. Jorge Alberto Medina Ruiz',
        descripcion: 'Clasificación de mercancías, NOMs y regulaciones no arancelarias.',
      },
      {
        nombre: 'Tráfico',
        departamentoSupervisorId: operaciones,
        responsable: 'Carlos Hernández Lozano',
        descripcion: 'Previos, reconocimiento y despacho.',
      },
      {
        nombre: 'Contabilidad',
        departamentoSupervisorId: direccion,
        responsable: 'C.P. Patricia Ochoa Rangel',
        descripcion: 'Cuentas de gastos, facturación y cobranza.',
      },
      { nombre: 'Sistemas', departamentoSupervisorId: direccion, responsable: 'Ing. Luis Fernando Castañeda Ríos' },
      { nombre: 'Recursos Humanos', departamentoSupervisorId: direccion, responsable: 'Lic. Ana Sofía Durán Aguilar' },
      { nombre: 'Atención a Clientes', departamentoSupervisorId: operaciones, responsable: 'Lic. Daniela Cárdenas Montemayor' },
    ],
    userId,
  );
  departamentos.set('Operaciones Aduanales', operaciones!);

  const areasTrabajo = await insertByName(
    db,
    'areasTrabajo',
    [
      ['Glosa de Pedimentos', 'Operaciones Aduanales', 'Lic. Verónica Salazar Peña'],
      ['Validación y Pago de Pedimentos', 'Operaciones Aduanales', 'Miguel Ángel Rocha Ibarra'],
      ['Clasificación de Mercancías', 'Clasificación Arancelaria', 'Lic. Jorge Alberto Medina Ruiz'],
      ['Regulaciones No Arancelarias', 'Clasificación Arancelaria', 'Ing. Claudia Esquivel Torres'],
      ['Tráfico Terrestre', 'Tráfico', 'Carlos Hernández Lozano'],
      ['Tráfico Aéreo', 'Tráfico', 'Héctor Villalobos Cantú'],
      ['Previos y Reconocimiento', 'Tráfico', 'José Luis Zamora Garza'],
      ['Cuentas de Gastos', 'Contabilidad', 'C.P. Patricia Ochoa Rangel'],
      ['Facturación y Cobranza', 'Contabilidad', 'C.P. Ricardo Leal Benavides'],
      ['Soporte Técnico', 'Sistemas', 'Ing. Luis Fernando Castañeda Ríos'],
      ['Ejecutivos de Cuenta', 'Atención a Clientes', 'Lic. Daniela Cárdenas Montemayor'],
    ].map(([nombre, departamento, responsable]) => ({ nombre, departamentoId: idOf(departamentos, departamento!), responsable })),
    userId,
  );

  const escolaridades = await insertByName(
    db,
    'escolaridades',
    [
      { nombre: 'Secundaria', descripcion: 'Educación básica concluida' },
      { nombre: 'Preparatoria', descripcion: 'Bachillerato general o tecnológico' },
      { nombre: 'Carrera técnica', descripcion: 'Técnico profesional (CONALEP, CETIS)' },
      { nombre: 'Licenciatura', descripcion: 'Título y cédula profesional' },
      { nombre: 'Maestría', descripcion: 'Posgrado concluido' },
      { nombre: 'Doctorado' },
    ],
    userId,
  );
  await insertAll(
    db,
    'estadosCiviles',
    ['Soltero(a)', 'Casado(a)', 'Unión libre', 'Divorciado(a)', 'Viudo(a)'].map((nombre) => ({ nombre })),
    userId,
  );
  await insertAll(
    db,
    'lugaresTrabajo',
    [
      ['Oficina Corporativa Nuevo Laredo', 'Av. Reforma 4321, Col. Jardín, C.P. 88260, Nuevo Laredo, Tamps.'],
      ['Aduana de Nuevo Laredo, Puente III', 'Puente Internacional Comercio Mundial, C.P. 88299, Nuevo Laredo, Tamps.'],
      ['Aduana de Manzanillo', 'Av. Teniente Azueta 19, Col. Burócrata, C.P. 28250, Manzanillo, Col.'],
      ['AICM, Terminal de Carga', 'Av. Texcoco s/n, Col. Peñón de los Baños, C.P. 15520, Ciudad de México'],
      ['Aduana de Veracruz', 'Av. Marina Mercante 210, Col. Centro, C.P. 91700, Veracruz, Ver.'],
      ['Oficina Querétaro', 'Blvd. Bernardo Quintana 7001, Col. Centro Sur, C.P. 76090, Querétaro, Qro.'],
    ].map(([nombre, direccion]) => ({ nombre, direccion })),
    userId,
  );
  await insertAll(
    db,
    'puestosTrabajo',
    [
      {
        nombre: 'Clasificador arancelario Sr.',
        areaTrabajoId: idOf(areasTrabajo, 'Clasificación de Mercancías'),
        actividadesPerfil: 'Clasificar mercancías conforme a la TIGIE, determinar NICO y revisar NOMs aplicables.',
        edad: '25 a 45 años',
        escolaridadId: idOf(escolaridades, 'Licenciatura'),
        experiencia: '3 años en agencia aduanal',
        genero: 'indistinto',
        horario: 'Lunes a viernes de 9:00 a 18:00',
        salario: '28000.00',
      },
      {
        nombre: 'Glosador',
        areaTrabajoId: idOf(areasTrabajo, 'Glosa de Pedimentos'),
        actividadesPerfil: 'Revisar pedimentos contra factura, documentos de transporte y permisos antes del pago.',
        edad: '25 a 50 años',
        escolaridadId: idOf(escolaridades, 'Licenciatura'),
        experiencia: '2 años en glosa',
        genero: 'indistinto',
        horario: 'Lunes a viernes de 8:00 a 17:00',
        salario: '22000.00',
      },
      {
        nombre: 'Tramitador',
        areaTrabajoId: idOf(areasTrabajo, 'Tráfico Terrestre'),
        actividadesPerfil: 'Presentar mercancía en el módulo, atender previos y el reconocimiento aduanero.',
        edad: '21 a 45 años',
        escolaridadId: idOf(escolaridades, 'Preparatoria'),
        experiencia: '1 año en tráfico',
        genero: 'indistinto',
        horario: 'Lunes a sábado de 7:00 a 15:00',
        salario: '14500.00',
      },
      {
        nombre: 'Auxiliar contable',
        areaTrabajoId: idOf(areasTrabajo, 'Cuentas de Gastos'),
        actividadesPerfil: 'Elaborar cuentas de gastos y conciliar anticipos de clientes.',
        edad: '20 a 40 años',
        escolaridadId: idOf(escolaridades, 'Carrera técnica'),
        experiencia: '1 año',
        genero: 'indistinto',
        horario: 'Lunes a viernes de 9:00 a 18:00',
        salario: '13000.00',
      },
      {
        nombre: 'Técnico de soporte',
        areaTrabajoId: idOf(areasTrabajo, 'Soporte Técnico'),
        actividadesPerfil: 'Atender tickets de la mesa de ayuda, equipos y acceso a los sistemas de pedimentos.',
        edad: '22 a 40 años',
        escolaridadId: idOf(escolaridades, 'Licenciatura'),
        experiencia: '1 año en soporte',
        genero: 'indistinto',
        horario: 'Lunes a viernes de 8:00 a 17:00',
        salario: '16000.00',
      },
    ],
    userId,
  );
  await insertAll(
    db,
    'tiposEmpleado',
    [
      { nombre: 'Planta', descripcion: 'Contrato por tiempo indeterminado' },
      { nombre: 'De confianza', descripcion: 'Puestos de dirección, inspección y vigilancia' },
      { nombre: 'Eventual', descripcion: 'Temporada alta o suplencias' },
      { nombre: 'Honorarios asimilados', descripcion: 'Pago asimilado a salarios' },
      { nombre: 'Practicante', descripcion: 'Estudiantes en prácticas profesionales' },
    ],
    userId,
  );

  const clasesContrato = await insertByName(
    db,
    'clasesContrato',
    [
      { nombre: 'Tiempo indeterminado', descripcion: 'Relación de trabajo sin fecha de término' },
      { nombre: 'Tiempo determinado', descripcion: 'Por temporada o sustitución temporal' },
      { nombre: 'Periodo de prueba', descripcion: 'Hasta 30 días (art. 39-A LFT)' },
      { nombre: 'Capacitación inicial', descripcion: 'Hasta 3 meses (art. 39-B LFT)' },
      { nombre: 'Obra determinada', descripcion: 'Por proyecto' },
    ],
    userId,
  );
  const dedicaciones = await insertByName(
    db,
    'dedicacionesLaborales',
    [
      { nombre: 'Tiempo completo', descripcion: '48 horas semanales' },
      { nombre: 'Medio tiempo', descripcion: '24 horas semanales' },
      { nombre: 'Por horas', descripcion: 'Según necesidades de la operación' },
      { nombre: 'Jornada nocturna', descripcion: '42 horas semanales' },
    ],
    userId,
  );
  const esquemas = await insertByName(
    db,
    'esquemasPagoTipo',
    [
      { nombre: 'Nómina', descripcion: 'Sueldo fijo con prestaciones de ley' },
      { nombre: 'Nómina más comisiones', descripcion: 'Sueldo fijo y comisión por operación' },
      { nombre: 'Honorarios asimilados a salarios' },
      { nombre: 'Honorarios profesionales', descripcion: 'Con recibo de honorarios (CFDI)' },
    ],
    userId,
  );
  const formaciones = await insertByName(
    db,
    'formacionesAcademicas',
    [
      ['Licenciatura en Comercio Internacional', 'Licenciatura'],
      ['Licenciatura en Derecho', 'Licenciatura'],
      ['Licenciatura en Contaduría Pública', 'Licenciatura'],
      ['Licenciatura en Administración de Empresas', 'Licenciatura'],
      ['Ingeniería en Sistemas Computacionales', 'Licenciatura'],
      ['Licenciatura en Logística y Transporte', 'Licenciatura'],
      ['Técnico en Comercio Exterior', 'Carrera técnica'],
      ['Maestría en Comercio Exterior y Aduanas', 'Maestría'],
    ].map(([nombre, escolaridad]) => ({ nombre, escolaridadId: idOf(escolaridades, escolaridad!) })),
    userId,
  );
  const funciones = await insertByName(
    db,
    'funcionesLaborales',
    [
      ['Clasificar mercancías', 'Determinar fracción arancelaria y NICO conforme a la TIGIE y sus notas explicativas.'],
      ['Glosar pedimentos', 'Revisar el pedimento contra factura, conocimiento de embarque y permisos antes del pago.'],
      ['Validar y pagar pedimentos', 'Transmitir al SAAI, corregir errores de validación y pagar en el banco.'],
      ['Coordinar previos', 'Programar y supervisar el previo de la mercancía en el recinto fiscalizado.'],
      ['Atender el reconocimiento aduanero', 'Presentar la mercancía y atender al verificador en el semáforo rojo.'],
      ['Revisar regulaciones no arancelarias', 'Identificar NOMs, permisos y avisos que aplican a la fracción.'],
      ['Elaborar cuentas de gastos', 'Integrar gastos y honorarios de cada operación para su facturación.'],
      ['Dar seguimiento a clientes', 'Informar el estatus de sus operaciones y atender solicitudes.'],
      ['Supervisar la operación', 'Asignar cargas de trabajo y dar seguimiento a los indicadores.'],
      ['Atender tickets de soporte', 'Resolver incidencias de equipos y sistemas de los usuarios.'],
    ].map(([nombre, descripcion]) => ({ nombre, descripcion })),
    userId,
  );
  const tiposHabilidad = await insertByName(
    db,
    'habilidadTipos',
    [
      { nombre: 'Técnica aduanera', descripcion: 'Conocimientos propios del despacho' },
      { nombre: 'Normativa', descripcion: 'Leyes, reglas y tratados' },
      { nombre: 'Herramientas informáticas' },
      { nombre: 'Interpersonal', descripcion: 'Trato con clientes y equipo' },
    ],
    userId,
  );
  const habilidades = await insertByName(
    db,
    'habilidades',
    [
      ['Clasificación arancelaria', 'Técnica aduanera'],
      ['Glosa de pedimentos', 'Técnica aduanera'],
      ['Reconocimiento aduanero', 'Técnica aduanera'],
      ['Ley Aduanera y RGCE', 'Normativa'],
      ['NOMs y regulaciones no arancelarias', 'Normativa'],
      ['Reglas de origen T-MEC', 'Normativa'],
      ['Excel avanzado', 'Herramientas informáticas'],
      ['Sistemas de pedimentos', 'Herramientas informáticas'],
      ['Servicio al cliente', 'Interpersonal'],
      ['Negociación', 'Interpersonal'],
    ].map(([nombre, tipo]) => ({ nombre, habilidadTipoId: idOf(tiposHabilidad, tipo!) })),
    userId,
  );
  const idiomas = await insertByName(
    db,
    'idiomas',
    [
      ['Español', 'es'],
      ['Inglés', 'en'],
      ['Francés', 'fr'],
      ['Alemán', 'de'],
      ['Portugués', 'pt'],
      ['Chino mandarín', 'zh'],
      ['Japonés', 'ja'],
    ].map(([nombre, clave]) => ({ nombre, clave })),
    userId,
  );
  const horarios = await insertByName(
    db,
    'horarios',
    [
      ['Matutino', '07:00', '15:00', 'Operación en aduana'],
      ['Oficina', '09:00', '18:00', 'Con una hora de comida'],
      ['Vespertino', '14:00', '22:00', 'Cierre de la operación del día'],
      ['Nocturno', '22:00', '06:00', 'Aduanas con servicio 24 horas'],
      ['Sábado medio día', '09:00', '14:00', undefined],
    ].map(([nombre, inicioTurno, finTurno, descripcion]) => ({ nombre, inicioTurno, finTurno, descripcion })),
    userId,
  );

  const perfiles = await insertByName(
    db,
    'perfiles',
    [
      ['Gerente de operaciones', 30, 55, 'Dirige el despacho de la patente y el cumplimiento de los indicadores.'],
      ['Clasificador arancelario', 25, 45, 'Clasifica mercancías con criterio técnico y documenta sus dictámenes.'],
      ['Glosador', 25, 50, 'Detallista, conoce a fondo el anexo 22 y el formato del pedimento.'],
      ['Ejecutivo de cuenta', 23, 40, 'Atiende a la cartera de clientes y da seguimiento a sus operaciones.'],
      ['Tramitador', 21, 45, 'Disponibilidad de horario y de trabajar en patios y andenes.'],
      ['Auxiliar contable', 20, 40, undefined],
      ['Analista de soporte', 22, 40, undefined],
    ].map(([nombre, edadMinima, edadMaxima, descripcion]) => ({ nombre, genero: 'indistinto', edadMinima, edadMaxima, descripcion })),
    userId,
  );
  await insertAll(
    db,
    'perfilFormacionesAcademicas',
    [
      ['Gerente de operaciones', 'Maestría en Comercio Exterior y Aduanas', 'Deseable'],
      ['Gerente de operaciones', 'Licenciatura en Comercio Internacional', 'Titulado'],
      ['Clasificador arancelario', 'Licenciatura en Comercio Internacional', 'Titulado'],
      ['Clasificador arancelario', 'Técnico en Comercio Exterior', 'Con experiencia comprobable'],
      ['Glosador', 'Licenciatura en Comercio Internacional', 'Titulado o pasante'],
      ['Ejecutivo de cuenta', 'Licenciatura en Administración de Empresas', 'Titulado o pasante'],
      ['Auxiliar contable', 'Licenciatura en Contaduría Pública', 'Pasante'],
      ['Analista de soporte', 'Ingeniería en Sistemas Computacionales', 'Titulado o pasante'],
    ].map(([perfil, formacion, observaciones]) => ({
      perfilId: idOf(perfiles, perfil!),
      formacionAcademicaId: idOf(formaciones, formacion!),
      observaciones,
    })),
    userId,
  );
  await insertAll(
    db,
    'perfilHabilidades',
    (
      [
        ['Gerente de operaciones', 'Ley Aduanera y RGCE', 5, 0, '95.00', 'Indispensable'],
        ['Gerente de operaciones', 'Negociación', 3, 0, '85.00', undefined],
        ['Clasificador arancelario', 'Clasificación arancelaria', 3, 0, '90.00', 'Dictámenes de clasificación'],
        ['Clasificador arancelario', 'NOMs y regulaciones no arancelarias', 2, 6, '80.00', undefined],
        ['Clasificador arancelario', 'Excel avanzado', 1, 0, '70.00', 'Tablas dinámicas y BUSCARV'],
        ['Glosador', 'Glosa de pedimentos', 2, 0, '85.00', 'Anexo 22'],
        ['Glosador', 'Ley Aduanera y RGCE', 2, 0, '80.00', undefined],
        ['Ejecutivo de cuenta', 'Servicio al cliente', 2, 0, '90.00', undefined],
        ['Ejecutivo de cuenta', 'Reglas de origen T-MEC', 1, 6, '70.00', 'Certificación de origen'],
        ['Tramitador', 'Reconocimiento aduanero', 1, 0, '75.00', undefined],
        ['Analista de soporte', 'Sistemas de pedimentos', 1, 0, '70.00', 'SAAI y sistemas de pedimentos'],
      ] as const
    ).map(([perfil, habilidad, anios, meses, porcentaje, observaciones]) => ({
      perfilId: idOf(perfiles, perfil),
      habilidadId: idOf(habilidades, habilidad),
      anios,
      meses,
      porcentaje,
      observaciones,
    })),
    userId,
  );
  await insertAll(
    db,
    'perfilIdiomas',
    [
      ['Gerente de operaciones', 'Inglés', '90.00', 'Negociación con clientes extranjeros'],
      ['Clasificador arancelario', 'Inglés', '80.00', 'Lectura de fichas técnicas'],
      ['Glosador', 'Inglés', '60.00', 'Lectura de facturas comerciales'],
      ['Ejecutivo de cuenta', 'Inglés', '90.00', 'Conversación'],
      ['Ejecutivo de cuenta', 'Francés', '40.00', 'Deseable'],
      ['Analista de soporte', 'Inglés', '70.00', 'Documentación técnica'],
    ].map(([perfil, idioma, porcentaje, observaciones]) => ({
      perfilId: idOf(perfiles, perfil!),
      idiomaId: idOf(idiomas, idioma!),
      porcentaje,
      observaciones,
    })),
    userId,
  );
  const salariales = await insertByName(
    db,
    'perfilesSalariales',
    [
      ['Gerente de operaciones', 'Gerente de operaciones', '55000.00', true, '12000.00', '8000.00'],
      ['Clasificador arancelario Sr.', 'Clasificador arancelario', '28000.00', true, '6500.00', '2500.00'],
      ['Clasificador arancelario Jr.', 'Clasificador arancelario', '18000.00', true, '4200.00', null],
      ['Glosador', 'Glosador', '22000.00', true, '5200.00', null],
      ['Ejecutivo de cuenta', 'Ejecutivo de cuenta', '24000.00', true, '5600.00', '5000.00'],
      ['Tramitador', 'Tramitador', '14500.00', true, '3400.00', '1500.00'],
      ['Auxiliar contable', 'Auxiliar contable', '13000.00', true, '3000.00', null],
      ['Practicante', null, '6500.00', false, null, null],
    ].map(([nombre, perfil, base, tienePrestaciones, prestaciones, variable]) => ({
      nombre,
      perfilId: perfil ? idOf(perfiles, perfil as string) : null,
      base,
      tienePrestaciones,
      prestaciones,
      variable,
    })),
    userId,
  );
  const periodos = await insertByName(
    db,
    'periodoPagoTipos',
    [
      ['Semanal', 7, 'Pago cada sábado'],
      ['Catorcenal', 14, undefined],
      ['Quincenal', 15, 'Pago los días 15 y último de cada mes'],
      ['Mensual', 30, undefined],
    ].map(([nombre, dias, descripcion]) => ({ nombre, dias, descripcion })),
    userId,
  );

  // Jobs: the operations manager first, so the others can report to it.
  const area = await areaFinder(db);
  const job = (nombre: string, words: string[], perfil: string, salarial: string, extra: Row = {}): Row => ({
    nombre,
    areaId: area(...words),
    claseContratoId: idOf(clasesContrato, 'Tiempo indeterminado'),
    dedicacionLaboralId: idOf(dedicaciones, 'Tiempo completo'),
    perfilId: idOf(perfiles, perfil),
    perfilSalarialId: idOf(salariales, salarial),
    esquemaPagoTipoId: idOf(esquemas, 'Nómina'),
    periodoPagoTipoId: idOf(periodos, 'Quincenal'),
    ...extra,
  });
  const [gerente] = await insertAll(
    db,
    'puestos',
    [
      job('Gerente de operaciones aduanales', ['operacion', 'aduan', 'direccion'], 'Gerente de operaciones', 'Gerente de operaciones', {
        descripcion: 'Responsable del despacho aduanero ante la patente.',
      }),
    ],
    userId,
  );
  const reporta = { reportaAId: gerente };
  const puestos = await insertByName(
    db,
    'puestos',
    [
      job('Clasificador arancelario', ['clasific', 'operacion'], 'Clasificador arancelario', 'Clasificador arancelario Sr.', reporta),
      job('Glosador', ['glosa', 'operacion'], 'Glosador', 'Glosador', reporta),
      job('Ejecutivo de cuenta', ['cliente', 'comercial', 'operacion'], 'Ejecutivo de cuenta', 'Ejecutivo de cuenta', {
        ...reporta,
        esquemaPagoTipoId: idOf(esquemas, 'Nómina más comisiones'),
      }),
      job('Tramitador de tráfico', ['trafico', 'operacion'], 'Tramitador', 'Tramitador', {
        ...reporta,
        periodoPagoTipoId: idOf(periodos, 'Semanal'),
      }),
      job('Auxiliar contable', ['contab', 'administra', 'finanz'], 'Auxiliar contable', 'Auxiliar contable'),
      job('Analista de soporte técnico', ['sistema', 'tecnolog'], 'Analista de soporte', 'Practicante', {
        claseContratoId: idOf(clasesContrato, 'Periodo de prueba'),
      }),
    ],
    userId,
  );
  puestos.set('Gerente de operaciones aduanales', gerente!);

  await insertAll(
    db,
    'puestoFuncionesLaborales',
    [
      ['Gerente de operaciones aduanales', 'Supervisar la operación', 'Indicadores semanales'],
      ['Clasificador arancelario', 'Clasificar mercancías', 'Clientes automotrices y electrónicos'],
      ['Clasificador arancelario', 'Revisar regulaciones no arancelarias', undefined],
      ['Glosador', 'Glosar pedimentos', 'Antes de la validación'],
      ['Glosador', 'Validar y pagar pedimentos', undefined],
      ['Ejecutivo de cuenta', 'Dar seguimiento a clientes', 'Reporte diario de estatus'],
      ['Tramitador de tráfico', 'Coordinar previos', undefined],
      ['Tramitador de tráfico', 'Atender el reconocimiento aduanero', 'Módulo de selección automatizada'],
      ['Auxiliar contable', 'Elaborar cuentas de gastos', undefined],
      ['Analista de soporte técnico', 'Atender tickets de soporte', 'Mesa de ayuda'],
    ].map(([puesto, funcion, observaciones]) => ({
      puestoId: idOf(puestos, puesto!),
      funcionLaboralId: idOf(funciones, funcion!),
      observaciones,
    })),
    userId,
  );
  await insertAll(
    db,
    'puestoHorarios',
    [
      ['Gerente de operaciones aduanales', 'Oficina', 'Lunes a viernes'],
      ['Clasificador arancelario', 'Oficina', 'Lunes a viernes'],
      ['Glosador', 'Matutino', 'Lunes a viernes'],
      ['Glosador', 'Sábado medio día', 'Sábados alternos'],
      ['Ejecutivo de cuenta', 'Oficina', 'Lunes a viernes'],
      ['Tramitador de tráfico', 'Matutino', 'Lunes a viernes'],
      ['Tramitador de tráfico', 'Sábado medio día', 'Sábados'],
      ['Auxiliar contable', 'Oficina', 'Lunes a viernes'],
      ['Analista de soporte técnico', 'Vespertino', 'Lunes a viernes'],
    ].map(([puesto, horario, dias]) => ({ puestoId: idOf(puestos, puesto!), horarioId: idOf(horarios, horario!), dias })),
    userId,
  );
  const lineas = (
    [
      ['Gerente de operaciones aduanales', ['operacion', 'aduan'], 1, 'Desde jefaturas de operación'],
      ['Clasificador arancelario', ['clasific'], 1, 'Desde auxiliares de clasificación'],
      ['Glosador', ['operacion', 'aduan'], 1, 'Desde validadores'],
      ['Ejecutivo de cuenta', ['trafico', 'operacion'], 1, 'Desde tráfico'],
    ] as const
  )
    .map(([puesto, words, orden, observaciones]) => ({
      puestoId: idOf(puestos, puesto),
      desdeAreaId: area(...words),
      orden,
      observaciones,
    }))
    .filter((row) => row.desdeAreaId !== null);
  if (lineas.length > 0) await insertAll(db, 'puestoLineasAscenso', lineas, userId);

  await insertAll(
    db,
    'solicitudesPersonal',
    (
      [
        [
          'Clasificador arancelario',
          ['clasific', 'operacion'],
          2,
          'nuevaPosicion',
          -12,
          20,
          'Lic. Jorge Alberto Medina Ruiz',
          'pendiente',
          'Nuevo cliente de autopartes.',
        ],
        ['Glosador', ['glosa', 'operacion'], 1, 'reemplazo', -30, 0, 'Lic. Mariana Treviño Salinas', 'aprobada', 'Renuncia voluntaria.'],
        [
          'Tramitador de tráfico',
          ['trafico', 'operacion'],
          3,
          'temporal',
          -60,
          -30,
          'Carlos Hernández Lozano',
          'cubierta',
          'Temporada alta de fin de año.',
        ],
        [
          'Ejecutivo de cuenta',
          ['cliente', 'operacion'],
          1,
          'incrementoCarga',
          -20,
          10,
          'Lic. Daniela Cárdenas Montemayor',
          'rechazada',
          'Sin presupuesto este trimestre.',
        ],
        ['Auxiliar contable', ['contab', 'administra'], 1, 'reemplazo', -3, 15, 'C.P. Patricia Ochoa Rangel', 'pendiente', undefined],
      ] as const
    ).map(([puesto, words, vacantes, motivo, pedida, requerida, solicitante, estado, observaciones]) => ({
      puestoId: idOf(puestos, puesto),
      areaId: area(...words),
      vacantes,
      motivo,
      fechaSolicitud: dayFromToday(pedida),
      fechaRequerida: dayFromToday(requerida),
      solicitante,
      estado,
      observaciones,
    })),
    userId,
  );
}
