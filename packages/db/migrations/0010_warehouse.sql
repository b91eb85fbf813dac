CREATE TABLE "cargas" (
	"carga_id" serial PRIMARY KEY NOT NULL,
	"confronta_id" integer NOT NULL,
	"chofer_id" integer NOT NULL,
	"placas" varchar(15),
	"numero_economico" varchar(20),
	"foto_vehiculo_id" uuid,
	"estado" varchar(12) DEFAULT 'abierta' NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"confirmada_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "choferes" (
	"chofer_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"gafete" varchar(60) NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "choferes_gafete_unique" UNIQUE("gafete")
);
--> statement-breakpoint
CREATE TABLE "confronta_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"confronta_id" integer NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"codigo" varchar(60) NOT NULL,
	"estado" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"etiquetado" boolean DEFAULT false NOT NULL,
	"peso" numeric(14, 3),
	"confrontado_at" timestamp (3) with time zone,
	"confrontado_por" integer
);
--> statement-breakpoint
CREATE TABLE "confronta_presencia" (
	"confronta_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confronta_presencia_confronta_id_user_id_pk" PRIMARY KEY("confronta_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "confrontas" (
	"confronta_id" serial PRIMARY KEY NOT NULL,
	"numero_control" varchar(40) NOT NULL,
	"patente" varchar(4) NOT NULL,
	"pedimento" varchar(7),
	"remesa" varchar(20),
	"cliente_id" integer,
	"estado" varchar(12) DEFAULT 'abierta' NOT NULL,
	"motivo_cierre" text,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"concluida_at" timestamp (3) with time zone,
	CONSTRAINT "confrontas_numero_control_unique" UNIQUE("numero_control")
);
--> statement-breakpoint
CREATE TABLE "previo_eventos" (
	"evento_id" serial PRIMARY KEY NOT NULL,
	"previo_id" uuid NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"user_id" integer,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "previo_fotos" (
	"foto_id" uuid PRIMARY KEY NOT NULL,
	"miniatura_id" uuid NOT NULL,
	"previo_id" uuid,
	"linea_id" integer,
	"orden" integer DEFAULT 0 NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"ancho" integer NOT NULL,
	"alto" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "previo_lineas" (
	"linea_id" serial PRIMARY KEY NOT NULL,
	"previo_id" uuid NOT NULL,
	"orden" integer NOT NULL,
	"numero_factura" varchar(40),
	"parte_id" integer,
	"numero_parte" varchar(50),
	"descripcion" varchar(500) NOT NULL,
	"fraccion" varchar(10),
	"cantidad_fisica" numeric(14, 3) NOT NULL,
	"cantidad_factura" numeric(14, 3) NOT NULL,
	"unidad" varchar(10),
	"pais_origen_fisico" varchar(3),
	"pais_origen_factura" varchar(3),
	"marca" varchar(80),
	"modelo" varchar(80),
	"numero_serie" varchar(80),
	"bultos" integer,
	"peso" numeric(14, 3),
	"orden_compra" varchar(40),
	"observaciones" text,
	"diferencia_confirmada" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "previo_observaciones" (
	"observacion_id" serial PRIMARY KEY NOT NULL,
	"previo_id" uuid NOT NULL,
	"texto" text NOT NULL,
	"urgente" boolean DEFAULT false NOT NULL,
	"requiere_revision" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "previos" (
	"previo_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folio" serial NOT NULL,
	"cliente_id" integer NOT NULL,
	"recinto_id" integer,
	"procesador" varchar(120),
	"linea_transporte_id" integer,
	"proveedor_id" integer,
	"pedimento_id" integer,
	"fecha_entrada" date,
	"fecha_previo" date NOT NULL,
	"guia_master" varchar(40),
	"guia_house" varchar(40),
	"numero_contenedor" varchar(20),
	"candado_inicial" varchar(40),
	"candado_final" varchar(40),
	"discrepancia" text,
	"estado" varchar(12) DEFAULT 'abierto' NOT NULL,
	"hora_inicio" varchar(5),
	"terminado" boolean DEFAULT false NOT NULL,
	"tipo_carga" varchar(20),
	"tipo_previo" varchar(20),
	"hora_solicitud_mercancia" varchar(5),
	"hora_entrega_mercancia" varchar(5),
	"bultos" integer,
	"peso_total" numeric(14, 3),
	"etiquetas" varchar(200),
	"cuantificado" boolean DEFAULT false NOT NULL,
	"bulto_daniado" boolean DEFAULT false NOT NULL,
	"danio" text,
	"foto_guia_id" uuid,
	"foto_danio_id" uuid,
	"documentos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"observaciones_generales" text,
	"enlace_token" uuid,
	"enlace_expira_at" timestamp (3) with time zone,
	"enlace_revocado_token" uuid,
	"concluido_at" timestamp (3) with time zone,
	"concluido_por" integer,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "previos_folio_unique" UNIQUE("folio"),
	CONSTRAINT "previos_enlace_token_unique" UNIQUE("enlace_token")
);
--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_confronta_id_confrontas_confronta_id_fk" FOREIGN KEY ("confronta_id") REFERENCES "public"."confrontas"("confronta_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_chofer_id_choferes_chofer_id_fk" FOREIGN KEY ("chofer_id") REFERENCES "public"."choferes"("chofer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_foto_vehiculo_id_stored_files_file_id_fk" FOREIGN KEY ("foto_vehiculo_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confronta_items" ADD CONSTRAINT "confronta_items_confronta_id_confrontas_confronta_id_fk" FOREIGN KEY ("confronta_id") REFERENCES "public"."confrontas"("confronta_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confronta_items" ADD CONSTRAINT "confronta_items_confrontado_por_users_user_id_fk" FOREIGN KEY ("confrontado_por") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confronta_presencia" ADD CONSTRAINT "confronta_presencia_confronta_id_confrontas_confronta_id_fk" FOREIGN KEY ("confronta_id") REFERENCES "public"."confrontas"("confronta_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confronta_presencia" ADD CONSTRAINT "confronta_presencia_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confrontas" ADD CONSTRAINT "confrontas_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confrontas" ADD CONSTRAINT "confrontas_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previo_eventos" ADD CONSTRAINT "previo_eventos_previo_id_previos_previo_id_fk" FOREIGN KEY ("previo_id") REFERENCES "public"."previos"("previo_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previo_eventos" ADD CONSTRAINT "previo_eventos_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previo_fotos" ADD CONSTRAINT "previo_fotos_foto_id_stored_files_file_id_fk" FOREIGN KEY ("foto_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previo_fotos" ADD CONSTRAINT "previo_fotos_miniatura_id_stored_files_file_id_fk" FOREIGN KEY ("miniatura_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previo_fotos" ADD CONSTRAINT "previo_fotos_previo_id_previos_previo_id_fk" FOREIGN KEY ("previo_id") REFERENCES "public"."previos"("previo_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previo_fotos" ADD CONSTRAINT "previo_fotos_linea_id_previo_lineas_linea_id_fk" FOREIGN KEY ("linea_id") REFERENCES "public"."previo_lineas"("linea_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previo_fotos" ADD CONSTRAINT "previo_fotos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previo_lineas" ADD CONSTRAINT "previo_lineas_previo_id_previos_previo_id_fk" FOREIGN KEY ("previo_id") REFERENCES "public"."previos"("previo_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previo_observaciones" ADD CONSTRAINT "previo_observaciones_previo_id_previos_previo_id_fk" FOREIGN KEY ("previo_id") REFERENCES "public"."previos"("previo_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previo_observaciones" ADD CONSTRAINT "previo_observaciones_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previos" ADD CONSTRAINT "previos_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previos" ADD CONSTRAINT "previos_recinto_id_recintos_recinto_id_fk" FOREIGN KEY ("recinto_id") REFERENCES "public"."recintos"("recinto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previos" ADD CONSTRAINT "previos_linea_transporte_id_lineas_transporte_linea_transporte_id_fk" FOREIGN KEY ("linea_transporte_id") REFERENCES "public"."lineas_transporte"("linea_transporte_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previos" ADD CONSTRAINT "previos_proveedor_id_proveedores_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("proveedor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previos" ADD CONSTRAINT "previos_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previos" ADD CONSTRAINT "previos_concluido_por_users_user_id_fk" FOREIGN KEY ("concluido_por") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previos" ADD CONSTRAINT "previos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargas_created_idx" ON "cargas" USING btree ("created_at","carga_id");--> statement-breakpoint
CREATE INDEX "cargas_chofer_idx" ON "cargas" USING btree ("chofer_id","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "confronta_items_codigo_idx" ON "confronta_items" USING btree ("confronta_id","codigo");--> statement-breakpoint
CREATE INDEX "confrontas_created_idx" ON "confrontas" USING btree ("created_at","confronta_id");--> statement-breakpoint
CREATE INDEX "previo_eventos_previo_idx" ON "previo_eventos" USING btree ("previo_id","at");--> statement-breakpoint
CREATE INDEX "previo_fotos_previo_idx" ON "previo_fotos" USING btree ("previo_id","linea_id");--> statement-breakpoint
CREATE INDEX "previo_fotos_owner_idx" ON "previo_fotos" USING btree ("created_by","previo_id");--> statement-breakpoint
CREATE INDEX "previo_lineas_previo_idx" ON "previo_lineas" USING btree ("previo_id","orden");--> statement-breakpoint
CREATE INDEX "previo_observaciones_previo_idx" ON "previo_observaciones" USING btree ("previo_id","created_at");--> statement-breakpoint
CREATE INDEX "previos_cliente_idx" ON "previos" USING btree ("cliente_id","fecha_previo");--> statement-breakpoint
CREATE INDEX "previos_fecha_idx" ON "previos" USING btree ("fecha_previo","previo_id");--> statement-breakpoint
CREATE INDEX "previos_created_idx" ON "previos" USING btree ("created_at","previo_id");