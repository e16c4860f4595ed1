CREATE TABLE "broadcast_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" text NOT NULL,
	"logo" text,
	"origin_url" text,
	"live_enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"weekdays" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"title" jsonb NOT NULL,
	"program_slug" text,
	"category_id" integer
);
--> statement-breakpoint
CREATE TABLE "special_lives" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text DEFAULT 'web' NOT NULL,
	"channel_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_slots" ADD CONSTRAINT "broadcast_slots_channel_id_broadcast_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."broadcast_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_slots" ADD CONSTRAINT "broadcast_slots_category_id_broadcast_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."broadcast_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_lives" ADD CONSTRAINT "special_lives_channel_id_broadcast_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."broadcast_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_categories_code_idx" ON "broadcast_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_channels_code_idx" ON "broadcast_channels" USING btree ("code");--> statement-breakpoint
CREATE INDEX "broadcast_slots_channel_idx" ON "broadcast_slots" USING btree ("channel_id","start_minute");--> statement-breakpoint
CREATE INDEX "special_lives_slug_idx" ON "special_lives" USING btree ("slug","type","ends_at");