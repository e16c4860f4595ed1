CREATE TABLE "content_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reply_to" integer,
	"comment" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_comments_status_check" CHECK ("content_comments"."status" in ('published', 'pending', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "content_likes" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_likes_kind_item_id_member_id_pk" PRIMARY KEY("kind","item_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "comment_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_reply_to_content_comments_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."content_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_comments_published_idx" ON "content_comments" USING btree ("kind","item_id","created_at","id") WHERE "content_comments"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_comments_member_idx" ON "content_comments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "content_likes_member_idx" ON "content_likes" USING btree ("member_id");--> statement-breakpoint
-- Likes and comments of every content kind (docs/interactions.md): the news rows move over with nothing lost.
-- Comments keep their ids, so reply_to and links to a comment stay valid; the id sequence continues after them
-- (and after the ids of comments deleted before, which are never given out again).
INSERT INTO "content_likes" ("kind", "item_id", "member_id", "created_at")
  SELECT 'news', "article_id", "member_id", "created_at" FROM "news_likes";--> statement-breakpoint
INSERT INTO "content_comments" ("id", "kind", "item_id", "member_id", "reply_to", "comment", "status", "created_at")
  SELECT "id", 'news', "article_id", "member_id", "reply_to", "comment",
         CASE WHEN "published" THEN 'published' ELSE 'hidden' END, "created_at"
  FROM "news_comments";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('content_comments', 'id'), greatest(s.n, 1), s.n > 0)
  FROM (SELECT greatest(coalesce((SELECT max("id") FROM "content_comments"), 0),
                        (SELECT CASE WHEN "is_called" THEN "last_value" ELSE 0 END FROM "news_comments_id_seq")) AS n) AS s;--> statement-breakpoint
-- The article keeps its published comments' number, so the detail needs no count (like_count already counts).
UPDATE "news_articles" AS a SET "comment_count" = c.n
  FROM (SELECT "article_id", count(*) AS n FROM "news_comments" WHERE "published" GROUP BY "article_id") AS c
  WHERE a."id" = c."article_id";--> statement-breakpoint
DROP TABLE "news_comments" CASCADE;--> statement-breakpoint
DROP TABLE "news_likes" CASCADE;
