CREATE TABLE "tablero_notificaciones" (
	"notificacion_id" serial PRIMARY KEY NOT NULL,
	"objeto_consulta_id" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"canales" jsonb DEFAULT '["portal"]'::jsonb NOT NULL,
	"usuarios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"ultima_huella" varchar(64),
	"ultima_revision" timestamp (3) with time zone,
	"ultimo_aviso" timestamp (3) with time zone,
	"row_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tablero_notificaciones_objeto_consulta_id_unique" UNIQUE("objeto_consulta_id")
);
--> statement-breakpoint
ALTER TABLE "tablero_notificaciones" ADD CONSTRAINT "tablero_notificaciones_objeto_consulta_id_objetos_consulta_objeto_consulta_id_fk" FOREIGN KEY ("objeto_consulta_id") REFERENCES "public"."objetos_consulta"("objeto_consulta_id") ON DELETE cascade ON UPDATE no action;