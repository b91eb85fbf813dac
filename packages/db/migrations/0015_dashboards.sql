CREATE TABLE "cadenas_conexion" (
	"cadena_conexion_id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"servidor" varchar(255) DEFAULT '' NOT NULL,
	"base_datos" varchar(128) DEFAULT '' NOT NULL,
	"usuario" varchar(128) DEFAULT '' NOT NULL,
	"password_sellado" text,
	"descripcion" varchar(200) NOT NULL,
	"sistema" smallint NOT NULL,
	"row_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_access_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"hosts_permitidos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"permitir_loopback" boolean NOT NULL,
	"tiempo_limite_ms" integer NOT NULL,
	"maximo_filas" integer NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filtros_condicion" (
	"filtro_condicion_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"objeto_consulta_id" integer,
	"columna_valor" varchar(63) DEFAULT '' NOT NULL,
	"columna_texto" varchar(63) DEFAULT '' NOT NULL,
	"tipo_dato" varchar(10) NOT NULL,
	"operador_logico" varchar(10) NOT NULL,
	"etiqueta" varchar(100) DEFAULT '' NOT NULL,
	"obligatorio" boolean DEFAULT false NOT NULL,
	"seleccion_multiple" boolean DEFAULT false NOT NULL,
	"opciones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valores_usuario" varchar(10),
	"row_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objetos_consulta" (
	"objeto_consulta_id" serial PRIMARY KEY NOT NULL,
	"cadena_conexion_id" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"esquema" varchar(63) DEFAULT '' NOT NULL,
	"nombre_objeto" varchar(63) DEFAULT '' NOT NULL,
	"sql" text DEFAULT '' NOT NULL,
	"descripcion" varchar(200) NOT NULL,
	"columnas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tablero_disposiciones" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"elementos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tablero_elemento_accesos" (
	"elemento_id" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"valor" varchar(100) NOT NULL,
	CONSTRAINT "tablero_elemento_accesos_elemento_id_tipo_valor_pk" PRIMARY KEY("elemento_id","tipo","valor")
);
--> statement-breakpoint
CREATE TABLE "tablero_elemento_filtros" (
	"elemento_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"filtro_condicion_id" integer NOT NULL,
	"nombre" varchar(63) NOT NULL,
	"etiqueta" varchar(100) NOT NULL,
	"columna" varchar(63) NOT NULL,
	"obligatorio" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tablero_elemento_filtros_elemento_id_orden_pk" PRIMARY KEY("elemento_id","orden")
);
--> statement-breakpoint
CREATE TABLE "tablero_elementos" (
	"elemento_id" serial PRIMARY KEY NOT NULL,
	"tipo" smallint NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(500) DEFAULT '' NOT NULL,
	"objeto_consulta_id" integer NOT NULL,
	"columna_etiqueta" varchar(63) DEFAULT '' NOT NULL,
	"columnas_valor" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filtros_condicion" ADD CONSTRAINT "filtros_condicion_objeto_consulta_id_objetos_consulta_objeto_consulta_id_fk" FOREIGN KEY ("objeto_consulta_id") REFERENCES "public"."objetos_consulta"("objeto_consulta_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetos_consulta" ADD CONSTRAINT "objetos_consulta_cadena_conexion_id_cadenas_conexion_cadena_conexion_id_fk" FOREIGN KEY ("cadena_conexion_id") REFERENCES "public"."cadenas_conexion"("cadena_conexion_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablero_disposiciones" ADD CONSTRAINT "tablero_disposiciones_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablero_elemento_accesos" ADD CONSTRAINT "tablero_elemento_accesos_elemento_id_tablero_elementos_elemento_id_fk" FOREIGN KEY ("elemento_id") REFERENCES "public"."tablero_elementos"("elemento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablero_elemento_filtros" ADD CONSTRAINT "tablero_elemento_filtros_elemento_id_tablero_elementos_elemento_id_fk" FOREIGN KEY ("elemento_id") REFERENCES "public"."tablero_elementos"("elemento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablero_elemento_filtros" ADD CONSTRAINT "tablero_elemento_filtros_filtro_condicion_id_filtros_condicion_filtro_condicion_id_fk" FOREIGN KEY ("filtro_condicion_id") REFERENCES "public"."filtros_condicion"("filtro_condicion_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablero_elementos" ADD CONSTRAINT "tablero_elementos_objeto_consulta_id_objetos_consulta_objeto_consulta_id_fk" FOREIGN KEY ("objeto_consulta_id") REFERENCES "public"."objetos_consulta"("objeto_consulta_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filtros_condicion_objeto_idx" ON "filtros_condicion" USING btree ("objeto_consulta_id");--> statement-breakpoint
CREATE INDEX "objetos_consulta_cadena_idx" ON "objetos_consulta" USING btree ("cadena_conexion_id");--> statement-breakpoint
CREATE INDEX "tablero_elemento_accesos_valor_idx" ON "tablero_elemento_accesos" USING btree ("tipo","valor");--> statement-breakpoint
CREATE INDEX "tablero_elemento_filtros_filtro_idx" ON "tablero_elemento_filtros" USING btree ("filtro_condicion_id");--> statement-breakpoint
CREATE INDEX "tablero_elementos_objeto_idx" ON "tablero_elementos" USING btree ("objeto_consulta_id");--> statement-breakpoint
-- Hand-written: what the portal's own database shows to dashboards (decision 0140). Query objects over
-- the portal's own database run as portal_tableros, which may only read these views.
CREATE SCHEMA IF NOT EXISTS "tableros";--> statement-breakpoint
CREATE VIEW "tableros"."pedimentos" AS
  SELECT p."pedimento_id", p."numero", p."aduana", p."patente", p."clave", p."tipo_operacion", p."cliente_id",
         c."nombre_corto" AS "cliente", p."fecha_pago", date_trunc('week', p."fecha_pago")::date AS "semana", p."valor_aduana"
  FROM "pedimentos" p LEFT JOIN "clientes" c ON c."cliente_id" = p."cliente_id";--> statement-breakpoint
CREATE VIEW "tableros"."clientes" AS
  SELECT "cliente_id", "nombre_corto", "razon_social", "rfc" FROM "clientes";--> statement-breakpoint
CREATE VIEW "tableros"."tickets" AS
  SELECT t."ticket_id", t."estatus", t."ticket_categoria_id", t."fecha_inicio", t."fecha_vencimiento", t."fecha_solucion",
         CASE WHEN t."fecha_solucion" IS NOT NULL THEN
                CASE WHEN t."fecha_solucion" <= t."fecha_vencimiento" THEN 'cumplido' ELSE 'vencido' END
              WHEN now() > t."fecha_vencimiento" THEN 'vencido' ELSE 'en tiempo' END AS "estado_sla"
  FROM "tickets" t;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_tableros') THEN
    CREATE ROLE portal_tableros NOLOGIN NOINHERIT;
  END IF;
  -- The portal's own login switches to it for each query (SET LOCAL ROLE), so it must be a member.
  EXECUTE format('GRANT portal_tableros TO %I', current_user);
  GRANT USAGE ON SCHEMA "tableros" TO portal_tableros;
  GRANT SELECT ON ALL TABLES IN SCHEMA "tableros" TO portal_tableros;
  -- The reader must not switch back to the session's role (set_config('role', ...)) nor sleep (PGlite has no statement timeout).
  REVOKE EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) FROM PUBLIC;
  REVOKE EXECUTE ON FUNCTION pg_catalog.pg_sleep(double precision) FROM PUBLIC;
  REVOKE EXECUTE ON FUNCTION pg_catalog.pg_sleep_for(interval) FROM PUBLIC;
  REVOKE EXECUTE ON FUNCTION pg_catalog.pg_sleep_until(timestamp with time zone) FROM PUBLIC;
EXCEPTION WHEN insufficient_privilege THEN
  -- Without the rights to make the role, the portal's own database is refused as a source (the executor checks).
  RAISE NOTICE 'portal_tableros not prepared: %', SQLERRM;
END $$;
