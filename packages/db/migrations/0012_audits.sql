CREATE TABLE "auditoria_bitacora_eventos" (
	"auditoria_bitacora_evento_id" bigserial PRIMARY KEY NOT NULL,
	"auditoria_operacion_id" integer NOT NULL,
	"auditoria_hallazgo_id" integer,
	"grupo_evento_id" smallint NOT NULL,
	"tipo" varchar(24) NOT NULL,
	"comentario" varchar(1000),
	"user_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria_hallazgos" (
	"auditoria_hallazgo_id" serial PRIMARY KEY NOT NULL,
	"auditoria_operacion_id" integer NOT NULL,
	"regla" varchar(40) NOT NULL,
	"clave" varchar(80) NOT NULL,
	"severidad" varchar(10) NOT NULL,
	"partida" integer,
	"campo" varchar(40),
	"valor_presente" varchar(300),
	"valor_esperado" varchar(300),
	"huella" varchar(400) NOT NULL,
	"estado" varchar(24) DEFAULT 'pendiente' NOT NULL,
	"tipo_autorizacion" varchar(24),
	"observaciones" varchar(1000),
	"responsable_id" integer,
	"fecha_compromiso" date NOT NULL,
	"ram_id" integer,
	"vigente" boolean DEFAULT true NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria_operaciones" (
	"auditoria_operacion_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"cliente_id" integer,
	"aduana" varchar(2) NOT NULL,
	"patente" varchar(4) NOT NULL,
	"referencia" varchar(40),
	"factura" varchar(40),
	"clave_documento" varchar(2),
	"tipo_operacion" varchar(1),
	"fecha_registro" date,
	"estado" varchar(16) NOT NULL,
	"hallazgos" integer DEFAULT 0 NOT NULL,
	"abiertos" integer DEFAULT 0 NOT NULL,
	"solicitudes" integer DEFAULT 0 NOT NULL,
	"version_auditada" integer NOT NULL,
	"ultimo_evento_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria_reglas" (
	"regla" varchar(40) PRIMARY KEY NOT NULL,
	"activa" boolean NOT NULL,
	"severidad" varchar(10),
	"tolerancia" numeric(9, 4),
	"updated_by" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoria_bitacora_eventos" ADD CONSTRAINT "auditoria_bitacora_eventos_auditoria_operacion_id_auditoria_operaciones_auditoria_operacion_id_fk" FOREIGN KEY ("auditoria_operacion_id") REFERENCES "public"."auditoria_operaciones"("auditoria_operacion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_bitacora_eventos" ADD CONSTRAINT "auditoria_bitacora_eventos_auditoria_hallazgo_id_auditoria_hallazgos_auditoria_hallazgo_id_fk" FOREIGN KEY ("auditoria_hallazgo_id") REFERENCES "public"."auditoria_hallazgos"("auditoria_hallazgo_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_bitacora_eventos" ADD CONSTRAINT "auditoria_bitacora_eventos_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_hallazgos" ADD CONSTRAINT "auditoria_hallazgos_auditoria_operacion_id_auditoria_operaciones_auditoria_operacion_id_fk" FOREIGN KEY ("auditoria_operacion_id") REFERENCES "public"."auditoria_operaciones"("auditoria_operacion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_hallazgos" ADD CONSTRAINT "auditoria_hallazgos_responsable_id_users_user_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_hallazgos" ADD CONSTRAINT "auditoria_hallazgos_ram_id_cal_rams_ram_id_fk" FOREIGN KEY ("ram_id") REFERENCES "public"."cal_rams"("ram_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_operaciones" ADD CONSTRAINT "auditoria_operaciones_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_operaciones" ADD CONSTRAINT "auditoria_operaciones_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_reglas" ADD CONSTRAINT "auditoria_reglas_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_bitacora_operacion_idx" ON "auditoria_bitacora_eventos" USING btree ("auditoria_operacion_id","auditoria_bitacora_evento_id");--> statement-breakpoint
CREATE INDEX "auditoria_hallazgos_operacion_idx" ON "auditoria_hallazgos" USING btree ("auditoria_operacion_id","auditoria_hallazgo_id");--> statement-breakpoint
CREATE INDEX "auditoria_hallazgos_compromiso_idx" ON "auditoria_hallazgos" USING btree ("fecha_compromiso","auditoria_hallazgo_id");--> statement-breakpoint
CREATE INDEX "auditoria_hallazgos_created_idx" ON "auditoria_hallazgos" USING btree ("created_at","auditoria_hallazgo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auditoria_operaciones_pedimento_idx" ON "auditoria_operaciones" USING btree ("pedimento_id");--> statement-breakpoint
CREATE INDEX "auditoria_operaciones_evento_idx" ON "auditoria_operaciones" USING btree ("ultimo_evento_id","auditoria_operacion_id");--> statement-breakpoint
CREATE INDEX "auditoria_operaciones_fecha_idx" ON "auditoria_operaciones" USING btree ("fecha_registro","auditoria_operacion_id");--> statement-breakpoint
CREATE INDEX "auditoria_operaciones_cliente_idx" ON "auditoria_operaciones" USING btree ("cliente_id","ultimo_evento_id");