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
ALTER TABLE "campaign_congratulations" ADD CONSTRAINT "campaign_congratulations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_congratulations" ADD CONSTRAINT "campaign_congratulations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tickets" ADD CONSTRAINT "campaign_tickets_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tickets" ADD CONSTRAINT "campaign_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_topic_items" ADD CONSTRAINT "sport_topic_items_topic_id_sport_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."sport_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_congratulations_list_idx" ON "campaign_congratulations" USING btree ("campaign_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_tickets_member_key" ON "campaign_tickets" USING btree ("campaign_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_tickets_phone_key" ON "campaign_tickets" USING btree ("campaign_id","phone");--> statement-breakpoint
CREATE INDEX "sport_topic_items_topic_idx" ON "sport_topic_items" USING btree ("topic_id","published_at");