CREATE TABLE "pedimento_documentos" (
	"documento_id" serial PRIMARY KEY NOT NULL,
	"pedimento_id" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"file_id" uuid NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedimento_documentos" ADD CONSTRAINT "pedimento_documentos_pedimento_id_pedimentos_pedimento_id_fk" FOREIGN KEY ("pedimento_id") REFERENCES "public"."pedimentos"("pedimento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_documentos" ADD CONSTRAINT "pedimento_documentos_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedimento_documentos" ADD CONSTRAINT "pedimento_documentos_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedimento_documentos_pedimento_idx" ON "pedimento_documentos" USING btree ("pedimento_id","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "pedimento_documentos_file_unique" ON "pedimento_documentos" USING btree ("file_id");