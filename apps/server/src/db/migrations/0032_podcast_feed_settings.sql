CREATE TABLE "podcast_feed_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"author" jsonb NOT NULL,
	"owner_email" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"explicit" boolean DEFAULT false NOT NULL,
	"artwork" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
