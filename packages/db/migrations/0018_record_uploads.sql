CREATE TABLE "expediente_archivos" (
	"archivo_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"file_id" uuid NOT NULL,
	"metadato1" varchar(60) DEFAULT '' NOT NULL,
	"metadato2" varchar(60) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expediente_archivos" ADD CONSTRAINT "expediente_archivos_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expediente_archivos" ADD CONSTRAINT "expediente_archivos_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expediente_archivos" ADD CONSTRAINT "expediente_archivos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expediente_archivos_pedimento_idx" ON "expediente_archivos" USING btree ("pedimento_id","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "expediente_archivos_file_idx" ON "expediente_archivos" USING btree ("file_id");