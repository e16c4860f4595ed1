-- News search (docs/search.md): accent-insensitive text search configurations for the newsrooms and the function
-- that builds an article's search vector (used by the generated column news_articles.search_vector).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION portal_en (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portal_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION portal_pt (COPY = portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portal_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION portal_simple (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portal_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
-- en and pt articles: their own configuration. zh articles: the Latin words only (names, numbers, English terms)
-- through portal_simple; their Chinese text arrives as application-made bigrams in `cjk`.
CREATE FUNCTION portal_news_search_vector(newsroom text, title text, summary text, body text, cjk tsvector)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(cfg, CASE WHEN latin THEN coalesce(title, '') ELSE regexp_replace(coalesce(title, ''), '[^\x01-\x7f]+', ' ', 'g') END), 'A')
      || setweight(to_tsvector(cfg, CASE WHEN latin THEN coalesce(summary, '') ELSE regexp_replace(coalesce(summary, ''), '[^\x01-\x7f]+', ' ', 'g') END), 'B')
      || setweight(to_tsvector(cfg, CASE WHEN latin THEN coalesce(body, '') ELSE regexp_replace(coalesce(body, ''), '[^\x01-\x7f]+', ' ', 'g') END), 'D')
      || coalesce(cjk, ''::tsvector)
  FROM (SELECT CASE newsroom WHEN 'en' THEN 'portal_en'::regconfig WHEN 'pt' THEN 'portal_pt'::regconfig ELSE 'portal_simple'::regconfig END AS cfg,
               newsroom IN ('en', 'pt') AS latin) AS c
$$;
