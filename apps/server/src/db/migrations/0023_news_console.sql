CREATE TABLE "news_article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"action" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"staff_id" integer,
	"staff_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_related_articles" (
	"article_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_related_articles_article_id_related_id_pk" PRIMARY KEY("article_id","related_id")
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "summary_hans" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "body_hans" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "hans_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "cover_focus" jsonb;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_article_revisions" ADD CONSTRAINT "news_article_revisions_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_related_articles" ADD CONSTRAINT "news_related_articles_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_related_articles" ADD CONSTRAINT "news_related_articles_related_id_news_articles_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_article_revisions_article_revision_idx" ON "news_article_revisions" USING btree ("article_id","revision");--> statement-breakpoint
CREATE INDEX "news_status_updated_idx" ON "news_articles" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "news_created_by_idx" ON "news_articles" USING btree ("created_by");