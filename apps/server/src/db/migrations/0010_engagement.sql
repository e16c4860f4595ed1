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
CREATE TABLE "campaign_congratulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_congratulations_status_check" CHECK ("campaign_congratulations"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "campaign_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_tickets_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"intro" jsonb NOT NULL,
	"cover" text,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"congratulations_moderated" boolean DEFAULT true NOT NULL,
	"event_title" jsonb NOT NULL,
	"event_venue" jsonb NOT NULL,
	"event_starts_at" timestamp with time zone NOT NULL,
	"tickets_open_at" timestamp with time zone NOT NULL,
	"tickets_close_at" timestamp with time zone NOT NULL,
	"tickets_total" integer NOT NULL,
	"tickets_remaining" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "campaigns_tickets_remaining_check" CHECK ("campaigns"."tickets_remaining" >= 0 and "campaigns"."tickets_remaining" <= "campaigns"."tickets_total")
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"question_id" integer NOT NULL,
	"choice" text NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"question" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"answer" text NOT NULL,
	"explanation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "sport_topic_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"kind" text DEFAULT 'article' NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"cover" text,
	"video" text,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_topic_items_kind_check" CHECK ("sport_topic_items"."kind" in ('article', 'video', 'result'))
);
--> statement-breakpoint
CREATE TABLE "sport_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"intro" jsonb NOT NULL,
	"cover" text,
	"live_channel" text,
	"live_title" jsonb,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "statistics_events" (
	"at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"event" text NOT NULL,
	"object_id" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'pc' NOT NULL,
	"platform" text DEFAULT 'web' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_ballots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vote_id" integer NOT NULL,
	"voter" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"option_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"vote_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"cover" text,
	"ref_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"tally" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_voter_counts" (
	"vote_id" integer NOT NULL,
	"voter" text NOT NULL,
	"period" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vote_voter_counts_vote_id_voter_period_pk" PRIMARY KEY("vote_id","voter","period")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"appkey" text NOT NULL,
	"special_id" integer,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"cover" text,
	"voter" text DEFAULT 'member' NOT NULL,
	"min_choices" integer DEFAULT 1 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"per_day" integer,
	"per_total" integer,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"ballots" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_appkey_unique" UNIQUE("appkey")
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "category" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_congratulations" ADD CONSTRAINT "campaign_congratulations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_congratulations" ADD CONSTRAINT "campaign_congratulations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tickets" ADD CONSTRAINT "campaign_tickets_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tickets" ADD CONSTRAINT "campaign_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_topic_items" ADD CONSTRAINT "sport_topic_items_topic_id_sport_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."sport_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_options" ADD CONSTRAINT "vote_options_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_voter_counts" ADD CONSTRAINT "vote_voter_counts_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_reports_at_idx" ON "analysis_reports" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analysis_reports_kind_idx" ON "analysis_reports" USING btree ("kind","name","at");--> statement-breakpoint
CREATE INDEX "campaign_congratulations_list_idx" ON "campaign_congratulations" USING btree ("campaign_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_tickets_member_key" ON "campaign_tickets" USING btree ("campaign_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_tickets_phone_key" ON "campaign_tickets" USING btree ("campaign_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_answers_member_day_key" ON "quiz_answers" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "quiz_answers_winners_idx" ON "quiz_answers" USING btree ("day","correct","answered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_day_key" ON "quiz_questions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sport_topic_items_topic_idx" ON "sport_topic_items" USING btree ("topic_id","published_at");--> statement-breakpoint
CREATE INDEX "statistics_events_day_idx" ON "statistics_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "statistics_events_at_idx" ON "statistics_events" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_ballots_idempotency_key" ON "vote_ballots" USING btree ("voter","idempotency_key");--> statement-breakpoint
CREATE INDEX "vote_ballots_vote_idx" ON "vote_ballots" USING btree ("vote_id");--> statement-breakpoint
CREATE INDEX "vote_options_vote_idx" ON "vote_options" USING btree ("vote_id","sort_order");--> statement-breakpoint
CREATE INDEX "vote_options_ref_idx" ON "vote_options" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "votes_special_idx" ON "votes" USING btree ("special_id");--> statement-breakpoint
CREATE INDEX "votes_window_idx" ON "votes" USING btree ("published","closes_at");