ALTER TABLE "campaign_congratulations" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "campaign_congratulations" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "campaign_congratulations" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_congratulations" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "campaign_congratulations" ADD COLUMN "moderated_by_name" text;--> statement-breakpoint
ALTER TABLE "campaign_congratulations" ADD CONSTRAINT "campaign_congratulations_moderated_by_staff_accounts_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;