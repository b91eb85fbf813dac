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
ALTER TABLE "aduana_secciones" ADD CONSTRAINT "aduana_secciones_aduana_aduanas_clave_fk" FOREIGN KEY ("aduana") REFERENCES "public"."aduanas"("clave") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aduana_secciones_aduana_idx" ON "aduana_secciones" USING btree ("aduana");--> statement-breakpoint
CREATE UNIQUE INDEX "fracciones_nico_fraccion_nico_uq" ON "fracciones_nico" USING btree ("fraccion","nico");--> statement-breakpoint
CREATE INDEX "identificadores_clave_idx" ON "identificadores" USING btree ("clave");