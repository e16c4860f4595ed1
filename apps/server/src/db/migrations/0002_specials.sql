CREATE TABLE "special_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'special' NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"special_id" integer NOT NULL,
	"type" text NOT NULL,
	"ref_id" integer,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"content" jsonb,
	"cover" text,
	"url" text,
	"video_url" text,
	"duration_seconds" integer,
	"number" integer,
	"votes" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"url" text NOT NULL,
	"caption" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'special' NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"content" jsonb,
	"cover" text,
	"banner" text,
	"fb_videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specials_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "special_items" ADD CONSTRAINT "special_items_special_id_specials_id_fk" FOREIGN KEY ("special_id") REFERENCES "public"."specials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_photos" ADD CONSTRAINT "special_photos_album_id_special_items_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."special_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specials" ADD CONSTRAINT "specials_category_id_special_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."special_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "special_categories_slug_key" ON "special_categories" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "special_items_special_type_idx" ON "special_items" USING btree ("special_id","type","published","published_at","id");--> statement-breakpoint
CREATE INDEX "special_photos_album_idx" ON "special_photos" USING btree ("album_id","sort_order");--> statement-breakpoint
CREATE INDEX "specials_kind_published_idx" ON "specials" USING btree ("kind","published","published_at","id");