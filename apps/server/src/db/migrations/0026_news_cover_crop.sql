ALTER TABLE "news_articles" ADD COLUMN "cover_crop" jsonb;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "cover_cropped" text;--> statement-breakpoint
-- The cropped cover is what readers get (docs/news.md "The cover's crop"): a change of it raises the news version too.
DROP TRIGGER news_articles_version_update ON news_articles;
--> statement-breakpoint
CREATE TRIGGER news_articles_version_update AFTER UPDATE OF newsroom, category_id, type, title, title_hans, summary, summary_hans, body, body_hans, cover, cover_alt, cover_cropped, video_url, audio_url, author, published, published_at, status ON news_articles FOR EACH STATEMENT EXECUTE FUNCTION portal_news_bump();
