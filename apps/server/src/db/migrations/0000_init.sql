CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb,
	"url" text,
	"cover" text,
	"resp_cover" text,
	"new_window" boolean DEFAULT false NOT NULL,
	"has_inner_detail" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"dial_code" text NOT NULL,
	"label" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"value" text NOT NULL,
	"parent_value" text,
	"label" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kv_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"path" text,
	"url" text,
	"urls" jsonb,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"new_window" boolean DEFAULT false NOT NULL,
	"mark" text,
	"icon" text,
	"cover" text
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"newsroom" text NOT NULL,
	"category_id" integer,
	"type" text DEFAULT 'text' NOT NULL,
	"title" text NOT NULL,
	"title_hans" text,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover" text,
	"video_url" text,
	"audio_url" text,
	"author" text,
	"view_count" bigint DEFAULT 0 NOT NULL,
	"like_count" bigint DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text,
	"title" jsonb NOT NULL,
	"content" jsonb,
	"url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistics_daily" (
	"day" text NOT NULL,
	"event" text NOT NULL,
	"object_id" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'pc' NOT NULL,
	"platform" text DEFAULT 'web' NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_daily_day_event_object_id_source_platform_pk" PRIMARY KEY("day","event","object_id","source","platform")
);
--> statement-breakpoint
CREATE TABLE "weather_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverts_slot_idx" ON "adverts" USING btree ("slot","published","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_slug_value_uq" ON "dictionary_entries" USING btree ("slug","value");--> statement-breakpoint
CREATE INDEX "dictionary_slug_idx" ON "dictionary_entries" USING btree ("slug","sort_order");--> statement-breakpoint
CREATE INDEX "kv_entries_expires_idx" ON "kv_entries" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu","parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "news_newsroom_published_idx" ON "news_articles" USING btree ("newsroom","published_at","id");--> statement-breakpoint
CREATE INDEX "news_category_published_idx" ON "news_articles" USING btree ("category_id","published_at","id");--> statement-breakpoint
CREATE INDEX "notices_kind_idx" ON "notices" USING btree ("kind","published","sort_order");