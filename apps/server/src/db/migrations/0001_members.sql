CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"file_url" text NOT NULL,
	"file_size" integer,
	"audience" text DEFAULT 'public' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"list" text DEFAULT 'collect' NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"cover" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"category" text,
	"content" text NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_notification_reads" (
	"notification_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notification_reads_notification_id_member_id_pk" PRIMARY KEY("notification_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_oauth_accounts" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_oauth_accounts_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "member_playlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"playlist_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"cover" text,
	"url" text,
	"not_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"nick_name" text NOT NULL,
	"nick_name_key" text NOT NULL,
	"email" text,
	"email_key" text,
	"mobile" text,
	"country_code" text,
	"password_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"activation_hash" text,
	"is_phone_verification" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"sex" text,
	"age_ranges" text,
	"educational_status" text,
	"monthly_profit" text,
	"profession" text,
	"address" text,
	"identity" text,
	"introduction" text,
	"photo" text,
	"is_receive_sms" boolean DEFAULT false NOT NULL,
	"fav_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"register_platform" text DEFAULT 'web' NOT NULL,
	"password_changed_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_collections" ADD CONSTRAINT "member_collections_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD CONSTRAINT "member_feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notification_reads" ADD CONSTRAINT "member_notification_reads_notification_id_member_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."member_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notification_reads" ADD CONSTRAINT "member_notification_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_oauth_accounts" ADD CONSTRAINT "member_oauth_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_playlist_items" ADD CONSTRAINT "member_playlist_items_playlist_id_member_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."member_playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_playlists" ADD CONSTRAINT "member_playlists_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_collections_item_key" ON "member_collections" USING btree ("member_id","list","item_type","item_id");--> statement-breakpoint
CREATE INDEX "member_collections_member_idx" ON "member_collections" USING btree ("member_id","list","created_at");--> statement-breakpoint
CREATE INDEX "member_notifications_member_idx" ON "member_notifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_oauth_member_idx" ON "member_oauth_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_playlist_items_key" ON "member_playlist_items" USING btree ("playlist_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "member_playlists_member_idx" ON "member_playlists" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_sessions_token_key" ON "member_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_nick_name_key" ON "members" USING btree ("nick_name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_key" ON "members" USING btree ("mobile");