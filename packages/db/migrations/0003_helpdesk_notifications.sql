CREATE TABLE "active_users" (
	"usuario_activo_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"guardia_inicio" timestamp (3) with time zone NOT NULL,
	"guardia_fin" timestamp (3) with time zone NOT NULL,
	"notas" varchar(500) DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"incidencia_id" serial PRIMARY KEY NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"descripcion" varchar(2000) DEFAULT '' NOT NULL,
	"fecha_fin" timestamp (3) with time zone,
	"activo" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_categories" (
	"ticket_categoria_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"ticket_categoria_padre_id" integer,
	"abreviatura" varchar(10) DEFAULT '' NOT NULL,
	"ruta" varchar(500) NOT NULL,
	"sla_horas" integer NOT NULL,
	"descripcion" varchar(1000) DEFAULT '' NOT NULL,
	"evidencia_recomendada" varchar(500) DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_category_users" (
	"ticket_categoria_usuario_id" serial PRIMARY KEY NOT NULL,
	"ticket_categoria_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tipo_asignacion" varchar(20) NOT NULL,
	"can_read" boolean DEFAULT true NOT NULL,
	"can_fix" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_evidence" (
	"ticket_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_evidence_ticket_id_file_id_pk" PRIMARY KEY("ticket_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_log" (
	"ticket_bitacora_id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"user_id" integer,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"accion" varchar(12) NOT NULL,
	"campo" varchar(40),
	"valor_anterior" text,
	"valor_nuevo" text
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"ticket_id" serial PRIMARY KEY NOT NULL,
	"estatus" varchar(12) NOT NULL,
	"prioridad" varchar(8) NOT NULL,
	"ticket_categoria_id" integer NOT NULL,
	"usuario_reporta_id" integer NOT NULL,
	"usuario_asignado_id" integer,
	"fecha_inicio" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"fecha_vencimiento" timestamp (3) with time zone NOT NULL,
	"fecha_solucion" timestamp (3) with time zone,
	"fecha_fin" timestamp (3) with time zone,
	"ip_equipo" varchar(64),
	"titulo_error" varchar(200) NOT NULL,
	"descripcion_error" text NOT NULL,
	"descripcion_solucion" text,
	"calificacion_satisfaccion" integer,
	"comentarios_satisfaccion" varchar(1000),
	"sla_avisado" boolean DEFAULT false NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"entrega_id" bigserial PRIMARY KEY NOT NULL,
	"notificacion_id" bigint NOT NULL,
	"canal" varchar(10) NOT NULL,
	"estado" varchar(15) DEFAULT 'queued' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_error" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"portal" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notificacion_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"cuerpo" varchar(1000) NOT NULL,
	"ruta" varchar(300) DEFAULT '' NOT NULL,
	"parametros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"origen" varchar(50) DEFAULT '' NOT NULL,
	"leida" boolean DEFAULT false NOT NULL,
	"leida_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "active_users" ADD CONSTRAINT "active_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD CONSTRAINT "ticket_categories_ticket_categoria_padre_id_ticket_categories_ticket_categoria_id_fk" FOREIGN KEY ("ticket_categoria_padre_id") REFERENCES "public"."ticket_categories"("ticket_categoria_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_category_users" ADD CONSTRAINT "ticket_category_users_ticket_categoria_id_ticket_categories_ticket_categoria_id_fk" FOREIGN KEY ("ticket_categoria_id") REFERENCES "public"."ticket_categories"("ticket_categoria_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_category_users" ADD CONSTRAINT "ticket_category_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_evidence" ADD CONSTRAINT "ticket_evidence_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_evidence" ADD CONSTRAINT "ticket_evidence_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_log" ADD CONSTRAINT "ticket_log_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_log" ADD CONSTRAINT "ticket_log_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_categoria_id_ticket_categories_ticket_categoria_id_fk" FOREIGN KEY ("ticket_categoria_id") REFERENCES "public"."ticket_categories"("ticket_categoria_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_usuario_reporta_id_users_user_id_fk" FOREIGN KEY ("usuario_reporta_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_usuario_asignado_id_users_user_id_fk" FOREIGN KEY ("usuario_asignado_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notificacion_id_notifications_notificacion_id_fk" FOREIGN KEY ("notificacion_id") REFERENCES "public"."notifications"("notificacion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "active_users_user_uq" ON "active_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "active_users_guard_idx" ON "active_users" USING btree ("guardia_inicio","guardia_fin");--> statement-breakpoint
CREATE INDEX "incidents_active_idx" ON "incidents" USING btree ("activo") WHERE "incidents"."activo";--> statement-breakpoint
CREATE INDEX "ticket_categories_parent_idx" ON "ticket_categories" USING btree ("ticket_categoria_padre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_category_users_uq" ON "ticket_category_users" USING btree ("ticket_categoria_id","user_id");--> statement-breakpoint
CREATE INDEX "ticket_category_users_user_idx" ON "ticket_category_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_log_ticket_idx" ON "ticket_log" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE INDEX "tickets_estatus_idx" ON "tickets" USING btree ("estatus");--> statement-breakpoint
CREATE INDEX "tickets_categoria_idx" ON "tickets" USING btree ("ticket_categoria_id");--> statement-breakpoint
CREATE INDEX "tickets_reporta_idx" ON "tickets" USING btree ("usuario_reporta_id");--> statement-breakpoint
CREATE INDEX "tickets_asignado_idx" ON "tickets" USING btree ("usuario_asignado_id");--> statement-breakpoint
CREATE INDEX "tickets_vencimiento_idx" ON "tickets" USING btree ("fecha_vencimiento");--> statement-breakpoint
CREATE INDEX "notification_deliveries_notification_idx" ON "notification_deliveries" USING btree ("notificacion_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","notificacion_id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","leida");