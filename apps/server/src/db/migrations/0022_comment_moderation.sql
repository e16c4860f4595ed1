CREATE TABLE "comment_blocks" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"until" timestamp with time zone,
	"blocked_at" timestamp with time zone NOT NULL,
	"blocked_by" integer,
	"blocked_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_comments" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "content_comments" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "content_comments" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_comments" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "content_comments" ADD COLUMN "moderated_by_name" text;--> statement-breakpoint
ALTER TABLE "comment_blocks" ADD CONSTRAINT "comment_blocks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_blocks" ADD CONSTRAINT "comment_blocks_blocked_by_staff_accounts_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_moderated_by_staff_accounts_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_comments_queue_idx" ON "content_comments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "content_comments_created_idx" ON "content_comments" USING btree ("created_at","id");