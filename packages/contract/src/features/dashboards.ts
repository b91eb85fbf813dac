import { z } from 'zod';
import { putBody } from '../read-only.ts';
import { exportQuerySchema, listQuerySchema } from '../paging.ts';

/** Paths of data access and dashboards (not shown in the spec: decided in docs/decisions/0140-dashboards-data-access.md). */
export const DATA_ACCESS_API = '/api/AccesoDatos';
export const DATA_ACCESS_SETTINGS_API = `${DATA_ACCESS_API}/Configuracion`;
export const CONNECTION_STRINGS_API = `${DATA_ACCESS_API}/CadenasConexion`;
export const QUERY_OBJECTS_API = `${DATA_ACCESS_API}/ObjetosConsulta`;
export const CONDITION_FILTERS_API = `${DATA_ACCESS_API}/FiltrosCondicion`;
export const ELEMENTS_API = '/api/Tableros/Elementos';
export const MY_DASHBOARD_API = '/api/Tableros/MiTablero';

const name = (max: number) => z.string().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' }).default('');
const identifier = z
  .string()
  .trim()
  .regex(/^[A-Za-z_][A-Za-z0-9_$ ]{0,62}$/, { message: 'dashboards.validation.identifier' });
const rowVersion = z.number().int().nonnegative();

// ---------- settings ----------

/** A host name, an IP address or an IPv4/IPv6 CIDR block. */
const hostEntry = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:_\-/]+$/, { message: 'dashboards.validation.host' });

export const dataAccessSettingsSchema = z
  .object({
    hostsPermitidos: z.array(hostEntry).max(100),
    permitirLoopback: z.boolean(),
    tiempoLimiteMs: z.number().int().min(100).max(60_000),
    maximoFilas: z.number().int().min(1).max(50_000),
  })
  .strict();
export type DataAccessSettings = z.infer<typeof dataAccessSettingsSchema>;

// ---------- connection strings ----------

export const CONNECTION_KINDS = ['postgresql', 'mariadb', 'portal'] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

const connectionStringBase = z.object({
  tipo: z.enum(CONNECTION_KINDS),
  /** `host` or `host:port` (`[v6]:port`); ignored for the portal's own database. */
  servidor: z.string().trim().max(255, { message: 'validation.tooLong' }).default(''),
  baseDatos: z.string().trim().max(128, { message: 'validation.tooLong' }).default(''),
  usuario: z.string().trim().max(128, { message: 'validation.tooLong' }).default(''),
  /** Absent keeps the stored password, null clears it, a string replaces it. Never answered. */
  password: z.string().max(500, { message: 'validation.tooLong' }).nullable().optional(),
  descripcion: name(200),
  sistema: z.number().int().min(1).max(4),
});
function refineConnection(value: z.infer<typeof connectionStringBase>, ctx: z.RefinementCtx) {
  if (value.tipo === 'portal') return;
  for (const field of ['servidor', 'baseDatos', 'usuario'] as const) {
    if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  }
}
export const connectionStringInputSchema = connectionStringBase.strict().superRefine(refineConnection);
export type ConnectionStringInput = z.infer<typeof connectionStringInputSchema>;
export const connectionStringUpdateSchema = connectionStringBase
  .extend({ cadenaConexionId: z.number().int().positive(), rowVersion })
  .strict()
  .superRefine(refineConnection);

export const connectionStringSchema = z.object({
  cadenaConexionId: z.number().int(),
  tipo: z.enum(CONNECTION_KINDS),
  servidor: z.string(),
  baseDatos: z.string(),
  usuario: z.string(),
  /** Whether a password is stored; the password itself is never answered. */
  passwordGuardado: z.boolean(),
  descripcion: z.string(),
  sistema: z.number().int(),
  rowVersion,
  updatedAt: z.string(),
});
export type ConnectionString = z.infer<typeof connectionStringSchema>;

export const connectionStringListQuerySchema = listQuerySchema.extend({ tipo: z.enum(CONNECTION_KINDS).optional() }).strict();
export const connectionStringExportQuerySchema = connectionStringListQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: exportQuerySchema.shape.formato })
  .strict();

export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  /** What failed, in the request's language (host refused, DNS, refused, authentication, database, timeout, writable role). */
  mensaje: z.string(),
  version: z.string().nullable(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

// ---------- query objects ----------

export const QUERY_OBJECT_KINDS = ['tabla', 'vista', 'consulta'] as const;

export const columnSchema = z.object({ nombre: z.string(), tipo: z.string() });
export type QueryColumn = z.infer<typeof columnSchema>;

const queryObjectBase = z.object({
  cadenaConexionId: z.number().int().positive(),
  tipo: z.enum(QUERY_OBJECT_KINDS),
  esquema: z.union([identifier, z.literal('')]).default(''),
  nombreObjeto: z.union([identifier, z.literal('')]).default(''),
  sql: z.string().max(20_000, { message: 'validation.tooLong' }).default(''),
  descripcion: name(200),
});
function refineQueryObject(value: z.infer<typeof queryObjectBase>, ctx: z.RefinementCtx) {
  if (value.tipo === 'consulta' && !value.sql.trim()) ctx.addIssue({ code: 'custom', path: ['sql'], message: 'validation.required' });
  if (value.tipo !== 'consulta' && !value.nombreObjeto)
    ctx.addIssue({ code: 'custom', path: ['nombreObjeto'], message: 'validation.required' });
}
export const queryObjectInputSchema = queryObjectBase.strict().superRefine(refineQueryObject);
export type QueryObjectInput = z.infer<typeof queryObjectInputSchema>;
export const queryObjectUpdateSchema = queryObjectBase
  .extend({ objetoConsultaId: z.number().int().positive(), rowVersion })
  .strict()
  .superRefine(refineQueryObject);
/** Runs a query object with the given filter values (designers' preview). */
export const queryRunSchema = z
  .object({
    filtros: z
      .array(
        z
          .object({ columna: identifier, filtroCondicionId: z.number().int().positive(), valores: z.array(z.string().max(200)).max(200) })
          .strict(),
      )
      .max(20)
      .default([]),
  })
  .strict();

export const queryObjectSchema = z.object({
  objetoConsultaId: z.number().int(),
  cadenaConexionId: z.number().int(),
  cadenaConexion: z.string(),
  tipo: z.enum(QUERY_OBJECT_KINDS),
  esquema: z.string(),
  nombreObjeto: z.string(),
  sql: z.string(),
  descripcion: z.string(),
  columnas: z.array(columnSchema),
  rowVersion,
  updatedAt: z.string(),
});
export type QueryObject = z.infer<typeof queryObjectSchema>;
export const queryObjectListQuerySchema = listQuerySchema
  .extend({ cadenaConexionId: z.coerce.number().int().positive().optional() })
  .strict();

export const queryResultSchema = z.object({
  columnas: z.array(columnSchema),
  filas: z.array(z.record(z.string(), z.unknown())),
  /** True when the source had more rows than the row cap. */
  truncado: z.boolean(),
  milisegundos: z.number(),
});
export type QueryResult = z.infer<typeof queryResultSchema>;

// ---------- condition filters ----------

/** Where a filter's values come from: a defined list, a query object, the user's choice among its own values, or forced from the session. */
export const FILTER_SOURCES = ['lista', 'consulta', 'usuario', 'sesion'] as const;
export const FILTER_DATA_TYPES = ['texto', 'numero', 'fecha'] as const;
export const FILTER_OPERATORS = ['=', '<>', '>', '>=', '<', '<=', 'contiene'] as const;
/** The user's or session's values a filter may take. */
export const FILTER_USER_VALUES = ['clientes', 'aduanas', 'patentes'] as const;

export const filterOptionSchema = z.object({ value: z.string().trim().min(1).max(200), text: z.string().trim().min(1).max(200) });
export type FilterOption = z.infer<typeof filterOptionSchema>;

const conditionFilterBase = z.object({
  nombre: name(100),
  tipo: z.enum(FILTER_SOURCES),
  objetoConsultaId: z.number().int().positive().nullable().default(null),
  columnaValor: z.union([identifier, z.literal('')]).default(''),
  columnaTexto: z.union([identifier, z.literal('')]).default(''),
  tipoDato: z.enum(FILTER_DATA_TYPES),
  operadorLogico: z.enum(FILTER_OPERATORS),
  etiqueta: optionalText(100),
  obligatorio: z.boolean().default(false),
  seleccionMultiple: z.boolean().default(false),
  opciones: z.array(filterOptionSchema).max(500).default([]),
  valoresUsuario: z.enum(FILTER_USER_VALUES).nullable().default(null),
});
function refineFilter(value: z.infer<typeof conditionFilterBase>, ctx: z.RefinementCtx) {
  if (value.tipo === 'lista' && value.opciones.length === 0)
    ctx.addIssue({ code: 'custom', path: ['opciones'], message: 'validation.required' });
  if (value.tipo === 'consulta') {
    if (!value.objetoConsultaId) ctx.addIssue({ code: 'custom', path: ['objetoConsultaId'], message: 'validation.required' });
    if (!value.columnaValor) ctx.addIssue({ code: 'custom', path: ['columnaValor'], message: 'validation.required' });
  }
  if ((value.tipo === 'usuario' || value.tipo === 'sesion') && !value.valoresUsuario)
    ctx.addIssue({ code: 'custom', path: ['valoresUsuario'], message: 'validation.required' });
  if (value.seleccionMultiple && value.operadorLogico !== '=')
    ctx.addIssue({ code: 'custom', path: ['operadorLogico'], message: 'dashboards.validation.multipleNeedsEquals' });
}
export const conditionFilterInputSchema = conditionFilterBase.strict().superRefine(refineFilter);
export type ConditionFilterInput = z.infer<typeof conditionFilterInputSchema>;
export const conditionFilterUpdateSchema = conditionFilterBase
  .extend({ filtroCondicionId: z.number().int().positive(), rowVersion })
  .strict()
  .superRefine(refineFilter);

export const conditionFilterSchema = z.object({
  filtroCondicionId: z.number().int(),
  nombre: z.string(),
  tipo: z.enum(FILTER_SOURCES),
  objetoConsultaId: z.number().int().nullable(),
  columnaValor: z.string(),
  columnaTexto: z.string(),
  tipoDato: z.enum(FILTER_DATA_TYPES),
  operadorLogico: z.enum(FILTER_OPERATORS),
  etiqueta: z.string(),
  obligatorio: z.boolean(),
  seleccionMultiple: z.boolean(),
  opciones: z.array(filterOptionSchema),
  valoresUsuario: z.enum(FILTER_USER_VALUES).nullable(),
  rowVersion,
  updatedAt: z.string(),
});
export type ConditionFilter = z.infer<typeof conditionFilterSchema>;
export const conditionFilterListQuerySchema = listQuerySchema.extend({ tipo: z.enum(FILTER_SOURCES).optional() }).strict();

// ---------- dashboard elements ----------

/** Element types: the values of /api/Opciones/TableroElementoTipos (1 table, 2 KPI, 3 bars, 4 lines, 5 pie). */
export const ELEMENT_TYPES = { tabla: 1, indicador: 2, barras: 3, lineas: 4, pastel: 5 } as const;
export const GRANT_KINDS = ['usuario', 'rol', 'cliente', 'aduana', 'patente'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

export const elementFilterSchema = z
  .object({
    filtroCondicionId: z.number().int().positive(),
    nombre: identifier,
    etiqueta: name(100),
    columna: identifier,
    obligatorio: z.boolean().default(false),
  })
  .strict();
export type ElementFilter = z.infer<typeof elementFilterSchema>;

export const elementGrantSchema = z.object({ tipo: z.enum(GRANT_KINDS), valor: z.string().trim().min(1).max(100) }).strict();
export type ElementGrant = z.infer<typeof elementGrantSchema>;

export const elementInputSchema = z
  .object({
    tipo: z.number().int().min(1).max(5),
    nombre: name(100),
    descripcion: optionalText(500),
    objetoConsultaId: z.number().int().positive(),
    /** Category column (x axis, pie slices, table first column) and value columns (series, KPI number). */
    columnaEtiqueta: z.union([identifier, z.literal('')]).default(''),
    columnasValor: z.array(identifier).max(10).default([]),
    filtros: z.array(elementFilterSchema).max(20).default([]),
    accesos: z.array(elementGrantSchema).max(500).default([]),
  })
  .strict();
export type ElementInput = z.infer<typeof elementInputSchema>;
export const elementUpdateSchema = elementInputSchema.extend({ elementoId: z.number().int().positive(), rowVersion }).strict();

export const elementSchema = elementInputSchema.safeExtend({
  elementoId: z.number().int(),
  objetoConsulta: z.string(),
  filtros: z.array(elementFilterSchema.safeExtend({ filtro: conditionFilterSchema.optional() })),
  rowVersion,
  updatedAt: z.string(),
});
export type DashboardElement = z.infer<typeof elementSchema>;
/** The PUT's body: what its GET gave may come back (decision 0178). */
export const elementPut = putBody(
  // A filter as the GET gives it carries its condition filter (`filtro`): taken back and dropped (its id decides).
  elementUpdateSchema.extend({
    filtros: z
      .array(elementFilterSchema.extend({ filtro: conditionFilterSchema.optional() }).transform(({ filtro: _filtro, ...filter }) => filter))
      .max(20)
      .default([]),
  }),
  elementSchema,
);
export const elementListQuerySchema = listQuerySchema.extend({ tipo: z.coerce.number().int().min(1).max(5).optional() }).strict();

/** Filter values sent for an element's data: `f.<nombre>=value` (repeated for multiple selection). */
export const elementDataQuerySchema = z.record(
  z.string().regex(/^f\.[A-Za-z_][A-Za-z0-9_]{0,62}$/),
  z.union([z.string(), z.array(z.string())]),
);
export const elementExportQuerySchema = z
  .record(z.string().regex(/^(formato|f\.[A-Za-z_][A-Za-z0-9_]{0,62})$/), z.union([z.string(), z.array(z.string())]))
  .refine((q) => q.formato === undefined || q.formato === 'xlsx' || q.formato === 'csv', {
    path: ['formato'],
    message: 'validation.invalidValue',
  });

// ---------- the user's dashboard ----------

export const layoutItemSchema = z
  .object({
    elementoId: z.number().int().positive(),
    ancho: z.union([z.literal(4), z.literal(6), z.literal(12)]),
    /** Pinned to the user's home page. */
    fijado: z.boolean().optional(),
  })
  .strict();
export const layoutSchema = z.object({ elementos: z.array(layoutItemSchema).max(200) }).strict();
export type DashboardLayout = z.infer<typeof layoutSchema>;

export const myDashboardSchema = z.object({
  elementos: z.array(
    z.object({
      elementoId: z.number().int(),
      tipo: z.number().int(),
      nombre: z.string(),
      descripcion: z.string(),
      columnaEtiqueta: z.string(),
      columnasValor: z.array(z.string()),
      ancho: z.number().int(),
      fijado: z.boolean(),
      filtros: z.array(
        z.object({
          nombre: z.string(),
          etiqueta: z.string(),
          obligatorio: z.boolean(),
          seleccionMultiple: z.boolean(),
          tipoDato: z.enum(FILTER_DATA_TYPES),
          /** Session filters are applied by the server and not shown. */
          opciones: z.array(filterOptionSchema),
          libre: z.boolean(),
        }),
      ),
    }),
  ),
});
export type MyDashboard = z.infer<typeof myDashboardSchema>;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const connectionStringIdParamsSchema = z.object({ cadenaConexionId: idParam }).strict();
export const queryObjectIdParamsSchema = z.object({ objetoConsultaId: idParam }).strict();
export const conditionFilterIdParamsSchema = z.object({ filtroCondicionId: idParam }).strict();
export const elementIdParamsSchema = z.object({ elementoId: idParam }).strict();

export const elementSummarySchema = z.object({
  elementoId: z.number().int(),
  tipo: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  objetoConsulta: z.string(),
  updatedAt: z.string(),
});
export type ElementSummary = z.infer<typeof elementSummarySchema>;
export const filterOptionsResponseSchema = z.array(filterOptionSchema);

export const queryObjectExportQuerySchema = queryObjectListQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: exportQuerySchema.shape.formato })
  .strict();
export const conditionFilterExportQuerySchema = conditionFilterListQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: exportQuerySchema.shape.formato })
  .strict();
export const elementExportListQuerySchema = elementListQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: exportQuerySchema.shape.formato })
  .strict();

// ---------- user notifications raised by a query object ----------

/** The channels a query object's notification may use (the users' own channel settings still apply). */
export const QUERY_NOTIFICATION_CHANNELS = ['portal', 'email', 'sms', 'whatsapp'] as const;
export const queryNotificationPath = (objetoConsultaId: number) => `${QUERY_OBJECTS_API}/${objetoConsultaId}/Notificacion`;
/** Active users a notification may tell (`llaveBuscar` or `ids`, at most 50), for designers without Usuarios read. */
export const NOTIFICATION_USERS_API = `${DATA_ACCESS_API}/Opciones/Usuarios`;

export const queryNotificationInputSchema = z
  .object({
    nombre: name(100),
    canales: z
      .array(z.enum(QUERY_NOTIFICATION_CHANNELS, { message: 'validation.invalidValue' }))
      .min(1, { message: 'validation.required' })
      .refine((list) => new Set(list).size === list.length, { message: 'validation.invalidValue' }),
    usuarios: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1, { message: 'validation.required' })
      .max(100, { message: 'validation.tooMany' }),
    activa: z.boolean().default(true),
  })
  .strict();
export type QueryNotificationInput = z.infer<typeof queryNotificationInputSchema>;

export const queryNotificationSchema = z.object({
  notificacionId: z.number().int(),
  objetoConsultaId: z.number().int(),
  nombre: z.string(),
  canales: z.array(z.enum(QUERY_NOTIFICATION_CHANNELS)),
  usuarios: z.array(z.number().int()),
  activa: z.boolean(),
  /** When the job last ran it, and last told the users. */
  ultimaRevision: z.string().nullable(),
  ultimoAviso: z.string().nullable(),
});
export type QueryNotification = z.infer<typeof queryNotificationSchema>;
/** The PUT takes back its GET body: ids compared, the job's last run and last notice ignored. */
export const queryNotificationPut = putBody(queryNotificationInputSchema, queryNotificationSchema);

// ---------- PUT bodies that take back what their GET gave (decision 0178) ----------
export const connectionStringPut = putBody(
  connectionStringBase.extend({ cadenaConexionId: z.number().int().positive(), rowVersion }),
  connectionStringSchema,
  refineConnection,
);
export const queryObjectPut = putBody(
  queryObjectBase.extend({ objetoConsultaId: z.number().int().positive(), rowVersion }),
  queryObjectSchema,
  refineQueryObject,
);
export const conditionFilterPut = putBody(
  conditionFilterBase.extend({ filtroCondicionId: z.number().int().positive(), rowVersion }),
  conditionFilterSchema,
  refineFilter,
);
