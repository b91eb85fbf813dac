CREATE TABLE "m3_archivos" (
	"archivo_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(12) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"file_id" uuid NOT NULL,
	"pedimentos" integer NOT NULL,
	"registros" integer NOT NULL,
	"errores" integer NOT NULL,
	"advertencias" integer NOT NULL,
	"importados" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "m3_hallazgos" (
	"hallazgo_id" bigserial PRIMARY KEY NOT NULL,
	"archivo_id" integer NOT NULL,
	"linea" integer,
	"registro" varchar(3),
	"campo" smallint,
	"valor" varchar(300),
	"esperado" varchar(300),
	"severidad" varchar(10) NOT NULL,
	"clave" varchar(80) NOT NULL,
	"pedimento" varchar(7)
);
--> statement-breakpoint
CREATE TABLE "pedimento_contribuciones" (
	"contribucion_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"partida" integer,
	"clave" varchar(3) NOT NULL,
	"tasa" numeric(25, 10),
	"tipo_tasa" varchar(2),
	"forma_pago" varchar(3),
	"importe" bigint
);
--> statement-breakpoint
CREATE TABLE "pedimento_facturas" (
	"factura_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"fecha" date,
	"cove" varchar(40),
	"incoterm" varchar(3),
	"moneda" varchar(3),
	"valor_usd" numeric(16, 2),
	"valor_moneda" numeric(16, 2),
	"pais" varchar(3),
	"id_fiscal_proveedor" varchar(30),
	"nombre_proveedor" varchar(120)
);
--> statement-breakpoint
CREATE TABLE "pedimento_fechas" (
	"pedimento_fecha_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"tipo" varchar(2) NOT NULL,
	"fecha" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedimento_partidas" (
	"partida_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"fraccion" varchar(8) NOT NULL,
	"nico" varchar(2),
	"descripcion" varchar(250),
	"precio_unitario" numeric(20, 5),
	"valor_aduana" bigint,
	"precio_pagado" bigint,
	"valor_usd" numeric(16, 2),
	"cantidad_umc" numeric(18, 3),
	"umc" varchar(2),
	"cantidad_umt" numeric(23, 5),
	"umt" varchar(2),
	"codigo_producto" varchar(20),
	"marca" varchar(80),
	"modelo" varchar(80),
	"pais_origen" varchar(3),
	"pais_vendedor" varchar(3)
);
--> statement-breakpoint
CREATE TABLE "pedimentos" (
	"pedimento_id" serial PRIMARY KEY NOT NULL,
	"numero" varchar(15) NOT NULL,
	"anio" smallint NOT NULL,
	"aduana" varchar(2) NOT NULL,
	"aduana_seccion" varchar(3) NOT NULL,
	"patente" varchar(4) NOT NULL,
	"movimiento" varchar(2) NOT NULL,
	"tipo_operacion" varchar(1),
	"clave" varchar(2),
	"rfc" varchar(13),
	"curp" varchar(18),
	"nombre" varchar(120),
	"cliente_id" integer,
	"referencia" varchar(40),
	"tipo_cambio" numeric(9, 5),
	"peso_bruto" numeric(14, 3),
	"fletes" bigint,
	"seguros" bigint,
	"embalajes" bigint,
	"otros_incrementables" bigint,
	"fecha_entrada" date,
	"fecha_pago" date,
	"valor_aduana" bigint DEFAULT 0 NOT NULL,
	"valor_usd" numeric(16, 2) DEFAULT '0' NOT NULL,
	"archivo_id" integer,
	"registros" jsonb NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "m3_archivos" ADD CONSTRAINT "m3_archivos_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m3_archivos" ADD CONSTRAINT "m3_archivos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m3_hallazgos" ADD CONSTRAINT "m3_hallazgos_archivo_id_m3_archivos_archivo_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."m3_archivos"("archivo_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_contribuciones" ADD CONSTRAINT "pedimento_contribuciones_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_facturas" ADD CONSTRAINT "pedimento_facturas_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_fechas" ADD CONSTRAINT "pedimento_fechas_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_partidas" ADD CONSTRAINT "pedimento_partidas_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimentos" ADD CONSTRAINT "pedimentos_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimentos" ADD CONSTRAINT "pedimentos_archivo_id_m3_archivos_archivo_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."m3_archivos"("archivo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "m3_archivos_sha256_idx" ON "m3_archivos" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "m3_archivos_created_idx" ON "m3_archivos" USING btree ("created_at","archivo_id");--> statement-breakpoint
CREATE INDEX "m3_hallazgos_archivo_idx" ON "m3_hallazgos" USING btree ("archivo_id","linea");--> statement-breakpoint
CREATE INDEX "pedimento_contribuciones_pedimento_idx" ON "pedimento_contribuciones" USING btree ("pedimento_id","partida");--> statement-breakpoint
CREATE INDEX "pedimento_facturas_pedimento_idx" ON "pedimento_facturas" USING btree ("pedimento_id","orden");--> statement-breakpoint
CREATE INDEX "pedimento_fechas_pedimento_idx" ON "pedimento_fechas" USING btree ("pedimento_id");--> statement-breakpoint
CREATE INDEX "pedimento_partidas_pedimento_idx" ON "pedimento_partidas" USING btree ("pedimento_id","numero");--> statement-breakpoint
CREATE INDEX "pedimento_partidas_fraccion_idx" ON "pedimento_partidas" USING btree ("fraccion","nico");--> statement-breakpoint
CREATE UNIQUE INDEX "pedimentos_numero_idx" ON "pedimentos" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "pedimentos_cliente_referencia_idx" ON "pedimentos" USING btree ("cliente_id","referencia");--> statement-breakpoint
CREATE INDEX "pedimentos_cliente_idx" ON "pedimentos" USING btree ("cliente_id","pedimento_id");--> statement-breakpoint
CREATE INDEX "pedimentos_fecha_pago_idx" ON "pedimentos" USING btree ("fecha_pago","pedimento_id");--> statement-breakpoint
CREATE INDEX "pedimentos_rfc_idx" ON "pedimentos" USING btree ("rfc");