CREATE SEQUENCE "public"."program_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
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
CREATE TABLE "program_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "program_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "program_episodes" (
	"id" integer PRIMARY KEY DEFAULT nextval('program_item_id_seq') NOT NULL,
	"slug" text NOT NULL,
	"program_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"aired_at" timestamp with time zone NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"media_url" text,
	"media_type" text DEFAULT 'mp4' NOT NULL,
	"audio_url" text,
	"poster" text,
	"captions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"like_count" bigint DEFAULT 0 NOT NULL,
	"comment_count" bigint DEFAULT 0 NOT NULL,
	"play_count" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_episodes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "program_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"cover" text,
	"signature" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"like_count" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_host_links" (
	"program_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "program_host_links_program_id_host_id_pk" PRIMARY KEY("program_id","host_id")
);
--> statement-breakpoint
CREATE TABLE "program_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"photo" text,
	"bio" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "program_hosts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" integer PRIMARY KEY DEFAULT nextval('program_item_id_seq') NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"channel" text NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"airtime" jsonb NOT NULL,
	"cover" text,
	"focus" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"like_count" bigint DEFAULT 0 NOT NULL,
	"comment_count" bigint DEFAULT 0 NOT NULL,
	"play_count" bigint DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programmes_slug_unique" UNIQUE("slug")
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
ALTER TABLE "broadcast_slots" ADD CONSTRAINT "broadcast_slots_channel_id_broadcast_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."broadcast_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_slots" ADD CONSTRAINT "broadcast_slots_category_id_broadcast_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."broadcast_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_lives" ADD CONSTRAINT "special_lives_channel_id_broadcast_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."broadcast_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_items" ADD CONSTRAINT "food_items_category_id_food_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."food_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_episodes" ADD CONSTRAINT "program_episodes_program_id_programmes_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_features" ADD CONSTRAINT "program_features_program_id_programmes_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_host_links" ADD CONSTRAINT "program_host_links_program_id_programmes_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_host_links" ADD CONSTRAINT "program_host_links_host_id_program_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."program_hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_videos" ADD CONSTRAINT "short_videos_category_id_short_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."short_video_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_categories_code_idx" ON "broadcast_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_channels_code_idx" ON "broadcast_channels" USING btree ("code");--> statement-breakpoint
CREATE INDEX "broadcast_slots_channel_idx" ON "broadcast_slots" USING btree ("channel_id","start_minute");--> statement-breakpoint
CREATE INDEX "special_lives_slug_idx" ON "special_lives" USING btree ("slug","type","ends_at");--> statement-breakpoint
CREATE INDEX "food_items_published_idx" ON "food_items" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "food_items_category_idx" ON "food_items" USING btree ("category_id","published_at","id");--> statement-breakpoint
CREATE INDEX "program_episodes_program_idx" ON "program_episodes" USING btree ("program_id","aired_at","id");--> statement-breakpoint
CREATE INDEX "program_episodes_aired_idx" ON "program_episodes" USING btree ("aired_at","id");--> statement-breakpoint
CREATE INDEX "program_features_published_idx" ON "program_features" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "program_host_links_host_idx" ON "program_host_links" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "programmes_type_idx" ON "programmes" USING btree ("type","sort_order");--> statement-breakpoint
CREATE INDEX "programmes_search_idx" ON "programmes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "short_videos_published_idx" ON "short_videos" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "short_videos_category_idx" ON "short_videos" USING btree ("category_id","published_at","id");