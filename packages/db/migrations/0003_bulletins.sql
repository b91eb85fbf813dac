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
ALTER TABLE "bulletin_attachments" ADD CONSTRAINT "bulletin_attachments_boletin_id_bulletins_boletin_id_fk" FOREIGN KEY ("boletin_id") REFERENCES "public"."bulletins"("boletin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_attachments" ADD CONSTRAINT "bulletin_attachments_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_customers" ADD CONSTRAINT "bulletin_customers_boletin_id_bulletins_boletin_id_fk" FOREIGN KEY ("boletin_id") REFERENCES "public"."bulletins"("boletin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_reads" ADD CONSTRAINT "bulletin_reads_boletin_id_bulletins_boletin_id_fk" FOREIGN KEY ("boletin_id") REFERENCES "public"."bulletins"("boletin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_reads" ADD CONSTRAINT "bulletin_reads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_roles" ADD CONSTRAINT "bulletin_roles_boletin_id_bulletins_boletin_id_fk" FOREIGN KEY ("boletin_id") REFERENCES "public"."bulletins"("boletin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_roles" ADD CONSTRAINT "bulletin_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_cancelado_por_users_user_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulletin_attachments_file_idx" ON "bulletin_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "bulletin_customers_cliente_idx" ON "bulletin_customers" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "bulletin_roles_role_idx" ON "bulletin_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "bulletins_public_idx" ON "bulletins" USING btree ("es_publico","boletin_id");