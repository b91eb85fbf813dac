CREATE TABLE "catalogo_aduanas" (
	"aduana_id" serial PRIMARY KEY NOT NULL,
	"clave" varchar(3) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"nombre_corto" varchar(60),
	"aduana" varchar(3),
	"habilitado" boolean DEFAULT true NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("clave", '') || ' ' || coalesce("nombre", '') || ' ' || coalesce("nombre_corto", '') || ' ' || coalesce("aduana", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "catalogue_audit" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"catalogue" varchar(60) NOT NULL,
	"record_id" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"user_id" integer,
	"at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "cliente_destinatarios" (
	"cliente_destinatario_expediente_digital_id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"clave" varchar(20) NOT NULL,
	"nombre_completo" varchar(150) NOT NULL,
	"alias" varchar(60),
	"email" varchar(254) NOT NULL,
	"idioma" varchar(5) DEFAULT 'es-MX' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("clave", '') || ' ' || coalesce("nombre_completo", '') || ' ' || coalesce("alias", '') || ' ' || coalesce("email", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"cliente_id" serial PRIMARY KEY NOT NULL,
	"nombre_corto" varchar(60) NOT NULL,
	"razon_social" varchar(200) NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"direccion" text,
	"clave_cliente" varchar(20),
	"clave_sys_expert" varchar(20),
	"plantilla_parte" varchar(60),
	"plantilla_descripcion" varchar(60),
	"plantilla_fraccion" varchar(60),
	"plantilla_nico" varchar(60),
	"plantilla_nico_fraccion" varchar(60),
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre_corto", '') || ' ' || coalesce("razon_social", '') || ' ' || coalesce("rfc", '') || ' ' || coalesce("clave_cliente", '') || ' ' || coalesce("clave_sys_expert", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "destinatarios" (
	"destinatario_id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"nombre_corto" varchar(60) NOT NULL,
	"razon_social" varchar(200) NOT NULL,
	"rfc" varchar(20),
	"direccion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre_corto", '') || ' ' || coalesce("razon_social", '') || ' ' || coalesce("rfc", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "lineas_transporte" (
	"linea_transporte_id" serial PRIMARY KEY NOT NULL,
	"tipo_aduana" varchar(30) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"nombre_corto" varchar(60),
	"descripcion" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("nombre_corto", '') || ' ' || coalesce("descripcion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "partes" (
	"parte_id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"numero_parte" varchar(50) NOT NULL,
	"descripcion" varchar(500) NOT NULL,
	"peso" numeric(14, 4),
	"fraccion" varchar(8) NOT NULL,
	"nico" varchar(2) NOT NULL,
	"unidad_medida" varchar(3),
	"proveedor_id" integer,
	"tipo_operacion" varchar(20),
	"clave_documento" varchar(3),
	"tipo_material" varchar(30),
	"estado_sincronizacion" varchar(30) DEFAULT 'pendiente' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("numero_parte", '') || ' ' || coalesce("descripcion", '') || ' ' || coalesce("fraccion", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "proveedores" (
	"proveedor_id" serial PRIMARY KEY NOT NULL,
	"nombre_corto" varchar(60) NOT NULL,
	"razon_social" varchar(200) NOT NULL,
	"rfc" varchar(20) NOT NULL,
	"direccion" text,
	"clientes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre_corto", '') || ' ' || coalesce("razon_social", '') || ' ' || coalesce("rfc", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "recintos" (
	"recinto_id" serial PRIMARY KEY NOT NULL,
	"clave" varchar(10) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"nombre_corto" varchar(60),
	"aduana_id" integer NOT NULL,
	"habilitado" boolean DEFAULT true NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("clave", '') || ' ' || coalesce("nombre", '') || ' ' || coalesce("nombre_corto", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED
);
--> statement-breakpoint
CREATE TABLE "aduana_secciones" (
	"aduana_seccion_id" integer PRIMARY KEY NOT NULL,
	"clave" varchar(3),
	"aduana" varchar(2) NOT NULL,
	"seccion" varchar(1),
	"denominacion" text NOT NULL,
	CONSTRAINT "aduana_secciones_clave_unique" UNIQUE("clave")
);
--> statement-breakpoint
CREATE TABLE "aduanas" (
	"clave" varchar(2) PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"vigencia_desde" date,
	"vigencia_hasta" date,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claves_pedimento" (
	"clave" varchar(2) PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"grupo_id" smallint NOT NULL,
	"grupo" text NOT NULL,
	"subgrupo" text,
	"supuestos" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fracciones_nico" (
	"codigo" varchar(10) PRIMARY KEY NOT NULL,
	"fraccion" varchar(8) NOT NULL,
	"nico" varchar(2) NOT NULL,
	"descripcion" text NOT NULL,
	"vigencia_desde" date,
	"vigencia_hasta" date,
	"unidad_medida" varchar(2) NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identificadores" (
	"identificador_id" integer PRIMARY KEY NOT NULL,
	"clave" varchar(2) NOT NULL,
	"descripcion" text NOT NULL,
	"nivel" varchar(1),
	"supuestos" text,
	"complemento1" text,
	"complemento2" text,
	"complemento3" text
);
--> statement-breakpoint
CREATE TABLE "incoterms" (
	"clave" varchar(3) PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"vigencia_desde" date,
	"vigencia_hasta" date
);
--> statement-breakpoint
CREATE TABLE "medios_transporte" (
	"clave" varchar(2) PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monedas" (
	"clave" varchar(3) PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"decimales" smallint NOT NULL,
	"vigencia_desde" date,
	"vigencia_hasta" date
);
--> statement-breakpoint
CREATE TABLE "paises" (
	"clave" varchar(3) PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"clave_saai_m3" varchar(3),
	"clave_saai_fiii" varchar(3),
	"agrupaciones" text,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patentes" (
	"patente" varchar(4) PRIMARY KEY NOT NULL,
	"vigencia_desde" date,
	"vigencia_hasta" date
);
--> statement-breakpoint
CREATE TABLE "reference_data_versions" (
	"dataset" varchar(40) PRIMARY KEY NOT NULL,
	"version" varchar(64) NOT NULL,
	"loaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regimenes" (
	"clave" varchar(3) PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidades_medida" (
	"clave" varchar(2) PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"clave_internacional" varchar(3),
	"vigencia_desde" date,
	"vigencia_hasta" date,
	CONSTRAINT "unidades_medida_clave_internacional_unique" UNIQUE("clave_internacional")
);
--> statement-breakpoint
CREATE TABLE "bulletin_attachments" (
	"boletin_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bulletin_attachments_boletin_id_file_id_pk" PRIMARY KEY("boletin_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "bulletin_customers" (
	"boletin_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	CONSTRAINT "bulletin_customers_boletin_id_cliente_id_pk" PRIMARY KEY("boletin_id","cliente_id")
);
--> statement-breakpoint
CREATE TABLE "bulletin_reads" (
	"boletin_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulletin_reads_user_id_boletin_id_pk" PRIMARY KEY("user_id","boletin_id")
);
--> statement-breakpoint
CREATE TABLE "bulletin_roles" (
	"boletin_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "bulletin_roles_boletin_id_role_id_pk" PRIMARY KEY("boletin_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
	"boletin_id" serial PRIMARY KEY NOT NULL,
	"boletin_tipo" varchar(20) NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"contenido" text NOT NULL,
	"es_publico" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"cancelado_at" timestamp (3) with time zone,
	"cancelado_por" integer,
	"motivo_cancelacion" varchar(500),
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "active_users" (
	"usuario_activo_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"guardia_inicio" timestamp (3) with time zone NOT NULL,
	"guardia_fin" timestamp (3) with time zone NOT NULL,
	"notas" varchar(500) DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"incidencia_id" serial PRIMARY KEY NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"descripcion" varchar(2000) DEFAULT '' NOT NULL,
	"fecha_fin" timestamp (3) with time zone,
	"activo" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_categories" (
	"ticket_categoria_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"ticket_categoria_padre_id" integer,
	"abreviatura" varchar(10) DEFAULT '' NOT NULL,
	"ruta" varchar(500) NOT NULL,
	"sla_horas" integer NOT NULL,
	"descripcion" varchar(1000) DEFAULT '' NOT NULL,
	"evidencia_recomendada" varchar(500) DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_category_users" (
	"ticket_categoria_usuario_id" serial PRIMARY KEY NOT NULL,
	"ticket_categoria_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tipo_asignacion" varchar(20) NOT NULL,
	"can_read" boolean DEFAULT true NOT NULL,
	"can_fix" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_evidence" (
	"ticket_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_evidence_ticket_id_file_id_pk" PRIMARY KEY("ticket_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_log" (
	"ticket_bitacora_id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"user_id" integer,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"accion" varchar(12) NOT NULL,
	"campo" varchar(40),
	"valor_anterior" text,
	"valor_nuevo" text
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"ticket_id" serial PRIMARY KEY NOT NULL,
	"estatus" varchar(12) NOT NULL,
	"prioridad" varchar(8) NOT NULL,
	"ticket_categoria_id" integer NOT NULL,
	"usuario_reporta_id" integer NOT NULL,
	"usuario_asignado_id" integer,
	"fecha_inicio" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"fecha_vencimiento" timestamp (3) with time zone NOT NULL,
	"fecha_solucion" timestamp (3) with time zone,
	"fecha_fin" timestamp (3) with time zone,
	"ip_equipo" varchar(64),
	"titulo_error" varchar(200) NOT NULL,
	"descripcion_error" text NOT NULL,
	"descripcion_solucion" text,
	"calificacion_satisfaccion" integer,
	"comentarios_satisfaccion" varchar(1000),
	"sla_avisado" boolean DEFAULT false NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"entrega_id" bigserial PRIMARY KEY NOT NULL,
	"notificacion_id" bigint NOT NULL,
	"canal" varchar(10) NOT NULL,
	"estado" varchar(15) DEFAULT 'queued' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_error" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"portal" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notificacion_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"cuerpo" varchar(1000) NOT NULL,
	"ruta" varchar(300) DEFAULT '' NOT NULL,
	"parametros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"origen" varchar(50) DEFAULT '' NOT NULL,
	"leida" boolean DEFAULT false NOT NULL,
	"leida_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_employee_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"codigo" varchar(20),
	"nombre" varchar(150),
	"fecha_ingreso" date,
	"fecha_nacimiento" date,
	"lugar_nacimiento" varchar(150),
	"direccion" varchar(300),
	"telefonos" varchar(100),
	"nombre_padre" varchar(150),
	"nombre_madre" varchar(150),
	"escolaridad" varchar(30),
	"estado_civil" varchar(30),
	"rfc" varchar(13),
	"nss" varchar(11),
	"curp" varchar(18),
	"salario_diario" numeric(12, 2),
	"salario_integrado" numeric(12, 2),
	"notas" varchar(1000),
	"departamento_id" integer,
	"area_trabajo_id" integer,
	"puesto_id" integer,
	"lugar_trabajo_id" integer,
	"tipo_empleado_id" integer,
	"notas_horario" varchar(500),
	"clinica" varchar(100),
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogo_aduanas" ADD CONSTRAINT "catalogo_aduanas_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogo_aduanas" ADD CONSTRAINT "catalogo_aduanas_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_audit" ADD CONSTRAINT "catalogue_audit_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_destinatarios" ADD CONSTRAINT "cliente_destinatarios_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_destinatarios" ADD CONSTRAINT "cliente_destinatarios_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_destinatarios" ADD CONSTRAINT "cliente_destinatarios_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinatarios" ADD CONSTRAINT "destinatarios_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinatarios" ADD CONSTRAINT "destinatarios_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinatarios" ADD CONSTRAINT "destinatarios_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineas_transporte" ADD CONSTRAINT "lineas_transporte_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineas_transporte" ADD CONSTRAINT "lineas_transporte_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partes" ADD CONSTRAINT "partes_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partes" ADD CONSTRAINT "partes_proveedor_id_proveedores_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("proveedor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partes" ADD CONSTRAINT "partes_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partes" ADD CONSTRAINT "partes_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recintos" ADD CONSTRAINT "recintos_aduana_id_catalogo_aduanas_aduana_id_fk" FOREIGN KEY ("aduana_id") REFERENCES "public"."catalogo_aduanas"("aduana_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recintos" ADD CONSTRAINT "recintos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recintos" ADD CONSTRAINT "recintos_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aduana_secciones" ADD CONSTRAINT "aduana_secciones_aduana_aduanas_clave_fk" FOREIGN KEY ("aduana") REFERENCES "public"."aduanas"("clave") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_attachments" ADD CONSTRAINT "bulletin_attachments_boletin_id_bulletins_boletin_id_fk" FOREIGN KEY ("boletin_id") REFERENCES "public"."bulletins"("boletin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_attachments" ADD CONSTRAINT "bulletin_attachments_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_customers" ADD CONSTRAINT "bulletin_customers_boletin_id_bulletins_boletin_id_fk" FOREIGN KEY ("boletin_id") REFERENCES "public"."bulletins"("boletin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_reads" ADD CONSTRAINT "bulletin_reads_boletin_id_bulletins_boletin_id_fk" FOREIGN KEY ("boletin_id") REFERENCES "public"."bulletins"("boletin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_reads" ADD CONSTRAINT "bulletin_reads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_roles" ADD CONSTRAINT "bulletin_roles_boletin_id_bulletins_boletin_id_fk" FOREIGN KEY ("boletin_id") REFERENCES "public"."bulletins"("boletin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_roles" ADD CONSTRAINT "bulletin_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_cancelado_por_users_user_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_users" ADD CONSTRAINT "active_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD CONSTRAINT "ticket_categories_ticket_categoria_padre_id_ticket_categories_ticket_categoria_id_fk" FOREIGN KEY ("ticket_categoria_padre_id") REFERENCES "public"."ticket_categories"("ticket_categoria_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_category_users" ADD CONSTRAINT "ticket_category_users_ticket_categoria_id_ticket_categories_ticket_categoria_id_fk" FOREIGN KEY ("ticket_categoria_id") REFERENCES "public"."ticket_categories"("ticket_categoria_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_category_users" ADD CONSTRAINT "ticket_category_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_evidence" ADD CONSTRAINT "ticket_evidence_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_evidence" ADD CONSTRAINT "ticket_evidence_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_log" ADD CONSTRAINT "ticket_log_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_log" ADD CONSTRAINT "ticket_log_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_categoria_id_ticket_categories_ticket_categoria_id_fk" FOREIGN KEY ("ticket_categoria_id") REFERENCES "public"."ticket_categories"("ticket_categoria_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_usuario_reporta_id_users_user_id_fk" FOREIGN KEY ("usuario_reporta_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_usuario_asignado_id_users_user_id_fk" FOREIGN KEY ("usuario_asignado_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notificacion_id_notifications_notificacion_id_fk" FOREIGN KEY ("notificacion_id") REFERENCES "public"."notifications"("notificacion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_employee_data" ADD CONSTRAINT "user_employee_data_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogo_aduanas_clave_unique" ON "catalogo_aduanas" USING btree (lower("clave"));--> statement-breakpoint
CREATE INDEX "catalogo_aduanas_nombre_idx" ON "catalogo_aduanas" USING btree ("nombre","aduana_id");--> statement-breakpoint
CREATE INDEX "catalogo_aduanas_nombre_corto_idx" ON "catalogo_aduanas" USING btree ("nombre_corto","aduana_id");--> statement-breakpoint
CREATE INDEX "catalogo_aduanas_aduana_idx" ON "catalogo_aduanas" USING btree ("aduana","aduana_id");--> statement-breakpoint
CREATE INDEX "catalogo_aduanas_habilitado_idx" ON "catalogo_aduanas" USING btree ("habilitado","aduana_id");--> statement-breakpoint
CREATE INDEX "catalogo_aduanas_updated_at_idx" ON "catalogo_aduanas" USING btree ("updated_at","aduana_id");--> statement-breakpoint
CREATE INDEX "catalogue_audit_record_idx" ON "catalogue_audit" USING btree ("catalogue","record_id","audit_id");--> statement-breakpoint
CREATE INDEX "cliente_destinatarios_cliente_id_idx" ON "cliente_destinatarios" USING btree ("cliente_id","cliente_destinatario_expediente_digital_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_destinatarios_clave_unique" ON "cliente_destinatarios" USING btree ("cliente_id",lower("clave"));--> statement-breakpoint
CREATE INDEX "cliente_destinatarios_nombre_completo_idx" ON "cliente_destinatarios" USING btree ("nombre_completo","cliente_destinatario_expediente_digital_id");--> statement-breakpoint
CREATE INDEX "cliente_destinatarios_alias_idx" ON "cliente_destinatarios" USING btree ("alias","cliente_destinatario_expediente_digital_id");--> statement-breakpoint
CREATE INDEX "cliente_destinatarios_email_idx" ON "cliente_destinatarios" USING btree ("email","cliente_destinatario_expediente_digital_id");--> statement-breakpoint
CREATE INDEX "cliente_destinatarios_updated_at_idx" ON "cliente_destinatarios" USING btree ("updated_at","cliente_destinatario_expediente_digital_id");--> statement-breakpoint
CREATE INDEX "clientes_nombre_corto_idx" ON "clientes" USING btree ("nombre_corto","cliente_id");--> statement-breakpoint
CREATE INDEX "clientes_razon_social_idx" ON "clientes" USING btree ("razon_social","cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_rfc_unique" ON "clientes" USING btree ("rfc");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_clave_cliente_unique" ON "clientes" USING btree (lower("clave_cliente"));--> statement-breakpoint
CREATE INDEX "clientes_clave_sys_expert_idx" ON "clientes" USING btree ("clave_sys_expert","cliente_id");--> statement-breakpoint
CREATE INDEX "clientes_updated_at_idx" ON "clientes" USING btree ("updated_at","cliente_id");--> statement-breakpoint
CREATE INDEX "destinatarios_cliente_id_idx" ON "destinatarios" USING btree ("cliente_id","destinatario_id");--> statement-breakpoint
CREATE INDEX "destinatarios_nombre_corto_idx" ON "destinatarios" USING btree ("nombre_corto","destinatario_id");--> statement-breakpoint
CREATE INDEX "destinatarios_razon_social_idx" ON "destinatarios" USING btree ("razon_social","destinatario_id");--> statement-breakpoint
CREATE INDEX "destinatarios_rfc_idx" ON "destinatarios" USING btree ("rfc","destinatario_id");--> statement-breakpoint
CREATE INDEX "destinatarios_updated_at_idx" ON "destinatarios" USING btree ("updated_at","destinatario_id");--> statement-breakpoint
CREATE INDEX "lineas_transporte_tipo_aduana_idx" ON "lineas_transporte" USING btree ("tipo_aduana","linea_transporte_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lineas_transporte_nombre_unique" ON "lineas_transporte" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "lineas_transporte_nombre_corto_idx" ON "lineas_transporte" USING btree ("nombre_corto","linea_transporte_id");--> statement-breakpoint
CREATE INDEX "lineas_transporte_updated_at_idx" ON "lineas_transporte" USING btree ("updated_at","linea_transporte_id");--> statement-breakpoint
CREATE INDEX "partes_cliente_id_idx" ON "partes" USING btree ("cliente_id","parte_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partes_numero_parte_unique" ON "partes" USING btree ("cliente_id",lower("numero_parte"));--> statement-breakpoint
CREATE INDEX "partes_descripcion_idx" ON "partes" USING btree ("descripcion","parte_id");--> statement-breakpoint
CREATE INDEX "partes_peso_idx" ON "partes" USING btree ("peso","parte_id");--> statement-breakpoint
CREATE INDEX "partes_fraccion_idx" ON "partes" USING btree ("fraccion","parte_id");--> statement-breakpoint
CREATE INDEX "partes_proveedor_id_idx" ON "partes" USING btree ("proveedor_id","parte_id");--> statement-breakpoint
CREATE INDEX "partes_estado_sincronizacion_idx" ON "partes" USING btree ("estado_sincronizacion","parte_id");--> statement-breakpoint
CREATE INDEX "partes_updated_at_idx" ON "partes" USING btree ("updated_at","parte_id");--> statement-breakpoint
CREATE INDEX "proveedores_nombre_corto_idx" ON "proveedores" USING btree ("nombre_corto","proveedor_id");--> statement-breakpoint
CREATE INDEX "proveedores_razon_social_idx" ON "proveedores" USING btree ("razon_social","proveedor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proveedores_rfc_unique" ON "proveedores" USING btree ("rfc");--> statement-breakpoint
CREATE INDEX "proveedores_clientes_gin" ON "proveedores" USING gin ("clientes");--> statement-breakpoint
CREATE INDEX "proveedores_updated_at_idx" ON "proveedores" USING btree ("updated_at","proveedor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recintos_clave_unique" ON "recintos" USING btree (lower("clave"));--> statement-breakpoint
CREATE INDEX "recintos_nombre_idx" ON "recintos" USING btree ("nombre","recinto_id");--> statement-breakpoint
CREATE INDEX "recintos_nombre_corto_idx" ON "recintos" USING btree ("nombre_corto","recinto_id");--> statement-breakpoint
CREATE INDEX "recintos_aduana_id_idx" ON "recintos" USING btree ("aduana_id","recinto_id");--> statement-breakpoint
CREATE INDEX "recintos_habilitado_idx" ON "recintos" USING btree ("habilitado","recinto_id");--> statement-breakpoint
CREATE INDEX "recintos_updated_at_idx" ON "recintos" USING btree ("updated_at","recinto_id");--> statement-breakpoint
CREATE INDEX "aduana_secciones_aduana_idx" ON "aduana_secciones" USING btree ("aduana");--> statement-breakpoint
CREATE UNIQUE INDEX "fracciones_nico_fraccion_nico_uq" ON "fracciones_nico" USING btree ("fraccion","nico");--> statement-breakpoint
CREATE INDEX "identificadores_clave_idx" ON "identificadores" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "bulletin_attachments_file_idx" ON "bulletin_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "bulletin_customers_cliente_idx" ON "bulletin_customers" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "bulletin_roles_role_idx" ON "bulletin_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "bulletins_public_idx" ON "bulletins" USING btree ("es_publico","boletin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "active_users_user_uq" ON "active_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "active_users_guard_idx" ON "active_users" USING btree ("guardia_inicio","guardia_fin");--> statement-breakpoint
CREATE INDEX "incidents_active_idx" ON "incidents" USING btree ("activo") WHERE "incidents"."activo";--> statement-breakpoint
CREATE INDEX "ticket_categories_parent_idx" ON "ticket_categories" USING btree ("ticket_categoria_padre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_category_users_uq" ON "ticket_category_users" USING btree ("ticket_categoria_id","user_id");--> statement-breakpoint
CREATE INDEX "ticket_category_users_user_idx" ON "ticket_category_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_log_ticket_idx" ON "ticket_log" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE INDEX "tickets_estatus_idx" ON "tickets" USING btree ("estatus");--> statement-breakpoint
CREATE INDEX "tickets_categoria_idx" ON "tickets" USING btree ("ticket_categoria_id");--> statement-breakpoint
CREATE INDEX "tickets_reporta_idx" ON "tickets" USING btree ("usuario_reporta_id");--> statement-breakpoint
CREATE INDEX "tickets_asignado_idx" ON "tickets" USING btree ("usuario_asignado_id");--> statement-breakpoint
CREATE INDEX "tickets_vencimiento_idx" ON "tickets" USING btree ("fecha_vencimiento");--> statement-breakpoint
CREATE INDEX "notification_deliveries_notification_idx" ON "notification_deliveries" USING btree ("notificacion_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","notificacion_id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","leida");