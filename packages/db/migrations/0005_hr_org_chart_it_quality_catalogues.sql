CREATE TABLE "hr_areas_trabajo" (
	"area_trabajo_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"departamento_id" integer NOT NULL,
	"responsable" varchar(150),
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("responsable", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_clases_contrato" (
	"clase_contrato_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_dedicaciones_laborales" (
	"dedicacion_laboral_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_departamentos" (
	"departamento_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"departamento_supervisor_id" integer,
	"responsable" varchar(150),
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("responsable", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_escolaridades" (
	"escolaridad_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"descripcion" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_esquemas_pago_tipo" (
	"esquema_pago_tipo_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_estados_civiles" (
	"estado_civil_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"descripcion" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_formaciones_academicas" (
	"formacion_academica_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"escolaridad_id" integer,
	"descripcion" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_funciones_laborales" (
	"funcion_laboral_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_habilidad_tipos" (
	"habilidad_tipo_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_habilidades" (
	"habilidad_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"habilidad_tipo_id" integer NOT NULL,
	"descripcion" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_horarios" (
	"horario_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"inicio_turno" varchar(5) NOT NULL,
	"fin_turno" varchar(5) NOT NULL,
	"descripcion" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_idiomas" (
	"idioma_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"clave" varchar(5),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("clave", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_lugares_trabajo" (
	"lugar_trabajo_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"direccion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("direccion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_perfil_formaciones_academicas" (
	"perfil_formacion_academica_id" serial PRIMARY KEY NOT NULL,
	"perfil_id" integer NOT NULL,
	"formacion_academica_id" integer NOT NULL,
	"observaciones" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("observaciones", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_perfil_habilidades" (
	"perfil_habilidad_id" serial PRIMARY KEY NOT NULL,
	"perfil_id" integer NOT NULL,
	"habilidad_id" integer NOT NULL,
	"anios" integer,
	"meses" integer,
	"porcentaje" numeric(5, 2),
	"observaciones" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("observaciones", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_perfil_idiomas" (
	"perfil_idioma_id" serial PRIMARY KEY NOT NULL,
	"perfil_id" integer NOT NULL,
	"idioma_id" integer NOT NULL,
	"porcentaje" numeric(5, 2) NOT NULL,
	"observaciones" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("observaciones", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_perfiles" (
	"perfil_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"genero" varchar(30) DEFAULT 'indistinto' NOT NULL,
	"estado_civil_id" integer,
	"edad_minima" integer,
	"edad_maxima" integer,
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_perfiles_salariales" (
	"perfil_salarial_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"perfil_id" integer,
	"base" numeric(14, 2) NOT NULL,
	"tiene_prestaciones" boolean DEFAULT true NOT NULL,
	"prestaciones" numeric(14, 2),
	"variable" numeric(14, 2),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_periodo_pago_tipos" (
	"periodo_pago_tipo_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"dias" integer,
	"descripcion" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_puesto_funciones_laborales" (
	"puesto_funcion_laboral_id" serial PRIMARY KEY NOT NULL,
	"puesto_id" integer NOT NULL,
	"funcion_laboral_id" integer NOT NULL,
	"observaciones" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("observaciones", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_puesto_horarios" (
	"puesto_horario_id" serial PRIMARY KEY NOT NULL,
	"puesto_id" integer NOT NULL,
	"horario_id" integer NOT NULL,
	"dias" varchar(120) NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("dias", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_puesto_lineas_ascenso" (
	"puesto_linea_ascenso_id" serial PRIMARY KEY NOT NULL,
	"puesto_id" integer NOT NULL,
	"desde_area_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"observaciones" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("observaciones", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_puestos" (
	"puesto_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"area_id" integer,
	"clase_contrato_id" integer NOT NULL,
	"dedicacion_laboral_id" integer,
	"perfil_id" integer NOT NULL,
	"perfil_salarial_id" integer,
	"reporta_a_id" integer,
	"esquema_pago_tipo_id" integer,
	"periodo_pago_tipo_id" integer,
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_puestos_trabajo" (
	"puesto_trabajo_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"area_trabajo_id" integer NOT NULL,
	"actividades_perfil" text,
	"edad" varchar(40),
	"escolaridad_id" integer,
	"experiencia" varchar(200),
	"genero" varchar(30) DEFAULT 'indistinto' NOT NULL,
	"horario" varchar(120),
	"salario" numeric(14, 2),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("actividades_perfil", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_solicitudes_personal" (
	"solicitud_personal_id" serial PRIMARY KEY NOT NULL,
	"puesto_id" integer NOT NULL,
	"area_id" integer,
	"vacantes" integer DEFAULT 1 NOT NULL,
	"motivo" varchar(30) NOT NULL,
	"fecha_solicitud" date NOT NULL,
	"fecha_requerida" date,
	"solicitante" varchar(150) NOT NULL,
	"estado" varchar(30) DEFAULT 'pendiente' NOT NULL,
	"observaciones" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("solicitante", '') || ' ' || coalesce("observaciones", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "hr_tipos_empleado" (
	"tipo_empleado_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"descripcion" varchar(250),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "org_areas" (
	"area_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"nivel_jerarquico_id" integer NOT NULL,
	"area_depende_id" integer,
	"orden" integer NOT NULL,
	"indice" varchar(20),
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("indice", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "org_niveles_jerarquicos" (
	"nivel_jerarquico_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"orden" integer NOT NULL,
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "ti_bancos" (
	"banco_id" serial PRIMARY KEY NOT NULL,
	"clave" varchar(3) NOT NULL,
	"nombre_corto" varchar(60) NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("clave", '') || ' ' || coalesce("nombre_corto", '') || ' ' || coalesce("nombre", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "ti_cuentas_bancarias" (
	"proveedor_ti_cuenta_bancaria_id" serial PRIMARY KEY NOT NULL,
	"nombre_corto" varchar(60) NOT NULL,
	"banco_id" integer NOT NULL,
	"proveedor_ti_id" integer,
	"razon_social" varchar(200) NOT NULL,
	"rfc" varchar(13),
	"numero_cuenta" varchar(20),
	"clabe" varchar(18) NOT NULL,
	"tarjeta" varchar(19),
	"codigo_postal" varchar(5),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre_corto", '') || ' ' || coalesce("razon_social", '') || ' ' || coalesce("rfc", '') || ' ' || coalesce("numero_cuenta", '') || ' ' || coalesce("clabe", '') || ' ' || coalesce("tarjeta", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "ti_equipos" (
	"equipo_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"tipo_equipo_id" integer NOT NULL,
	"marca_id" integer,
	"modelo_id" integer,
	"serie" varchar(100),
	"cpu" varchar(120),
	"ram_gb" integer,
	"disco_gb" integer,
	"pantalla_pulgadas" numeric(4, 1),
	"ip" varchar(45),
	"imei" varchar(15),
	"proveedor_ti_id" integer,
	"costo" numeric(14, 2),
	"fecha_compra" date,
	"fecha_garantia" date,
	"fecha_garantia_extendida" date,
	"fecha_fin_contrato" date,
	"documentos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("serie", '') || ' ' || coalesce("cpu", '') || ' ' || coalesce("ip", '') || ' ' || coalesce("imei", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "ti_marcas" (
	"tipo_marca_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "ti_modelos" (
	"tipo_equipo_marca_modelo_id" serial PRIMARY KEY NOT NULL,
	"marca_id" integer NOT NULL,
	"tipo_equipo_id" integer NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "ti_proveedor_contactos" (
	"proveedor_ti_contacto_id" serial PRIMARY KEY NOT NULL,
	"proveedor_ti_id" integer NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"puesto" varchar(100),
	"telefono" varchar(20),
	"email" varchar(254),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("puesto", '') || ' ' || coalesce("email", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "ti_proveedores" (
	"proveedor_ti_id" serial PRIMARY KEY NOT NULL,
	"alias" varchar(60) NOT NULL,
	"razon_social" varchar(200) NOT NULL,
	"rfc" varchar(20) NOT NULL,
	"direccion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("alias", '') || ' ' || coalesce("razon_social", '') || ' ' || coalesce("rfc", '') || ' ' || coalesce("direccion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "ti_software" (
	"software_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"serie" varchar(100),
	"licencia" varchar(200),
	"cantidad_usuarios" integer,
	"costo" numeric(14, 2),
	"fecha_compra" date,
	"fecha_expiracion" date,
	"descripcion" text,
	"observaciones" text,
	"credenciales" text,
	"documentos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("serie", '') || ' ' || coalesce("licencia", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "ti_tipos_equipo" (
	"tipo_equipo_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "cal_accion_mejora_problemas" (
	"accion_mejora_problema_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "cal_indicadores" (
	"indicador_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"meta" numeric(14, 2),
	"unidad" varchar(30),
	"frecuencia" varchar(30) DEFAULT 'mensual' NOT NULL,
	"responsable" varchar(150),
	"formula" text,
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("responsable", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "cal_rams" (
	"ram_id" serial PRIMARY KEY NOT NULL,
	"folio" varchar(20) NOT NULL,
	"fecha" date NOT NULL,
	"tipo" varchar(30) DEFAULT 'correctiva' NOT NULL,
	"estado" varchar(30) DEFAULT 'abierta' NOT NULL,
	"accion_mejora_problema_id" integer NOT NULL,
	"requerimiento_id" integer NOT NULL,
	"indicador_id" integer,
	"responsable" varchar(150) NOT NULL,
	"fecha_compromiso" date,
	"fecha_cierre" date,
	"descripcion" text NOT NULL,
	"causa_raiz" text,
	"accion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("folio", '') || ' ' || coalesce("responsable", '') || ' ' || coalesce("descripcion", '') || ' ' || coalesce("causa_raiz", '') || ' ' || coalesce("accion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "cal_requerimiento_calidad_tipos" (
	"requerimiento_calidad_tipo_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "cal_requerimiento_documento_tipos" (
	"requerimiento_documento_tipo_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "cal_requerimientos" (
	"requerimiento_id" serial PRIMARY KEY NOT NULL,
	"clave" varchar(20) NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"requerimiento_calidad_tipo_id" integer NOT NULL,
	"requerimiento_documento_tipo_id" integer NOT NULL,
	"norma" varchar(100),
	"vigente" boolean DEFAULT true NOT NULL,
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("clave", '') || ' ' || coalesce("nombre", '') || ' ' || coalesce("norma", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
ALTER TABLE "hr_areas_trabajo" ADD CONSTRAINT "hr_areas_trabajo_departamento_id_hr_departamentos_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."hr_departamentos"("departamento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_areas_trabajo" ADD CONSTRAINT "hr_areas_trabajo_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_areas_trabajo" ADD CONSTRAINT "hr_areas_trabajo_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_clases_contrato" ADD CONSTRAINT "hr_clases_contrato_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_clases_contrato" ADD CONSTRAINT "hr_clases_contrato_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_dedicaciones_laborales" ADD CONSTRAINT "hr_dedicaciones_laborales_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_dedicaciones_laborales" ADD CONSTRAINT "hr_dedicaciones_laborales_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_departamentos" ADD CONSTRAINT "hr_departamentos_departamento_supervisor_id_hr_departamentos_departamento_id_fk" FOREIGN KEY ("departamento_supervisor_id") REFERENCES "public"."hr_departamentos"("departamento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_departamentos" ADD CONSTRAINT "hr_departamentos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_departamentos" ADD CONSTRAINT "hr_departamentos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_escolaridades" ADD CONSTRAINT "hr_escolaridades_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_escolaridades" ADD CONSTRAINT "hr_escolaridades_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_esquemas_pago_tipo" ADD CONSTRAINT "hr_esquemas_pago_tipo_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_esquemas_pago_tipo" ADD CONSTRAINT "hr_esquemas_pago_tipo_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_estados_civiles" ADD CONSTRAINT "hr_estados_civiles_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_estados_civiles" ADD CONSTRAINT "hr_estados_civiles_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_formaciones_academicas" ADD CONSTRAINT "hr_formaciones_academicas_escolaridad_id_hr_escolaridades_escolaridad_id_fk" FOREIGN KEY ("escolaridad_id") REFERENCES "public"."hr_escolaridades"("escolaridad_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_formaciones_academicas" ADD CONSTRAINT "hr_formaciones_academicas_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_formaciones_academicas" ADD CONSTRAINT "hr_formaciones_academicas_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_funciones_laborales" ADD CONSTRAINT "hr_funciones_laborales_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_funciones_laborales" ADD CONSTRAINT "hr_funciones_laborales_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_habilidad_tipos" ADD CONSTRAINT "hr_habilidad_tipos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_habilidad_tipos" ADD CONSTRAINT "hr_habilidad_tipos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_habilidades" ADD CONSTRAINT "hr_habilidades_habilidad_tipo_id_hr_habilidad_tipos_habilidad_tipo_id_fk" FOREIGN KEY ("habilidad_tipo_id") REFERENCES "public"."hr_habilidad_tipos"("habilidad_tipo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_habilidades" ADD CONSTRAINT "hr_habilidades_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_habilidades" ADD CONSTRAINT "hr_habilidades_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_horarios" ADD CONSTRAINT "hr_horarios_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_horarios" ADD CONSTRAINT "hr_horarios_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_idiomas" ADD CONSTRAINT "hr_idiomas_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_idiomas" ADD CONSTRAINT "hr_idiomas_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_lugares_trabajo" ADD CONSTRAINT "hr_lugares_trabajo_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_lugares_trabajo" ADD CONSTRAINT "hr_lugares_trabajo_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_formaciones_academicas" ADD CONSTRAINT "hr_perfil_formaciones_academicas_perfil_id_hr_perfiles_perfil_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."hr_perfiles"("perfil_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_formaciones_academicas" ADD CONSTRAINT "hr_perfil_formaciones_academicas_formacion_academica_id_hr_formaciones_academicas_formacion_academica_id_fk" FOREIGN KEY ("formacion_academica_id") REFERENCES "public"."hr_formaciones_academicas"("formacion_academica_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_formaciones_academicas" ADD CONSTRAINT "hr_perfil_formaciones_academicas_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_formaciones_academicas" ADD CONSTRAINT "hr_perfil_formaciones_academicas_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_habilidades" ADD CONSTRAINT "hr_perfil_habilidades_perfil_id_hr_perfiles_perfil_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."hr_perfiles"("perfil_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_habilidades" ADD CONSTRAINT "hr_perfil_habilidades_habilidad_id_hr_habilidades_habilidad_id_fk" FOREIGN KEY ("habilidad_id") REFERENCES "public"."hr_habilidades"("habilidad_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_habilidades" ADD CONSTRAINT "hr_perfil_habilidades_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_habilidades" ADD CONSTRAINT "hr_perfil_habilidades_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_idiomas" ADD CONSTRAINT "hr_perfil_idiomas_perfil_id_hr_perfiles_perfil_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."hr_perfiles"("perfil_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_idiomas" ADD CONSTRAINT "hr_perfil_idiomas_idioma_id_hr_idiomas_idioma_id_fk" FOREIGN KEY ("idioma_id") REFERENCES "public"."hr_idiomas"("idioma_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_idiomas" ADD CONSTRAINT "hr_perfil_idiomas_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfil_idiomas" ADD CONSTRAINT "hr_perfil_idiomas_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfiles" ADD CONSTRAINT "hr_perfiles_estado_civil_id_hr_estados_civiles_estado_civil_id_fk" FOREIGN KEY ("estado_civil_id") REFERENCES "public"."hr_estados_civiles"("estado_civil_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfiles" ADD CONSTRAINT "hr_perfiles_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfiles" ADD CONSTRAINT "hr_perfiles_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfiles_salariales" ADD CONSTRAINT "hr_perfiles_salariales_perfil_id_hr_perfiles_perfil_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."hr_perfiles"("perfil_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfiles_salariales" ADD CONSTRAINT "hr_perfiles_salariales_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_perfiles_salariales" ADD CONSTRAINT "hr_perfiles_salariales_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_periodo_pago_tipos" ADD CONSTRAINT "hr_periodo_pago_tipos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_periodo_pago_tipos" ADD CONSTRAINT "hr_periodo_pago_tipos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_funciones_laborales" ADD CONSTRAINT "hr_puesto_funciones_laborales_puesto_id_hr_puestos_puesto_id_fk" FOREIGN KEY ("puesto_id") REFERENCES "public"."hr_puestos"("puesto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_funciones_laborales" ADD CONSTRAINT "hr_puesto_funciones_laborales_funcion_laboral_id_hr_funciones_laborales_funcion_laboral_id_fk" FOREIGN KEY ("funcion_laboral_id") REFERENCES "public"."hr_funciones_laborales"("funcion_laboral_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_funciones_laborales" ADD CONSTRAINT "hr_puesto_funciones_laborales_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_funciones_laborales" ADD CONSTRAINT "hr_puesto_funciones_laborales_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_horarios" ADD CONSTRAINT "hr_puesto_horarios_puesto_id_hr_puestos_puesto_id_fk" FOREIGN KEY ("puesto_id") REFERENCES "public"."hr_puestos"("puesto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_horarios" ADD CONSTRAINT "hr_puesto_horarios_horario_id_hr_horarios_horario_id_fk" FOREIGN KEY ("horario_id") REFERENCES "public"."hr_horarios"("horario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_horarios" ADD CONSTRAINT "hr_puesto_horarios_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_horarios" ADD CONSTRAINT "hr_puesto_horarios_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_lineas_ascenso" ADD CONSTRAINT "hr_puesto_lineas_ascenso_puesto_id_hr_puestos_puesto_id_fk" FOREIGN KEY ("puesto_id") REFERENCES "public"."hr_puestos"("puesto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_lineas_ascenso" ADD CONSTRAINT "hr_puesto_lineas_ascenso_desde_area_id_org_areas_area_id_fk" FOREIGN KEY ("desde_area_id") REFERENCES "public"."org_areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_lineas_ascenso" ADD CONSTRAINT "hr_puesto_lineas_ascenso_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puesto_lineas_ascenso" ADD CONSTRAINT "hr_puesto_lineas_ascenso_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos" ADD CONSTRAINT "hr_puestos_area_id_org_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."org_areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos" ADD CONSTRAINT "hr_puestos_clase_contrato_id_hr_clases_contrato_clase_contrato_id_fk" FOREIGN KEY ("clase_contrato_id") REFERENCES "public"."hr_clases_contrato"("clase_contrato_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos" ADD CONSTRAINT "hr_puestos_dedicacion_laboral_id_hr_dedicaciones_laborales_dedicacion_laboral_id_fk" FOREIGN KEY ("dedicacion_laboral_id") REFERENCES "public"."hr_dedicaciones_laborales"("dedicacion_laboral_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos" ADD CONSTRAINT "hr_puestos_perfil_id_hr_perfiles_perfil_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."hr_perfiles"("perfil_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos" ADD CONSTRAINT "hr_puestos_perfil_salarial_id_hr_perfiles_salariales_perfil_salarial_id_fk" FOREIGN KEY ("perfil_salarial_id") REFERENCES "public"."hr_perfiles_salariales"("perfil_salarial_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos" ADD CONSTRAINT "hr_puestos_reporta_a_id_hr_puestos_puesto_id_fk" FOREIGN KEY ("reporta_a_id") REFERENCES "public"."hr_puestos"("puesto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos" ADD CONSTRAINT "hr_puestos_esquema_pago_tipo_id_hr_esquemas_pago_tipo_esquema_pago_tipo_id_fk" FOREIGN KEY ("esquema_pago_tipo_id") REFERENCES "public"."hr_esquemas_pago_tipo"("esquema_pago_tipo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos" ADD CONSTRAINT "hr_puestos_periodo_pago_tipo_id_hr_periodo_pago_tipos_periodo_pago_tipo_id_fk" FOREIGN KEY ("periodo_pago_tipo_id") REFERENCES "public"."hr_periodo_pago_tipos"("periodo_pago_tipo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos" ADD CONSTRAINT "hr_puestos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos" ADD CONSTRAINT "hr_puestos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos_trabajo" ADD CONSTRAINT "hr_puestos_trabajo_area_trabajo_id_hr_areas_trabajo_area_trabajo_id_fk" FOREIGN KEY ("area_trabajo_id") REFERENCES "public"."hr_areas_trabajo"("area_trabajo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos_trabajo" ADD CONSTRAINT "hr_puestos_trabajo_escolaridad_id_hr_escolaridades_escolaridad_id_fk" FOREIGN KEY ("escolaridad_id") REFERENCES "public"."hr_escolaridades"("escolaridad_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos_trabajo" ADD CONSTRAINT "hr_puestos_trabajo_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_puestos_trabajo" ADD CONSTRAINT "hr_puestos_trabajo_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_solicitudes_personal" ADD CONSTRAINT "hr_solicitudes_personal_puesto_id_hr_puestos_puesto_id_fk" FOREIGN KEY ("puesto_id") REFERENCES "public"."hr_puestos"("puesto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_solicitudes_personal" ADD CONSTRAINT "hr_solicitudes_personal_area_id_org_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."org_areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_solicitudes_personal" ADD CONSTRAINT "hr_solicitudes_personal_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_solicitudes_personal" ADD CONSTRAINT "hr_solicitudes_personal_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_tipos_empleado" ADD CONSTRAINT "hr_tipos_empleado_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_tipos_empleado" ADD CONSTRAINT "hr_tipos_empleado_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_areas" ADD CONSTRAINT "org_areas_nivel_jerarquico_id_org_niveles_jerarquicos_nivel_jerarquico_id_fk" FOREIGN KEY ("nivel_jerarquico_id") REFERENCES "public"."org_niveles_jerarquicos"("nivel_jerarquico_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_areas" ADD CONSTRAINT "org_areas_area_depende_id_org_areas_area_id_fk" FOREIGN KEY ("area_depende_id") REFERENCES "public"."org_areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_areas" ADD CONSTRAINT "org_areas_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_areas" ADD CONSTRAINT "org_areas_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_niveles_jerarquicos" ADD CONSTRAINT "org_niveles_jerarquicos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_niveles_jerarquicos" ADD CONSTRAINT "org_niveles_jerarquicos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_bancos" ADD CONSTRAINT "ti_bancos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_bancos" ADD CONSTRAINT "ti_bancos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_cuentas_bancarias" ADD CONSTRAINT "ti_cuentas_bancarias_banco_id_ti_bancos_banco_id_fk" FOREIGN KEY ("banco_id") REFERENCES "public"."ti_bancos"("banco_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_cuentas_bancarias" ADD CONSTRAINT "ti_cuentas_bancarias_proveedor_ti_id_ti_proveedores_proveedor_ti_id_fk" FOREIGN KEY ("proveedor_ti_id") REFERENCES "public"."ti_proveedores"("proveedor_ti_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_cuentas_bancarias" ADD CONSTRAINT "ti_cuentas_bancarias_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_cuentas_bancarias" ADD CONSTRAINT "ti_cuentas_bancarias_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_equipos" ADD CONSTRAINT "ti_equipos_tipo_equipo_id_ti_tipos_equipo_tipo_equipo_id_fk" FOREIGN KEY ("tipo_equipo_id") REFERENCES "public"."ti_tipos_equipo"("tipo_equipo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_equipos" ADD CONSTRAINT "ti_equipos_marca_id_ti_marcas_tipo_marca_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."ti_marcas"("tipo_marca_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_equipos" ADD CONSTRAINT "ti_equipos_modelo_id_ti_modelos_tipo_equipo_marca_modelo_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."ti_modelos"("tipo_equipo_marca_modelo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_equipos" ADD CONSTRAINT "ti_equipos_proveedor_ti_id_ti_proveedores_proveedor_ti_id_fk" FOREIGN KEY ("proveedor_ti_id") REFERENCES "public"."ti_proveedores"("proveedor_ti_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_equipos" ADD CONSTRAINT "ti_equipos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_equipos" ADD CONSTRAINT "ti_equipos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_marcas" ADD CONSTRAINT "ti_marcas_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_marcas" ADD CONSTRAINT "ti_marcas_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_modelos" ADD CONSTRAINT "ti_modelos_marca_id_ti_marcas_tipo_marca_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."ti_marcas"("tipo_marca_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_modelos" ADD CONSTRAINT "ti_modelos_tipo_equipo_id_ti_tipos_equipo_tipo_equipo_id_fk" FOREIGN KEY ("tipo_equipo_id") REFERENCES "public"."ti_tipos_equipo"("tipo_equipo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_modelos" ADD CONSTRAINT "ti_modelos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_modelos" ADD CONSTRAINT "ti_modelos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_proveedor_contactos" ADD CONSTRAINT "ti_proveedor_contactos_proveedor_ti_id_ti_proveedores_proveedor_ti_id_fk" FOREIGN KEY ("proveedor_ti_id") REFERENCES "public"."ti_proveedores"("proveedor_ti_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_proveedor_contactos" ADD CONSTRAINT "ti_proveedor_contactos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_proveedor_contactos" ADD CONSTRAINT "ti_proveedor_contactos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_proveedores" ADD CONSTRAINT "ti_proveedores_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_proveedores" ADD CONSTRAINT "ti_proveedores_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_software" ADD CONSTRAINT "ti_software_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_software" ADD CONSTRAINT "ti_software_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_tipos_equipo" ADD CONSTRAINT "ti_tipos_equipo_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ti_tipos_equipo" ADD CONSTRAINT "ti_tipos_equipo_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_accion_mejora_problemas" ADD CONSTRAINT "cal_accion_mejora_problemas_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_accion_mejora_problemas" ADD CONSTRAINT "cal_accion_mejora_problemas_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_indicadores" ADD CONSTRAINT "cal_indicadores_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_indicadores" ADD CONSTRAINT "cal_indicadores_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_rams" ADD CONSTRAINT "cal_rams_accion_mejora_problema_id_cal_accion_mejora_problemas_accion_mejora_problema_id_fk" FOREIGN KEY ("accion_mejora_problema_id") REFERENCES "public"."cal_accion_mejora_problemas"("accion_mejora_problema_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_rams" ADD CONSTRAINT "cal_rams_requerimiento_id_cal_requerimientos_requerimiento_id_fk" FOREIGN KEY ("requerimiento_id") REFERENCES "public"."cal_requerimientos"("requerimiento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_rams" ADD CONSTRAINT "cal_rams_indicador_id_cal_indicadores_indicador_id_fk" FOREIGN KEY ("indicador_id") REFERENCES "public"."cal_indicadores"("indicador_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_rams" ADD CONSTRAINT "cal_rams_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_rams" ADD CONSTRAINT "cal_rams_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_requerimiento_calidad_tipos" ADD CONSTRAINT "cal_requerimiento_calidad_tipos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_requerimiento_calidad_tipos" ADD CONSTRAINT "cal_requerimiento_calidad_tipos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_requerimiento_documento_tipos" ADD CONSTRAINT "cal_requerimiento_documento_tipos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_requerimiento_documento_tipos" ADD CONSTRAINT "cal_requerimiento_documento_tipos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_requerimientos" ADD CONSTRAINT "cal_requerimientos_requerimiento_calidad_tipo_id_cal_requerimiento_calidad_tipos_requerimiento_calidad_tipo_id_fk" FOREIGN KEY ("requerimiento_calidad_tipo_id") REFERENCES "public"."cal_requerimiento_calidad_tipos"("requerimiento_calidad_tipo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_requerimientos" ADD CONSTRAINT "cal_requerimientos_requerimiento_documento_tipo_id_cal_requerimiento_documento_tipos_requerimiento_documento_tipo_id_fk" FOREIGN KEY ("requerimiento_documento_tipo_id") REFERENCES "public"."cal_requerimiento_documento_tipos"("requerimiento_documento_tipo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_requerimientos" ADD CONSTRAINT "cal_requerimientos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_requerimientos" ADD CONSTRAINT "cal_requerimientos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hr_areas_trabajo_nombre_unique" ON "hr_areas_trabajo" USING btree ("departamento_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_areas_trabajo_nombre_idx" ON "hr_areas_trabajo" USING btree ("nombre","area_trabajo_id");--> statement-breakpoint
CREATE INDEX "hr_areas_trabajo_departamento_id_idx" ON "hr_areas_trabajo" USING btree ("departamento_id","area_trabajo_id");--> statement-breakpoint
CREATE INDEX "hr_areas_trabajo_responsable_idx" ON "hr_areas_trabajo" USING btree ("responsable","area_trabajo_id");--> statement-breakpoint
CREATE INDEX "hr_areas_trabajo_updated_at_idx" ON "hr_areas_trabajo" USING btree ("updated_at","area_trabajo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_clases_contrato_nombre_unique" ON "hr_clases_contrato" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_clases_contrato_nombre_idx" ON "hr_clases_contrato" USING btree ("nombre","clase_contrato_id");--> statement-breakpoint
CREATE INDEX "hr_clases_contrato_updated_at_idx" ON "hr_clases_contrato" USING btree ("updated_at","clase_contrato_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_dedicaciones_laborales_nombre_unique" ON "hr_dedicaciones_laborales" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_dedicaciones_laborales_nombre_idx" ON "hr_dedicaciones_laborales" USING btree ("nombre","dedicacion_laboral_id");--> statement-breakpoint
CREATE INDEX "hr_dedicaciones_laborales_updated_at_idx" ON "hr_dedicaciones_laborales" USING btree ("updated_at","dedicacion_laboral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_departamentos_nombre_unique" ON "hr_departamentos" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_departamentos_nombre_idx" ON "hr_departamentos" USING btree ("nombre","departamento_id");--> statement-breakpoint
CREATE INDEX "hr_departamentos_departamento_supervisor_id_idx" ON "hr_departamentos" USING btree ("departamento_supervisor_id","departamento_id");--> statement-breakpoint
CREATE INDEX "hr_departamentos_responsable_idx" ON "hr_departamentos" USING btree ("responsable","departamento_id");--> statement-breakpoint
CREATE INDEX "hr_departamentos_updated_at_idx" ON "hr_departamentos" USING btree ("updated_at","departamento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_escolaridades_nombre_unique" ON "hr_escolaridades" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_escolaridades_nombre_idx" ON "hr_escolaridades" USING btree ("nombre","escolaridad_id");--> statement-breakpoint
CREATE INDEX "hr_escolaridades_updated_at_idx" ON "hr_escolaridades" USING btree ("updated_at","escolaridad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_esquemas_pago_tipo_nombre_unique" ON "hr_esquemas_pago_tipo" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_esquemas_pago_tipo_nombre_idx" ON "hr_esquemas_pago_tipo" USING btree ("nombre","esquema_pago_tipo_id");--> statement-breakpoint
CREATE INDEX "hr_esquemas_pago_tipo_updated_at_idx" ON "hr_esquemas_pago_tipo" USING btree ("updated_at","esquema_pago_tipo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_estados_civiles_nombre_unique" ON "hr_estados_civiles" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_estados_civiles_nombre_idx" ON "hr_estados_civiles" USING btree ("nombre","estado_civil_id");--> statement-breakpoint
CREATE INDEX "hr_estados_civiles_updated_at_idx" ON "hr_estados_civiles" USING btree ("updated_at","estado_civil_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_formaciones_academicas_nombre_unique" ON "hr_formaciones_academicas" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_formaciones_academicas_nombre_idx" ON "hr_formaciones_academicas" USING btree ("nombre","formacion_academica_id");--> statement-breakpoint
CREATE INDEX "hr_formaciones_academicas_escolaridad_id_idx" ON "hr_formaciones_academicas" USING btree ("escolaridad_id","formacion_academica_id");--> statement-breakpoint
CREATE INDEX "hr_formaciones_academicas_updated_at_idx" ON "hr_formaciones_academicas" USING btree ("updated_at","formacion_academica_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_funciones_laborales_nombre_unique" ON "hr_funciones_laborales" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_funciones_laborales_nombre_idx" ON "hr_funciones_laborales" USING btree ("nombre","funcion_laboral_id");--> statement-breakpoint
CREATE INDEX "hr_funciones_laborales_updated_at_idx" ON "hr_funciones_laborales" USING btree ("updated_at","funcion_laboral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_habilidad_tipos_nombre_unique" ON "hr_habilidad_tipos" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_habilidad_tipos_nombre_idx" ON "hr_habilidad_tipos" USING btree ("nombre","habilidad_tipo_id");--> statement-breakpoint
CREATE INDEX "hr_habilidad_tipos_updated_at_idx" ON "hr_habilidad_tipos" USING btree ("updated_at","habilidad_tipo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_habilidades_nombre_unique" ON "hr_habilidades" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_habilidades_nombre_idx" ON "hr_habilidades" USING btree ("nombre","habilidad_id");--> statement-breakpoint
CREATE INDEX "hr_habilidades_habilidad_tipo_id_idx" ON "hr_habilidades" USING btree ("habilidad_tipo_id","habilidad_id");--> statement-breakpoint
CREATE INDEX "hr_habilidades_updated_at_idx" ON "hr_habilidades" USING btree ("updated_at","habilidad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_horarios_nombre_unique" ON "hr_horarios" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_horarios_nombre_idx" ON "hr_horarios" USING btree ("nombre","horario_id");--> statement-breakpoint
CREATE INDEX "hr_horarios_inicio_turno_idx" ON "hr_horarios" USING btree ("inicio_turno","horario_id");--> statement-breakpoint
CREATE INDEX "hr_horarios_fin_turno_idx" ON "hr_horarios" USING btree ("fin_turno","horario_id");--> statement-breakpoint
CREATE INDEX "hr_horarios_updated_at_idx" ON "hr_horarios" USING btree ("updated_at","horario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_idiomas_nombre_unique" ON "hr_idiomas" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_idiomas_nombre_idx" ON "hr_idiomas" USING btree ("nombre","idioma_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_idiomas_clave_unique" ON "hr_idiomas" USING btree (lower("clave"));--> statement-breakpoint
CREATE INDEX "hr_idiomas_clave_idx" ON "hr_idiomas" USING btree ("clave","idioma_id");--> statement-breakpoint
CREATE INDEX "hr_idiomas_updated_at_idx" ON "hr_idiomas" USING btree ("updated_at","idioma_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_lugares_trabajo_nombre_unique" ON "hr_lugares_trabajo" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_lugares_trabajo_nombre_idx" ON "hr_lugares_trabajo" USING btree ("nombre","lugar_trabajo_id");--> statement-breakpoint
CREATE INDEX "hr_lugares_trabajo_updated_at_idx" ON "hr_lugares_trabajo" USING btree ("updated_at","lugar_trabajo_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_formaciones_academicas_perfil_id_idx" ON "hr_perfil_formaciones_academicas" USING btree ("perfil_id","perfil_formacion_academica_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_perfil_formaciones_academicas_formacion_academica_id_unique" ON "hr_perfil_formaciones_academicas" USING btree ("perfil_id","formacion_academica_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_formaciones_academicas_formacion_academica_id_idx" ON "hr_perfil_formaciones_academicas" USING btree ("formacion_academica_id","perfil_formacion_academica_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_formaciones_academicas_updated_at_idx" ON "hr_perfil_formaciones_academicas" USING btree ("updated_at","perfil_formacion_academica_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_habilidades_perfil_id_idx" ON "hr_perfil_habilidades" USING btree ("perfil_id","perfil_habilidad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_perfil_habilidades_habilidad_id_unique" ON "hr_perfil_habilidades" USING btree ("perfil_id","habilidad_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_habilidades_habilidad_id_idx" ON "hr_perfil_habilidades" USING btree ("habilidad_id","perfil_habilidad_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_habilidades_anios_idx" ON "hr_perfil_habilidades" USING btree ("anios","perfil_habilidad_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_habilidades_porcentaje_idx" ON "hr_perfil_habilidades" USING btree ("porcentaje","perfil_habilidad_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_habilidades_updated_at_idx" ON "hr_perfil_habilidades" USING btree ("updated_at","perfil_habilidad_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_idiomas_perfil_id_idx" ON "hr_perfil_idiomas" USING btree ("perfil_id","perfil_idioma_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_perfil_idiomas_idioma_id_unique" ON "hr_perfil_idiomas" USING btree ("perfil_id","idioma_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_idiomas_idioma_id_idx" ON "hr_perfil_idiomas" USING btree ("idioma_id","perfil_idioma_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_idiomas_porcentaje_idx" ON "hr_perfil_idiomas" USING btree ("porcentaje","perfil_idioma_id");--> statement-breakpoint
CREATE INDEX "hr_perfil_idiomas_updated_at_idx" ON "hr_perfil_idiomas" USING btree ("updated_at","perfil_idioma_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_perfiles_nombre_unique" ON "hr_perfiles" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_perfiles_nombre_idx" ON "hr_perfiles" USING btree ("nombre","perfil_id");--> statement-breakpoint
CREATE INDEX "hr_perfiles_estado_civil_id_idx" ON "hr_perfiles" USING btree ("estado_civil_id","perfil_id");--> statement-breakpoint
CREATE INDEX "hr_perfiles_edad_minima_idx" ON "hr_perfiles" USING btree ("edad_minima","perfil_id");--> statement-breakpoint
CREATE INDEX "hr_perfiles_edad_maxima_idx" ON "hr_perfiles" USING btree ("edad_maxima","perfil_id");--> statement-breakpoint
CREATE INDEX "hr_perfiles_updated_at_idx" ON "hr_perfiles" USING btree ("updated_at","perfil_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_perfiles_salariales_nombre_unique" ON "hr_perfiles_salariales" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_perfiles_salariales_nombre_idx" ON "hr_perfiles_salariales" USING btree ("nombre","perfil_salarial_id");--> statement-breakpoint
CREATE INDEX "hr_perfiles_salariales_perfil_id_idx" ON "hr_perfiles_salariales" USING btree ("perfil_id","perfil_salarial_id");--> statement-breakpoint
CREATE INDEX "hr_perfiles_salariales_base_idx" ON "hr_perfiles_salariales" USING btree ("base","perfil_salarial_id");--> statement-breakpoint
CREATE INDEX "hr_perfiles_salariales_prestaciones_idx" ON "hr_perfiles_salariales" USING btree ("prestaciones","perfil_salarial_id");--> statement-breakpoint
CREATE INDEX "hr_perfiles_salariales_variable_idx" ON "hr_perfiles_salariales" USING btree ("variable","perfil_salarial_id");--> statement-breakpoint
CREATE INDEX "hr_perfiles_salariales_updated_at_idx" ON "hr_perfiles_salariales" USING btree ("updated_at","perfil_salarial_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_periodo_pago_tipos_nombre_unique" ON "hr_periodo_pago_tipos" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_periodo_pago_tipos_nombre_idx" ON "hr_periodo_pago_tipos" USING btree ("nombre","periodo_pago_tipo_id");--> statement-breakpoint
CREATE INDEX "hr_periodo_pago_tipos_dias_idx" ON "hr_periodo_pago_tipos" USING btree ("dias","periodo_pago_tipo_id");--> statement-breakpoint
CREATE INDEX "hr_periodo_pago_tipos_updated_at_idx" ON "hr_periodo_pago_tipos" USING btree ("updated_at","periodo_pago_tipo_id");--> statement-breakpoint
CREATE INDEX "hr_puesto_funciones_laborales_puesto_id_idx" ON "hr_puesto_funciones_laborales" USING btree ("puesto_id","puesto_funcion_laboral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_puesto_funciones_laborales_funcion_laboral_id_unique" ON "hr_puesto_funciones_laborales" USING btree ("puesto_id","funcion_laboral_id");--> statement-breakpoint
CREATE INDEX "hr_puesto_funciones_laborales_funcion_laboral_id_idx" ON "hr_puesto_funciones_laborales" USING btree ("funcion_laboral_id","puesto_funcion_laboral_id");--> statement-breakpoint
CREATE INDEX "hr_puesto_funciones_laborales_updated_at_idx" ON "hr_puesto_funciones_laborales" USING btree ("updated_at","puesto_funcion_laboral_id");--> statement-breakpoint
CREATE INDEX "hr_puesto_horarios_puesto_id_idx" ON "hr_puesto_horarios" USING btree ("puesto_id","puesto_horario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_puesto_horarios_horario_id_unique" ON "hr_puesto_horarios" USING btree ("puesto_id","horario_id");--> statement-breakpoint
CREATE INDEX "hr_puesto_horarios_horario_id_idx" ON "hr_puesto_horarios" USING btree ("horario_id","puesto_horario_id");--> statement-breakpoint
CREATE INDEX "hr_puesto_horarios_dias_idx" ON "hr_puesto_horarios" USING btree ("dias","puesto_horario_id");--> statement-breakpoint
CREATE INDEX "hr_puesto_horarios_updated_at_idx" ON "hr_puesto_horarios" USING btree ("updated_at","puesto_horario_id");--> statement-breakpoint
CREATE INDEX "hr_puesto_lineas_ascenso_puesto_id_idx" ON "hr_puesto_lineas_ascenso" USING btree ("puesto_id","puesto_linea_ascenso_id");--> statement-breakpoint
CREATE INDEX "hr_puesto_lineas_ascenso_desde_area_id_idx" ON "hr_puesto_lineas_ascenso" USING btree ("desde_area_id","puesto_linea_ascenso_id");--> statement-breakpoint
CREATE INDEX "hr_puesto_lineas_ascenso_orden_idx" ON "hr_puesto_lineas_ascenso" USING btree ("orden","puesto_linea_ascenso_id");--> statement-breakpoint
CREATE INDEX "hr_puesto_lineas_ascenso_updated_at_idx" ON "hr_puesto_lineas_ascenso" USING btree ("updated_at","puesto_linea_ascenso_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_puestos_nombre_unique" ON "hr_puestos" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_puestos_nombre_idx" ON "hr_puestos" USING btree ("nombre","puesto_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_area_id_idx" ON "hr_puestos" USING btree ("area_id","puesto_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_clase_contrato_id_idx" ON "hr_puestos" USING btree ("clase_contrato_id","puesto_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_dedicacion_laboral_id_idx" ON "hr_puestos" USING btree ("dedicacion_laboral_id","puesto_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_perfil_id_idx" ON "hr_puestos" USING btree ("perfil_id","puesto_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_perfil_salarial_id_idx" ON "hr_puestos" USING btree ("perfil_salarial_id","puesto_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_reporta_a_id_idx" ON "hr_puestos" USING btree ("reporta_a_id","puesto_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_esquema_pago_tipo_id_idx" ON "hr_puestos" USING btree ("esquema_pago_tipo_id","puesto_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_periodo_pago_tipo_id_idx" ON "hr_puestos" USING btree ("periodo_pago_tipo_id","puesto_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_updated_at_idx" ON "hr_puestos" USING btree ("updated_at","puesto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_puestos_trabajo_nombre_unique" ON "hr_puestos_trabajo" USING btree ("area_trabajo_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_puestos_trabajo_nombre_idx" ON "hr_puestos_trabajo" USING btree ("nombre","puesto_trabajo_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_trabajo_area_trabajo_id_idx" ON "hr_puestos_trabajo" USING btree ("area_trabajo_id","puesto_trabajo_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_trabajo_escolaridad_id_idx" ON "hr_puestos_trabajo" USING btree ("escolaridad_id","puesto_trabajo_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_trabajo_salario_idx" ON "hr_puestos_trabajo" USING btree ("salario","puesto_trabajo_id");--> statement-breakpoint
CREATE INDEX "hr_puestos_trabajo_updated_at_idx" ON "hr_puestos_trabajo" USING btree ("updated_at","puesto_trabajo_id");--> statement-breakpoint
CREATE INDEX "hr_solicitudes_personal_puesto_id_idx" ON "hr_solicitudes_personal" USING btree ("puesto_id","solicitud_personal_id");--> statement-breakpoint
CREATE INDEX "hr_solicitudes_personal_area_id_idx" ON "hr_solicitudes_personal" USING btree ("area_id","solicitud_personal_id");--> statement-breakpoint
CREATE INDEX "hr_solicitudes_personal_vacantes_idx" ON "hr_solicitudes_personal" USING btree ("vacantes","solicitud_personal_id");--> statement-breakpoint
CREATE INDEX "hr_solicitudes_personal_motivo_idx" ON "hr_solicitudes_personal" USING btree ("motivo","solicitud_personal_id");--> statement-breakpoint
CREATE INDEX "hr_solicitudes_personal_fecha_solicitud_idx" ON "hr_solicitudes_personal" USING btree ("fecha_solicitud","solicitud_personal_id");--> statement-breakpoint
CREATE INDEX "hr_solicitudes_personal_fecha_requerida_idx" ON "hr_solicitudes_personal" USING btree ("fecha_requerida","solicitud_personal_id");--> statement-breakpoint
CREATE INDEX "hr_solicitudes_personal_solicitante_idx" ON "hr_solicitudes_personal" USING btree ("solicitante","solicitud_personal_id");--> statement-breakpoint
CREATE INDEX "hr_solicitudes_personal_estado_idx" ON "hr_solicitudes_personal" USING btree ("estado","solicitud_personal_id");--> statement-breakpoint
CREATE INDEX "hr_solicitudes_personal_updated_at_idx" ON "hr_solicitudes_personal" USING btree ("updated_at","solicitud_personal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_tipos_empleado_nombre_unique" ON "hr_tipos_empleado" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "hr_tipos_empleado_nombre_idx" ON "hr_tipos_empleado" USING btree ("nombre","tipo_empleado_id");--> statement-breakpoint
CREATE INDEX "hr_tipos_empleado_updated_at_idx" ON "hr_tipos_empleado" USING btree ("updated_at","tipo_empleado_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_areas_nombre_unique" ON "org_areas" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "org_areas_nombre_idx" ON "org_areas" USING btree ("nombre","area_id");--> statement-breakpoint
CREATE INDEX "org_areas_nivel_jerarquico_id_idx" ON "org_areas" USING btree ("nivel_jerarquico_id","area_id");--> statement-breakpoint
CREATE INDEX "org_areas_area_depende_id_idx" ON "org_areas" USING btree ("area_depende_id","area_id");--> statement-breakpoint
CREATE INDEX "org_areas_orden_idx" ON "org_areas" USING btree ("orden","area_id");--> statement-breakpoint
CREATE INDEX "org_areas_indice_idx" ON "org_areas" USING btree ("indice","area_id");--> statement-breakpoint
CREATE INDEX "org_areas_updated_at_idx" ON "org_areas" USING btree ("updated_at","area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_niveles_jerarquicos_nombre_unique" ON "org_niveles_jerarquicos" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "org_niveles_jerarquicos_nombre_idx" ON "org_niveles_jerarquicos" USING btree ("nombre","nivel_jerarquico_id");--> statement-breakpoint
CREATE INDEX "org_niveles_jerarquicos_orden_idx" ON "org_niveles_jerarquicos" USING btree ("orden","nivel_jerarquico_id");--> statement-breakpoint
CREATE INDEX "org_niveles_jerarquicos_updated_at_idx" ON "org_niveles_jerarquicos" USING btree ("updated_at","nivel_jerarquico_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ti_bancos_clave_unique" ON "ti_bancos" USING btree (lower("clave"));--> statement-breakpoint
CREATE INDEX "ti_bancos_clave_idx" ON "ti_bancos" USING btree ("clave","banco_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ti_bancos_nombre_corto_unique" ON "ti_bancos" USING btree (lower("nombre_corto"));--> statement-breakpoint
CREATE INDEX "ti_bancos_nombre_corto_idx" ON "ti_bancos" USING btree ("nombre_corto","banco_id");--> statement-breakpoint
CREATE INDEX "ti_bancos_nombre_idx" ON "ti_bancos" USING btree ("nombre","banco_id");--> statement-breakpoint
CREATE INDEX "ti_bancos_updated_at_idx" ON "ti_bancos" USING btree ("updated_at","banco_id");--> statement-breakpoint
CREATE INDEX "ti_cuentas_bancarias_nombre_corto_idx" ON "ti_cuentas_bancarias" USING btree ("nombre_corto","proveedor_ti_cuenta_bancaria_id");--> statement-breakpoint
CREATE INDEX "ti_cuentas_bancarias_banco_id_idx" ON "ti_cuentas_bancarias" USING btree ("banco_id","proveedor_ti_cuenta_bancaria_id");--> statement-breakpoint
CREATE INDEX "ti_cuentas_bancarias_proveedor_ti_id_idx" ON "ti_cuentas_bancarias" USING btree ("proveedor_ti_id","proveedor_ti_cuenta_bancaria_id");--> statement-breakpoint
CREATE INDEX "ti_cuentas_bancarias_razon_social_idx" ON "ti_cuentas_bancarias" USING btree ("razon_social","proveedor_ti_cuenta_bancaria_id");--> statement-breakpoint
CREATE INDEX "ti_cuentas_bancarias_rfc_idx" ON "ti_cuentas_bancarias" USING btree ("rfc","proveedor_ti_cuenta_bancaria_id");--> statement-breakpoint
CREATE INDEX "ti_cuentas_bancarias_numero_cuenta_idx" ON "ti_cuentas_bancarias" USING btree ("numero_cuenta","proveedor_ti_cuenta_bancaria_id");--> statement-breakpoint
CREATE INDEX "ti_cuentas_bancarias_updated_at_idx" ON "ti_cuentas_bancarias" USING btree ("updated_at","proveedor_ti_cuenta_bancaria_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_nombre_idx" ON "ti_equipos" USING btree ("nombre","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_tipo_equipo_id_idx" ON "ti_equipos" USING btree ("tipo_equipo_id","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_marca_id_idx" ON "ti_equipos" USING btree ("marca_id","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_modelo_id_idx" ON "ti_equipos" USING btree ("modelo_id","equipo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ti_equipos_serie_unique" ON "ti_equipos" USING btree (lower("serie"));--> statement-breakpoint
CREATE INDEX "ti_equipos_serie_idx" ON "ti_equipos" USING btree ("serie","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_ram_gb_idx" ON "ti_equipos" USING btree ("ram_gb","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_disco_gb_idx" ON "ti_equipos" USING btree ("disco_gb","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_ip_idx" ON "ti_equipos" USING btree ("ip","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_proveedor_ti_id_idx" ON "ti_equipos" USING btree ("proveedor_ti_id","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_costo_idx" ON "ti_equipos" USING btree ("costo","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_fecha_compra_idx" ON "ti_equipos" USING btree ("fecha_compra","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_fecha_garantia_idx" ON "ti_equipos" USING btree ("fecha_garantia","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_fecha_garantia_extendida_idx" ON "ti_equipos" USING btree ("fecha_garantia_extendida","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_fecha_fin_contrato_idx" ON "ti_equipos" USING btree ("fecha_fin_contrato","equipo_id");--> statement-breakpoint
CREATE INDEX "ti_equipos_updated_at_idx" ON "ti_equipos" USING btree ("updated_at","equipo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ti_marcas_nombre_unique" ON "ti_marcas" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "ti_marcas_nombre_idx" ON "ti_marcas" USING btree ("nombre","tipo_marca_id");--> statement-breakpoint
CREATE INDEX "ti_marcas_updated_at_idx" ON "ti_marcas" USING btree ("updated_at","tipo_marca_id");--> statement-breakpoint
CREATE INDEX "ti_modelos_marca_id_idx" ON "ti_modelos" USING btree ("marca_id","tipo_equipo_marca_modelo_id");--> statement-breakpoint
CREATE INDEX "ti_modelos_tipo_equipo_id_idx" ON "ti_modelos" USING btree ("tipo_equipo_id","tipo_equipo_marca_modelo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ti_modelos_nombre_unique" ON "ti_modelos" USING btree ("marca_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "ti_modelos_nombre_idx" ON "ti_modelos" USING btree ("nombre","tipo_equipo_marca_modelo_id");--> statement-breakpoint
CREATE INDEX "ti_modelos_updated_at_idx" ON "ti_modelos" USING btree ("updated_at","tipo_equipo_marca_modelo_id");--> statement-breakpoint
CREATE INDEX "ti_proveedor_contactos_proveedor_ti_id_idx" ON "ti_proveedor_contactos" USING btree ("proveedor_ti_id","proveedor_ti_contacto_id");--> statement-breakpoint
CREATE INDEX "ti_proveedor_contactos_nombre_idx" ON "ti_proveedor_contactos" USING btree ("nombre","proveedor_ti_contacto_id");--> statement-breakpoint
CREATE INDEX "ti_proveedor_contactos_puesto_idx" ON "ti_proveedor_contactos" USING btree ("puesto","proveedor_ti_contacto_id");--> statement-breakpoint
CREATE INDEX "ti_proveedor_contactos_email_idx" ON "ti_proveedor_contactos" USING btree ("email","proveedor_ti_contacto_id");--> statement-breakpoint
CREATE INDEX "ti_proveedor_contactos_updated_at_idx" ON "ti_proveedor_contactos" USING btree ("updated_at","proveedor_ti_contacto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ti_proveedores_alias_unique" ON "ti_proveedores" USING btree (lower("alias"));--> statement-breakpoint
CREATE INDEX "ti_proveedores_alias_idx" ON "ti_proveedores" USING btree ("alias","proveedor_ti_id");--> statement-breakpoint
CREATE INDEX "ti_proveedores_razon_social_idx" ON "ti_proveedores" USING btree ("razon_social","proveedor_ti_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ti_proveedores_rfc_unique" ON "ti_proveedores" USING btree ("rfc");--> statement-breakpoint
CREATE INDEX "ti_proveedores_rfc_idx" ON "ti_proveedores" USING btree ("rfc","proveedor_ti_id");--> statement-breakpoint
CREATE INDEX "ti_proveedores_updated_at_idx" ON "ti_proveedores" USING btree ("updated_at","proveedor_ti_id");--> statement-breakpoint
CREATE INDEX "ti_software_nombre_idx" ON "ti_software" USING btree ("nombre","software_id");--> statement-breakpoint
CREATE INDEX "ti_software_serie_idx" ON "ti_software" USING btree ("serie","software_id");--> statement-breakpoint
CREATE INDEX "ti_software_licencia_idx" ON "ti_software" USING btree ("licencia","software_id");--> statement-breakpoint
CREATE INDEX "ti_software_cantidad_usuarios_idx" ON "ti_software" USING btree ("cantidad_usuarios","software_id");--> statement-breakpoint
CREATE INDEX "ti_software_costo_idx" ON "ti_software" USING btree ("costo","software_id");--> statement-breakpoint
CREATE INDEX "ti_software_fecha_compra_idx" ON "ti_software" USING btree ("fecha_compra","software_id");--> statement-breakpoint
CREATE INDEX "ti_software_fecha_expiracion_idx" ON "ti_software" USING btree ("fecha_expiracion","software_id");--> statement-breakpoint
CREATE INDEX "ti_software_updated_at_idx" ON "ti_software" USING btree ("updated_at","software_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ti_tipos_equipo_nombre_unique" ON "ti_tipos_equipo" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "ti_tipos_equipo_nombre_idx" ON "ti_tipos_equipo" USING btree ("nombre","tipo_equipo_id");--> statement-breakpoint
CREATE INDEX "ti_tipos_equipo_updated_at_idx" ON "ti_tipos_equipo" USING btree ("updated_at","tipo_equipo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cal_accion_mejora_problemas_nombre_unique" ON "cal_accion_mejora_problemas" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "cal_accion_mejora_problemas_nombre_idx" ON "cal_accion_mejora_problemas" USING btree ("nombre","accion_mejora_problema_id");--> statement-breakpoint
CREATE INDEX "cal_accion_mejora_problemas_updated_at_idx" ON "cal_accion_mejora_problemas" USING btree ("updated_at","accion_mejora_problema_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cal_indicadores_nombre_unique" ON "cal_indicadores" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "cal_indicadores_nombre_idx" ON "cal_indicadores" USING btree ("nombre","indicador_id");--> statement-breakpoint
CREATE INDEX "cal_indicadores_meta_idx" ON "cal_indicadores" USING btree ("meta","indicador_id");--> statement-breakpoint
CREATE INDEX "cal_indicadores_unidad_idx" ON "cal_indicadores" USING btree ("unidad","indicador_id");--> statement-breakpoint
CREATE INDEX "cal_indicadores_frecuencia_idx" ON "cal_indicadores" USING btree ("frecuencia","indicador_id");--> statement-breakpoint
CREATE INDEX "cal_indicadores_responsable_idx" ON "cal_indicadores" USING btree ("responsable","indicador_id");--> statement-breakpoint
CREATE INDEX "cal_indicadores_updated_at_idx" ON "cal_indicadores" USING btree ("updated_at","indicador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cal_rams_folio_unique" ON "cal_rams" USING btree (lower("folio"));--> statement-breakpoint
CREATE INDEX "cal_rams_folio_idx" ON "cal_rams" USING btree ("folio","ram_id");--> statement-breakpoint
CREATE INDEX "cal_rams_fecha_idx" ON "cal_rams" USING btree ("fecha","ram_id");--> statement-breakpoint
CREATE INDEX "cal_rams_tipo_idx" ON "cal_rams" USING btree ("tipo","ram_id");--> statement-breakpoint
CREATE INDEX "cal_rams_estado_idx" ON "cal_rams" USING btree ("estado","ram_id");--> statement-breakpoint
CREATE INDEX "cal_rams_accion_mejora_problema_id_idx" ON "cal_rams" USING btree ("accion_mejora_problema_id","ram_id");--> statement-breakpoint
CREATE INDEX "cal_rams_requerimiento_id_idx" ON "cal_rams" USING btree ("requerimiento_id","ram_id");--> statement-breakpoint
CREATE INDEX "cal_rams_indicador_id_idx" ON "cal_rams" USING btree ("indicador_id","ram_id");--> statement-breakpoint
CREATE INDEX "cal_rams_responsable_idx" ON "cal_rams" USING btree ("responsable","ram_id");--> statement-breakpoint
CREATE INDEX "cal_rams_fecha_compromiso_idx" ON "cal_rams" USING btree ("fecha_compromiso","ram_id");--> statement-breakpoint
CREATE INDEX "cal_rams_fecha_cierre_idx" ON "cal_rams" USING btree ("fecha_cierre","ram_id");--> statement-breakpoint
CREATE INDEX "cal_rams_updated_at_idx" ON "cal_rams" USING btree ("updated_at","ram_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cal_requerimiento_calidad_tipos_nombre_unique" ON "cal_requerimiento_calidad_tipos" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "cal_requerimiento_calidad_tipos_nombre_idx" ON "cal_requerimiento_calidad_tipos" USING btree ("nombre","requerimiento_calidad_tipo_id");--> statement-breakpoint
CREATE INDEX "cal_requerimiento_calidad_tipos_updated_at_idx" ON "cal_requerimiento_calidad_tipos" USING btree ("updated_at","requerimiento_calidad_tipo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cal_requerimiento_documento_tipos_nombre_unique" ON "cal_requerimiento_documento_tipos" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "cal_requerimiento_documento_tipos_nombre_idx" ON "cal_requerimiento_documento_tipos" USING btree ("nombre","requerimiento_documento_tipo_id");--> statement-breakpoint
CREATE INDEX "cal_requerimiento_documento_tipos_updated_at_idx" ON "cal_requerimiento_documento_tipos" USING btree ("updated_at","requerimiento_documento_tipo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cal_requerimientos_clave_unique" ON "cal_requerimientos" USING btree (lower("clave"));--> statement-breakpoint
CREATE INDEX "cal_requerimientos_clave_idx" ON "cal_requerimientos" USING btree ("clave","requerimiento_id");--> statement-breakpoint
CREATE INDEX "cal_requerimientos_nombre_idx" ON "cal_requerimientos" USING btree ("nombre","requerimiento_id");--> statement-breakpoint
CREATE INDEX "cal_requerimientos_requerimiento_calidad_tipo_id_idx" ON "cal_requerimientos" USING btree ("requerimiento_calidad_tipo_id","requerimiento_id");--> statement-breakpoint
CREATE INDEX "cal_requerimientos_requerimiento_documento_tipo_id_idx" ON "cal_requerimientos" USING btree ("requerimiento_documento_tipo_id","requerimiento_id");--> statement-breakpoint
CREATE INDEX "cal_requerimientos_norma_idx" ON "cal_requerimientos" USING btree ("norma","requerimiento_id");--> statement-breakpoint
CREATE INDEX "cal_requerimientos_updated_at_idx" ON "cal_requerimientos" USING btree ("updated_at","requerimiento_id");--> statement-breakpoint
-- Employee data held plain ids before the HR catalogues existed; they named nothing, so they are cleared
-- before the foreign keys to the (new, empty) HR tables are added.
UPDATE "user_employee_data" SET "departamento_id" = NULL, "area_trabajo_id" = NULL, "puesto_id" = NULL, "lugar_trabajo_id" = NULL, "tipo_empleado_id" = NULL;--> statement-breakpoint
ALTER TABLE "user_employee_data" ADD CONSTRAINT "user_employee_data_departamento_id_hr_departamentos_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."hr_departamentos"("departamento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_employee_data" ADD CONSTRAINT "user_employee_data_area_trabajo_id_hr_areas_trabajo_area_trabajo_id_fk" FOREIGN KEY ("area_trabajo_id") REFERENCES "public"."hr_areas_trabajo"("area_trabajo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_employee_data" ADD CONSTRAINT "user_employee_data_puesto_id_hr_puestos_puesto_id_fk" FOREIGN KEY ("puesto_id") REFERENCES "public"."hr_puestos"("puesto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_employee_data" ADD CONSTRAINT "user_employee_data_lugar_trabajo_id_hr_lugares_trabajo_lugar_trabajo_id_fk" FOREIGN KEY ("lugar_trabajo_id") REFERENCES "public"."hr_lugares_trabajo"("lugar_trabajo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_employee_data" ADD CONSTRAINT "user_employee_data_tipo_empleado_id_hr_tipos_empleado_tipo_empleado_id_fk" FOREIGN KEY ("tipo_empleado_id") REFERENCES "public"."hr_tipos_empleado"("tipo_empleado_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogo_aduanas_clave_idx" ON "catalogo_aduanas" USING btree ("clave","aduana_id");--> statement-breakpoint
CREATE INDEX "cliente_destinatarios_clave_idx" ON "cliente_destinatarios" USING btree ("clave","cliente_destinatario_expediente_digital_id");--> statement-breakpoint
CREATE INDEX "clientes_rfc_idx" ON "clientes" USING btree ("rfc","cliente_id");--> statement-breakpoint
CREATE INDEX "clientes_clave_cliente_idx" ON "clientes" USING btree ("clave_cliente","cliente_id");--> statement-breakpoint
CREATE INDEX "lineas_transporte_nombre_idx" ON "lineas_transporte" USING btree ("nombre","linea_transporte_id");--> statement-breakpoint
CREATE INDEX "partes_numero_parte_idx" ON "partes" USING btree ("numero_parte","parte_id");--> statement-breakpoint
CREATE INDEX "proveedores_rfc_idx" ON "proveedores" USING btree ("rfc","proveedor_id");--> statement-breakpoint
CREATE INDEX "recintos_clave_idx" ON "recintos" USING btree ("clave","recinto_id");