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
CREATE TABLE "statistics_events" (
	"at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"event" text NOT NULL,
	"object_id" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'pc' NOT NULL,
	"platform" text DEFAULT 'web' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_answers_member_day_key" ON "quiz_answers" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "quiz_answers_winners_idx" ON "quiz_answers" USING btree ("day","correct","answered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_day_key" ON "quiz_questions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "statistics_events_day_idx" ON "statistics_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "statistics_events_at_idx" ON "statistics_events" USING btree ("at");