-- The news version (docs/news.md, "The cached news file"): every statement that writes what the news file shows
-- raises news_state.version, whoever writes (service, seed, SQL). View and like counts do not.
INSERT INTO news_state (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION portal_news_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE news_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER news_articles_version AFTER INSERT OR DELETE OR TRUNCATE ON news_articles FOR EACH STATEMENT EXECUTE FUNCTION portal_news_bump();
--> statement-breakpoint
CREATE TRIGGER news_articles_version_update AFTER UPDATE OF newsroom, category_id, type, title, title_hans, summary, body, cover, video_url, audio_url, author, published, published_at ON news_articles FOR EACH STATEMENT EXECUTE FUNCTION portal_news_bump();
--> statement-breakpoint
CREATE TRIGGER news_categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_categories FOR EACH STATEMENT EXECUTE FUNCTION portal_news_bump();
--> statement-breakpoint
CREATE TRIGGER news_topics_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_topics FOR EACH STATEMENT EXECUTE FUNCTION portal_news_bump();
--> statement-breakpoint
CREATE TRIGGER news_topic_articles_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_topic_articles FOR EACH STATEMENT EXECUTE FUNCTION portal_news_bump();
