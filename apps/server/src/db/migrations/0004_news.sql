CREATE TABLE "news_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reply_to" integer,
	"comment" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_likes" (
	"article_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_likes_article_id_member_id_pk" PRIMARY KEY("article_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "news_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_topic_articles" (
	"topic_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	CONSTRAINT "news_topic_articles_topic_id_article_id_pk" PRIMARY KEY("topic_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "news_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"cover" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "search_keywords_daily" (
	"day" text NOT NULL,
	"keyword" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_keywords_daily_day_keyword_pk" PRIMARY KEY("day","keyword")
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "search_cjk" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (portal_news_search_vector("newsroom", "title", "summary", "body", "search_cjk")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news_comments" ADD CONSTRAINT "news_comments_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_comments" ADD CONSTRAINT "news_comments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_comments" ADD CONSTRAINT "news_comments_reply_to_news_comments_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."news_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_likes" ADD CONSTRAINT "news_likes_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_likes" ADD CONSTRAINT "news_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_topic_articles" ADD CONSTRAINT "news_topic_articles_topic_id_news_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."news_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_topic_articles" ADD CONSTRAINT "news_topic_articles_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_comments_article_idx" ON "news_comments" USING btree ("article_id","created_at","id");--> statement-breakpoint
CREATE INDEX "news_comments_member_idx" ON "news_comments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "news_likes_member_idx" ON "news_likes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "news_topic_articles_article_idx" ON "news_topic_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "news_newsroom_category_published_idx" ON "news_articles" USING btree ("newsroom","category_id","published_at","id");--> statement-breakpoint
CREATE INDEX "news_newsroom_type_published_idx" ON "news_articles" USING btree ("newsroom","type","published_at","id");--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news_articles" USING gin ("search_vector");