CREATE TABLE "disclosures" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"content" text NOT NULL,
	"phone" text,
	"email" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disclosures_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"job_id" integer NOT NULL,
	"locale" text NOT NULL,
	"chinese_name" text NOT NULL,
	"english_name" text NOT NULL,
	"id_number" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"chinese_address" text NOT NULL,
	"english_address" text NOT NULL,
	"experience_years" integer,
	"diploma" jsonb NOT NULL,
	"photo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"department" text NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"duties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vacancies" integer DEFAULT 1 NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenders_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disclosures_created_idx" ON "disclosures" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_phone_uq" ON "job_applications" USING btree ("job_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_email_uq" ON "job_applications" USING btree ("job_id","email_key");--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_closes_idx" ON "jobs" USING btree ("closes_at","id");--> statement-breakpoint
CREATE INDEX "tenders_closes_idx" ON "tenders" USING btree ("closes_at","id");