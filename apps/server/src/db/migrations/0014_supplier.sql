CREATE TABLE "supplier_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"company_name_zh" text NOT NULL,
	"company_name_en" text NOT NULL,
	"business_registration_no" text NOT NULL,
	"contact_person" text NOT NULL,
	"address" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"reviewed_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_sessions" ADD CONSTRAINT "supplier_sessions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_sessions_token_key" ON "supplier_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "supplier_sessions_supplier_idx" ON "supplier_sessions" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_uuid_key" ON "suppliers" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_username_key" ON "suppliers" USING btree ("username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_email_key" ON "suppliers" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_mobile_key" ON "suppliers" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "suppliers_status_idx" ON "suppliers" USING btree ("status");