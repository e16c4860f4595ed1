-- The console's workflow (docs/news.md "Editing in the console"): stories written before it are published, withdrawn
-- (published = false) or, when their time is still to come, scheduled.
UPDATE news_articles SET status = 'unpublished' WHERE published = false;
--> statement-breakpoint
UPDATE news_articles SET status = 'scheduled', scheduled_at = published_at WHERE published = true AND published_at > now();
--> statement-breakpoint
-- The news version is raised by a write of anything the news file or the public pages show: now also the Simplified
-- text made at save, the cover's alt text and the workflow's columns (docs/news.md "The cached news file").
DROP TRIGGER news_articles_version_update ON news_articles;
--> statement-breakpoint
CREATE TRIGGER news_articles_version_update AFTER UPDATE OF newsroom, category_id, type, title, title_hans, summary, summary_hans, body, body_hans, cover, cover_alt, video_url, audio_url, author, published, published_at, status ON news_articles FOR EACH STATEMENT EXECUTE FUNCTION portal_news_bump();
--> statement-breakpoint
CREATE TRIGGER news_related_articles_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_related_articles FOR EACH STATEMENT EXECUTE FUNCTION portal_news_bump();
