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
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_options" ADD CONSTRAINT "vote_options_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_voter_counts" ADD CONSTRAINT "vote_voter_counts_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vote_ballots_idempotency_key" ON "vote_ballots" USING btree ("voter","idempotency_key");--> statement-breakpoint
CREATE INDEX "vote_ballots_vote_idx" ON "vote_ballots" USING btree ("vote_id");--> statement-breakpoint
CREATE INDEX "vote_options_vote_idx" ON "vote_options" USING btree ("vote_id","sort_order");--> statement-breakpoint
CREATE INDEX "vote_options_ref_idx" ON "vote_options" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "votes_special_idx" ON "votes" USING btree ("special_id");--> statement-breakpoint
CREATE INDEX "votes_window_idx" ON "votes" USING btree ("published","closes_at");