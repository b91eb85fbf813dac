CREATE TABLE "pedimento_candados" (
	"candado_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"transporte" varchar(40),
	"numero" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "pedimento_contenedores" (
	"contenedor_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"numero" varchar(40),
	"tipo" varchar(3)
);
--> statement-breakpoint
CREATE TABLE "pedimento_descargos" (
	"descargo_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"patente_original" varchar(4),
	"pedimento_original" varchar(7),
	"aduana_original" varchar(3),
	"clave_original" varchar(2),
	"fecha_pago_original" date,
	"fraccion" varchar(10),
	"unidad" varchar(3),
	"cantidad" numeric(20, 6)
);
--> statement-breakpoint
CREATE TABLE "pedimento_destinatarios" (
	"destinatario_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"id_fiscal" varchar(40),
	"nombre" varchar(120),
	"calle" varchar(120),
	"numero_interior" varchar(20),
	"numero_exterior" varchar(20),
	"codigo_postal" varchar(10),
	"municipio" varchar(120),
	"pais" varchar(3)
);
--> statement-breakpoint
CREATE TABLE "pedimento_diferencias" (
	"diferencia_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"clave" varchar(3),
	"forma_pago" varchar(3),
	"importe" bigint
);
--> statement-breakpoint
CREATE TABLE "pedimento_guias" (
	"guia_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"numero" varchar(60),
	"tipo" varchar(3)
);
--> statement-breakpoint
CREATE TABLE "pedimento_identificadores" (
	"identificador_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"partida" integer,
	"fraccion" varchar(10),
	"clave" varchar(3),
	"complemento1" varchar(60),
	"complemento2" varchar(60),
	"complemento3" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "pedimento_observaciones" (
	"observacion_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"partida" integer,
	"fraccion" varchar(10),
	"secuencia" integer,
	"texto" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "pedimento_permisos" (
	"permiso_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"partida" integer,
	"fraccion" varchar(10),
	"clave" varchar(3),
	"firma_descargo" varchar(60),
	"numero" varchar(60),
	"valor_usd" numeric(16, 2),
	"cantidad" numeric(20, 6)
);
--> statement-breakpoint
CREATE TABLE "pedimento_rectificaciones" (
	"rectificacion_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"clave" varchar(2),
	"fecha_pago" date,
	"pedimento_original" varchar(7),
	"patente_original" varchar(4),
	"aduana_original" varchar(3),
	"clave_original" varchar(2),
	"fecha_original" date
);
--> statement-breakpoint
CREATE TABLE "pedimento_transportes" (
	"transporte_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"rfc" varchar(13),
	"curp" varchar(18),
	"nombre" varchar(120),
	"pais" varchar(3),
	"identificador" varchar(60),
	"bultos" integer,
	"domicilio" varchar(250)
);
--> statement-breakpoint
ALTER TABLE "pedimento_candados" ADD CONSTRAINT "pedimento_candados_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_contenedores" ADD CONSTRAINT "pedimento_contenedores_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_descargos" ADD CONSTRAINT "pedimento_descargos_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_destinatarios" ADD CONSTRAINT "pedimento_destinatarios_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_diferencias" ADD CONSTRAINT "pedimento_diferencias_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_guias" ADD CONSTRAINT "pedimento_guias_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_identificadores" ADD CONSTRAINT "pedimento_identificadores_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_observaciones" ADD CONSTRAINT "pedimento_observaciones_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_permisos" ADD CONSTRAINT "pedimento_permisos_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_rectificaciones" ADD CONSTRAINT "pedimento_rectificaciones_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_transportes" ADD CONSTRAINT "pedimento_transportes_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedimento_candados_pedimento_idx" ON "pedimento_candados" USING btree ("pedimento_id","orden");--> statement-breakpoint
CREATE INDEX "pedimento_contenedores_pedimento_idx" ON "pedimento_contenedores" USING btree ("pedimento_id","orden");--> statement-breakpoint
CREATE INDEX "pedimento_descargos_pedimento_idx" ON "pedimento_descargos" USING btree ("pedimento_id","orden");--> statement-breakpoint
CREATE INDEX "pedimento_destinatarios_pedimento_idx" ON "pedimento_destinatarios" USING btree ("pedimento_id","orden");--> statement-breakpoint
CREATE INDEX "pedimento_diferencias_pedimento_idx" ON "pedimento_diferencias" USING btree ("pedimento_id","orden");--> statement-breakpoint
CREATE INDEX "pedimento_guias_pedimento_idx" ON "pedimento_guias" USING btree ("pedimento_id","orden");--> statement-breakpoint
CREATE INDEX "pedimento_identificadores_pedimento_idx" ON "pedimento_identificadores" USING btree ("pedimento_id","orden");--> statement-breakpoint
CREATE INDEX "pedimento_observaciones_pedimento_idx" ON "pedimento_observaciones" USING btree ("pedimento_id","orden");--> statement-breakpoint
CREATE INDEX "pedimento_permisos_pedimento_idx" ON "pedimento_permisos" USING btree ("pedimento_id","orden");--> statement-breakpoint
CREATE INDEX "pedimento_rectificaciones_pedimento_idx" ON "pedimento_rectificaciones" USING btree ("pedimento_id","orden");--> statement-breakpoint
CREATE INDEX "pedimento_transportes_pedimento_idx" ON "pedimento_transportes" USING btree ("pedimento_id","orden");