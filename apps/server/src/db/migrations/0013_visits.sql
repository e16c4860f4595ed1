CREATE TABLE "visit_booking_slots" (
	"booking_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "visit_booking_slots_booking_id_slot_id_pk" PRIMARY KEY("booking_id","slot_id")
);
--> statement-breakpoint
CREATE TABLE "visit_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"location_id" integer NOT NULL,
	"organisation" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"headcount" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_bookings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "visit_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "visit_form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"label" jsonb NOT NULL,
	"hint" jsonb,
	"required" boolean DEFAULT false NOT NULL,
	"rule" text DEFAULT 'none' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min" integer,
	"max" integer,
	"max_length" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_form_fields_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "visit_introductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"picture" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"picture" text,
	"minutes" integer DEFAULT 90 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "visit_locations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "visit_programme" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"intro" jsonb NOT NULL,
	"picture" text,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_slots_location_start_key" UNIQUE("location_id","starts_at"),
	CONSTRAINT "visit_slots_booked_check" CHECK ("visit_slots"."booked" >= 0 and "visit_slots"."booked" <= "visit_slots"."capacity"),
	CONSTRAINT "visit_slots_time_check" CHECK ("visit_slots"."ends_at" > "visit_slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "visit_booking_slots" ADD CONSTRAINT "visit_booking_slots_booking_id_visit_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."visit_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_booking_slots" ADD CONSTRAINT "visit_booking_slots_slot_id_visit_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."visit_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_location_id_visit_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."visit_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_introductions" ADD CONSTRAINT "visit_introductions_location_id_visit_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."visit_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_introductions" ADD CONSTRAINT "visit_introductions_category_id_visit_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."visit_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_location_id_visit_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."visit_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_booking_slots_slot_idx" ON "visit_booking_slots" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "visit_bookings_created_idx" ON "visit_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visit_introductions_location_idx" ON "visit_introductions" USING btree ("location_id","category_id","sort_order");--> statement-breakpoint
CREATE INDEX "visit_slots_starts_idx" ON "visit_slots" USING btree ("starts_at");