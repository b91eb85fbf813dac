CREATE TABLE "email_confirmations" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"throttle_key" varchar(300) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_token_families" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"revoked_reason" varchar(30)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"issued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "security_profile_permissions" (
	"perfil_seguridad_id" integer NOT NULL,
	"resource" varchar(50) NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"can_read" boolean DEFAULT false NOT NULL,
	"can_write" boolean DEFAULT false NOT NULL,
	"can_create" boolean DEFAULT false NOT NULL,
	"can_delete" boolean DEFAULT false NOT NULL,
	CONSTRAINT "security_profile_permissions_perfil_seguridad_id_resource_pk" PRIMARY KEY("perfil_seguridad_id","resource")
);
--> statement-breakpoint
CREATE TABLE "security_profile_roles" (
	"perfil_seguridad_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "security_profile_roles_perfil_seguridad_id_role_id_pk" PRIMARY KEY("perfil_seguridad_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "security_profiles" (
	"perfil_seguridad_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(500) DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_profiles_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "sign_in_log" (
	"sign_in_log_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"login" varchar(254) NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(500),
	"result" varchar(12) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_claims" (
	"user_claim_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"claim_type" varchar(100) NOT NULL,
	"claim_value" varchar(250) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_customers" (
	"user_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	CONSTRAINT "user_customers_user_id_cliente_id_pk" PRIMARY KEY("user_id","cliente_id")
);
--> statement-breakpoint
CREATE TABLE "user_customs" (
	"user_id" integer NOT NULL,
	"aduana" varchar(3) NOT NULL,
	CONSTRAINT "user_customs_user_id_aduana_pk" PRIMARY KEY("user_id","aduana")
);
--> statement-breakpoint
CREATE TABLE "user_patents" (
	"user_id" integer NOT NULL,
	"patente" varchar(4) NOT NULL,
	CONSTRAINT "user_patents_user_id_patente_pk" PRIMARY KEY("user_id","patente")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "user_security_profiles" (
	"user_id" integer NOT NULL,
	"perfil_seguridad_id" integer NOT NULL,
	CONSTRAINT "user_security_profiles_user_id_perfil_seguridad_id_pk" PRIMARY KEY("user_id","perfil_seguridad_id")
);
--> statement-breakpoint
CREATE TABLE "user_vendors" (
	"user_id" integer NOT NULL,
	"proveedor_id" integer NOT NULL,
	CONSTRAINT "user_vendors_user_id_proveedor_id_pk" PRIMARY KEY("user_id","proveedor_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"user_name" varchar(50) NOT NULL,
	"email" varchar(254) NOT NULL,
	"full_name" varchar(150) DEFAULT '' NOT NULL,
	"phone" varchar(20),
	"password_hash" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"language" varchar(5) DEFAULT 'es-MX' NOT NULL,
	"avatar_file_id" uuid,
	"security_stamp" integer DEFAULT 1 NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_refresh_token_families_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."refresh_token_families"("family_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_profile_permissions" ADD CONSTRAINT "security_profile_permissions_perfil_seguridad_id_security_profiles_perfil_seguridad_id_fk" FOREIGN KEY ("perfil_seguridad_id") REFERENCES "public"."security_profiles"("perfil_seguridad_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_profile_roles" ADD CONSTRAINT "security_profile_roles_perfil_seguridad_id_security_profiles_perfil_seguridad_id_fk" FOREIGN KEY ("perfil_seguridad_id") REFERENCES "public"."security_profiles"("perfil_seguridad_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_profile_roles" ADD CONSTRAINT "security_profile_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_log" ADD CONSTRAINT "sign_in_log_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_claims" ADD CONSTRAINT "user_claims_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customs" ADD CONSTRAINT "user_customs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_patents" ADD CONSTRAINT "user_patents_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_security_profiles" ADD CONSTRAINT "user_security_profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_security_profiles" ADD CONSTRAINT "user_security_profiles_perfil_seguridad_id_security_profiles_perfil_seguridad_id_fk" FOREIGN KEY ("perfil_seguridad_id") REFERENCES "public"."security_profiles"("perfil_seguridad_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vendors" ADD CONSTRAINT "user_vendors_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_token_families_user_idx" ON "refresh_token_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sign_in_log_user_at_idx" ON "sign_in_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_claims_uq" ON "user_claims" USING btree ("user_id","claim_type","claim_value");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_uq" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));