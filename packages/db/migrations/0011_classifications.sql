CREATE TABLE "clasificacion_adjuntos" (
	"adjunto_id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"file_id" uuid NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clasificacion_comentarios" (
	"comentario_id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"texto" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clasificacion_solicitudes" (
	"solicitud_id" serial PRIMARY KEY NOT NULL,
	"folio" varchar(12) GENERATED ALWAYS AS ('SC-' || lpad(solicitud_id::text, 6, '0')) STORED NOT NULL,
	"tipo_solicitud" smallint NOT NULL,
	"cliente_id" integer NOT NULL,
	"proveedor_id" integer,
	"solicitante_id" integer NOT NULL,
	"clasificador_id" integer,
	"numero_parte" varchar(50) NOT NULL,
	"descripcion" varchar(500) NOT NULL,
	"peso" numeric(14, 4),
	"fraccion" varchar(8),
	"nico" varchar(2),
	"unidad_medida" varchar(3),
	"tipo_operacion" varchar(20),
	"clave_documento" varchar(3),
	"tipo_material" varchar(30),
	"immex" boolean DEFAULT false NOT NULL,
	"requiere_ficha_tecnica" boolean DEFAULT false NOT NULL,
	"notas_clasificador" text,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"parte_id" integer,
	"clasificada_at" timestamp (3) with time zone,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "envio_proveedor_archivos" (
	"archivo_id" serial PRIMARY KEY NOT NULL,
	"envio_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"file_id" uuid NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "envio_proveedor_lineas" (
	"linea_id" bigserial PRIMARY KEY NOT NULL,
	"envio_id" integer NOT NULL,
	"renglon" integer NOT NULL,
	"factura" varchar(40) NOT NULL,
	"fecha" date NOT NULL,
	"moneda" varchar(3) NOT NULL,
	"incoterm" varchar(3) NOT NULL,
	"orden_compra" varchar(40),
	"guia" varchar(40),
	"pais_origen" varchar(3) NOT NULL,
	"unidad_medida" varchar(3) NOT NULL,
	"precio_unitario" numeric(18, 6) NOT NULL,
	"numero_parte" varchar(50) NOT NULL,
	"parte_id" integer,
	"cantidad" numeric(18, 4) NOT NULL,
	"descripcion" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "envios_proveedor" (
	"envio_id" serial PRIMARY KEY NOT NULL,
	"proveedor_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"secuencia" integer NOT NULL,
	"plantilla_file_id" uuid,
	"lineas" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revision_ejecutivo_at" timestamp (3) with time zone,
	"revision_ejecutivo_by" integer,
	"revision_cliente_at" timestamp (3) with time zone,
	"revision_cliente_by" integer,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parte_sincronizaciones" (
	"parte_id" integer PRIMARY KEY NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"proximo_intento_at" timestamp (3) with time zone,
	"sincronizado_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "soc_certificados" (
	"soc_id" serial PRIMARY KEY NOT NULL,
	"envio_id" integer NOT NULL,
	"proveedor_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"numero" varchar(40) NOT NULL,
	"fecha_emision" date NOT NULL,
	"lote" varchar(40),
	"resultado" text NOT NULL,
	"file_id" uuid NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"observaciones" text,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revisado_by" integer,
	"revisado_at" timestamp (3) with time zone,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sysexpert_partes" (
	"id" serial PRIMARY KEY NOT NULL,
	"clave_cliente" varchar(30) NOT NULL,
	"numero_parte" varchar(50) NOT NULL,
	"fraccion" varchar(8) NOT NULL,
	"nico" varchar(2) NOT NULL,
	"descripcion" varchar(500) NOT NULL,
	"unidad_medida" varchar(3) NOT NULL,
	"tipo_impo_expo" varchar(1),
	"recibido_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarifa_alertas" (
	"alerta_id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"registro_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"numero_parte" varchar(50) NOT NULL,
	"fraccion" varchar(8) NOT NULL,
	"nico" varchar(2) NOT NULL,
	"sugerido" varchar(10),
	"sugerido_texto" text,
	"version" varchar(64) NOT NULL,
	"estado" varchar(12) DEFAULT 'abierta' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resuelta_at" timestamp (3) with time zone,
	"resuelta_by" integer
);
--> statement-breakpoint
ALTER TABLE "catalogue_audit" ADD COLUMN "note" jsonb;--> statement-breakpoint
ALTER TABLE "clasificacion_adjuntos" ADD CONSTRAINT "clasificacion_adjuntos_solicitud_id_clasificacion_solicitudes_solicitud_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."clasificacion_solicitudes"("solicitud_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificacion_adjuntos" ADD CONSTRAINT "clasificacion_adjuntos_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificacion_adjuntos" ADD CONSTRAINT "clasificacion_adjuntos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificacion_comentarios" ADD CONSTRAINT "clasificacion_comentarios_solicitud_id_clasificacion_solicitudes_solicitud_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."clasificacion_solicitudes"("solicitud_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificacion_comentarios" ADD CONSTRAINT "clasificacion_comentarios_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificacion_solicitudes" ADD CONSTRAINT "clasificacion_solicitudes_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificacion_solicitudes" ADD CONSTRAINT "clasificacion_solicitudes_proveedor_id_proveedores_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("proveedor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificacion_solicitudes" ADD CONSTRAINT "clasificacion_solicitudes_solicitante_id_users_user_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificacion_solicitudes" ADD CONSTRAINT "clasificacion_solicitudes_clasificador_id_users_user_id_fk" FOREIGN KEY ("clasificador_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificacion_solicitudes" ADD CONSTRAINT "clasificacion_solicitudes_parte_id_partes_parte_id_fk" FOREIGN KEY ("parte_id") REFERENCES "public"."partes"("parte_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_proveedor_archivos" ADD CONSTRAINT "envio_proveedor_archivos_envio_id_envios_proveedor_envio_id_fk" FOREIGN KEY ("envio_id") REFERENCES "public"."envios_proveedor"("envio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_proveedor_archivos" ADD CONSTRAINT "envio_proveedor_archivos_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_proveedor_archivos" ADD CONSTRAINT "envio_proveedor_archivos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_proveedor_lineas" ADD CONSTRAINT "envio_proveedor_lineas_envio_id_envios_proveedor_envio_id_fk" FOREIGN KEY ("envio_id") REFERENCES "public"."envios_proveedor"("envio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_proveedor_lineas" ADD CONSTRAINT "envio_proveedor_lineas_parte_id_partes_parte_id_fk" FOREIGN KEY ("parte_id") REFERENCES "public"."partes"("parte_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_proveedor" ADD CONSTRAINT "envios_proveedor_proveedor_id_proveedores_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("proveedor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_proveedor" ADD CONSTRAINT "envios_proveedor_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_proveedor" ADD CONSTRAINT "envios_proveedor_plantilla_file_id_stored_files_file_id_fk" FOREIGN KEY ("plantilla_file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_proveedor" ADD CONSTRAINT "envios_proveedor_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_proveedor" ADD CONSTRAINT "envios_proveedor_revision_ejecutivo_by_users_user_id_fk" FOREIGN KEY ("revision_ejecutivo_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_proveedor" ADD CONSTRAINT "envios_proveedor_revision_cliente_by_users_user_id_fk" FOREIGN KEY ("revision_cliente_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parte_sincronizaciones" ADD CONSTRAINT "parte_sincronizaciones_parte_id_partes_parte_id_fk" FOREIGN KEY ("parte_id") REFERENCES "public"."partes"("parte_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soc_certificados" ADD CONSTRAINT "soc_certificados_envio_id_envios_proveedor_envio_id_fk" FOREIGN KEY ("envio_id") REFERENCES "public"."envios_proveedor"("envio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soc_certificados" ADD CONSTRAINT "soc_certificados_proveedor_id_proveedores_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("proveedor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soc_certificados" ADD CONSTRAINT "soc_certificados_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soc_certificados" ADD CONSTRAINT "soc_certificados_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soc_certificados" ADD CONSTRAINT "soc_certificados_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soc_certificados" ADD CONSTRAINT "soc_certificados_revisado_by_users_user_id_fk" FOREIGN KEY ("revisado_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa_alertas" ADD CONSTRAINT "tarifa_alertas_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa_alertas" ADD CONSTRAINT "tarifa_alertas_resuelta_by_users_user_id_fk" FOREIGN KEY ("resuelta_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clasificacion_adjuntos_solicitud_idx" ON "clasificacion_adjuntos" USING btree ("solicitud_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clasificacion_adjuntos_file_unique" ON "clasificacion_adjuntos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "clasificacion_comentarios_solicitud_idx" ON "clasificacion_comentarios" USING btree ("solicitud_id","comentario_id");--> statement-breakpoint
CREATE INDEX "clasificacion_solicitudes_parte_idx" ON "clasificacion_solicitudes" USING btree ("cliente_id",lower("numero_parte"));--> statement-breakpoint
CREATE INDEX "clasificacion_solicitudes_estado_idx" ON "clasificacion_solicitudes" USING btree ("estado","solicitud_id");--> statement-breakpoint
CREATE INDEX "clasificacion_solicitudes_created_idx" ON "clasificacion_solicitudes" USING btree ("created_at","solicitud_id");--> statement-breakpoint
CREATE INDEX "envio_proveedor_archivos_envio_idx" ON "envio_proveedor_archivos" USING btree ("envio_id");--> statement-breakpoint
CREATE INDEX "envio_proveedor_lineas_envio_idx" ON "envio_proveedor_lineas" USING btree ("envio_id","renglon");--> statement-breakpoint
CREATE UNIQUE INDEX "envios_proveedor_secuencia_unique" ON "envios_proveedor" USING btree ("proveedor_id","secuencia");--> statement-breakpoint
CREATE INDEX "envios_proveedor_cliente_idx" ON "envios_proveedor" USING btree ("cliente_id","envio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "soc_certificados_numero_unique" ON "soc_certificados" USING btree ("proveedor_id","numero");--> statement-breakpoint
CREATE INDEX "soc_certificados_envio_idx" ON "soc_certificados" USING btree ("envio_id");--> statement-breakpoint
CREATE INDEX "soc_certificados_estado_idx" ON "soc_certificados" USING btree ("estado","soc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sysexpert_partes_unique" ON "sysexpert_partes" USING btree ("clave_cliente","numero_parte");--> statement-breakpoint
CREATE UNIQUE INDEX "tarifa_alertas_registro_unique" ON "tarifa_alertas" USING btree ("tipo","registro_id","fraccion","nico");--> statement-breakpoint
CREATE INDEX "tarifa_alertas_estado_idx" ON "tarifa_alertas" USING btree ("estado","alerta_id");