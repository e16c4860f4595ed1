CREATE TABLE "analysis_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision,
	"source" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "leaderboard_snapshots" (
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "leaderboard_snapshots_day_kind_item_id_pk" PRIMARY KEY("day","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "category" jsonb;--> statement-breakpoint
CREATE INDEX "analysis_reports_at_idx" ON "analysis_reports" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analysis_reports_kind_idx" ON "analysis_reports" USING btree ("kind","name","at");