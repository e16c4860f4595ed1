CREATE TABLE "inbox_handling" (
	"kind" text NOT NULL,
	"submission_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer NOT NULL,
	CONSTRAINT "inbox_handling_kind_submission_id_pk" PRIMARY KEY("kind","submission_id"),
	CONSTRAINT "inbox_handling_status_check" CHECK ("inbox_handling"."status" in ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"submission_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inbox_handling_assignee_idx" ON "inbox_handling" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "inbox_notes_submission_idx" ON "inbox_notes" USING btree ("kind","submission_id","created_at");