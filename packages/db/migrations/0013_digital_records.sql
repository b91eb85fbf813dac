CREATE TABLE "expediente_ajustes" (
	"ajuste_id" integer PRIMARY KEY NOT NULL,
	"horas_vigencia" integer DEFAULT 72 NOT NULL,
	"tipos_requeridos" jsonb DEFAULT '["pedimento","cove","factura"]'::jsonb NOT NULL,
	"notificar_solicitante" boolean DEFAULT true NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expediente_descargas" (
	"descarga_id" serial PRIMARY KEY NOT NULL,
	"token" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"parametros" jsonb NOT NULL,
	"estado" varchar(12) DEFAULT 'processing' NOT NULL,
	"file_id" uuid,
	"nombre" varchar(160) NOT NULL,
	"archivos" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint,
	"motivo" varchar(80),
	"solicitado_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"procesado_at" timestamp (3) with time zone,
	"expira_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "expediente_nomenclaturas" (
	"nomenclatura_id" serial PRIMARY KEY NOT NULL,
	"clave_sys_expert" varchar(20) NOT NULL,
	"raiz" varchar(300) NOT NULL,
	"metadatos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expediente_descargas" ADD CONSTRAINT "expediente_descargas_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expediente_descargas" ADD CONSTRAINT "expediente_descargas_cliente_id_clientes_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("cliente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expediente_descargas" ADD CONSTRAINT "expediente_descargas_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expediente_descargas_token_idx" ON "expediente_descargas" USING btree ("token");--> statement-breakpoint
CREATE INDEX "expediente_descargas_user_idx" ON "expediente_descargas" USING btree ("user_id","descarga_id");--> statement-breakpoint
CREATE INDEX "expediente_descargas_expira_idx" ON "expediente_descargas" USING btree ("estado","expira_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expediente_nomenclaturas_clave_idx" ON "expediente_nomenclaturas" USING btree ("clave_sys_expert");