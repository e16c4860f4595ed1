CREATE TABLE "member_playback_positions" (
	"member_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"position" integer NOT NULL,
	"duration" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_playback_positions_member_id_episode_id_pk" PRIMARY KEY("member_id","episode_id")
);
--> statement-breakpoint
ALTER TABLE "member_playback_positions" ADD CONSTRAINT "member_playback_positions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_playback_positions_recent_idx" ON "member_playback_positions" USING btree ("member_id","updated_at");