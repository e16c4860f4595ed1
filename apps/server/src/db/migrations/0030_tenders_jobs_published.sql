ALTER TABLE "jobs" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "published" boolean DEFAULT true NOT NULL;