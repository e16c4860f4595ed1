CREATE TABLE "food_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"cover" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "food_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "food_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"place" jsonb,
	"cover" text NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"program_slug" text,
	"like_count" bigint DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" text NOT NULL,
	"episode" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"audio_url" text NOT NULL,
	"audio_bytes" integer NOT NULL,
	"audio_type" text DEFAULT 'audio/mpeg' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_episodes_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "short_video_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "short_video_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "short_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"video_url" text NOT NULL,
	"poster" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"like_count" bigint DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_items" ADD CONSTRAINT "food_items_category_id_food_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."food_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_videos" ADD CONSTRAINT "short_videos_category_id_short_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."short_video_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_items_published_idx" ON "food_items" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "food_items_category_idx" ON "food_items" USING btree ("category_id","published_at","id");--> statement-breakpoint
CREATE INDEX "short_videos_published_idx" ON "short_videos" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "short_videos_category_idx" ON "short_videos" USING btree ("category_id","published_at","id");