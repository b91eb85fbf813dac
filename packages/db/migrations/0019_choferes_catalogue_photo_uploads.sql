ALTER TABLE "choferes" DROP CONSTRAINT "choferes_gafete_unique";--> statement-breakpoint
ALTER TABLE "choferes" ADD COLUMN "licencia" varchar(30);--> statement-breakpoint
ALTER TABLE "choferes" ADD COLUMN "telefono" varchar(20);--> statement-breakpoint
ALTER TABLE "choferes" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "choferes" ADD COLUMN "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "choferes" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "choferes" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "choferes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre", '') || ' ' || coalesce("gafete", '') || ' ' || coalesce("licencia", '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc')) STORED;--> statement-breakpoint
ALTER TABLE "previo_fotos" ADD COLUMN "clave_subida" uuid;--> statement-breakpoint
ALTER TABLE "choferes" ADD CONSTRAINT "choferes_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choferes" ADD CONSTRAINT "choferes_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "choferes_nombre_idx" ON "choferes" USING btree ("nombre","chofer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "choferes_gafete_unique" ON "choferes" USING btree (lower("gafete"));--> statement-breakpoint
CREATE INDEX "choferes_gafete_idx" ON "choferes" USING btree ("gafete","chofer_id");--> statement-breakpoint
CREATE INDEX "choferes_activo_idx" ON "choferes" USING btree ("activo","chofer_id");--> statement-breakpoint
CREATE INDEX "choferes_updated_at_idx" ON "choferes" USING btree ("updated_at","chofer_id");--> statement-breakpoint
CREATE INDEX "choferes_search_trgm" ON "choferes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "previo_fotos_clave_idx" ON "previo_fotos" USING btree ("created_by","clave_subida");