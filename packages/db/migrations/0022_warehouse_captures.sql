CREATE TABLE "almacen_capturas" (
	"user_id" integer NOT NULL,
	"clave" uuid NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"recurso_id" varchar(40) NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "almacen_capturas_user_id_clave_pk" PRIMARY KEY("user_id","clave")
);
--> statement-breakpoint
ALTER TABLE "almacen_capturas" ADD CONSTRAINT "almacen_capturas_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "almacen_capturas_created_idx" ON "almacen_capturas" USING btree ("created_at");
