ALTER TABLE "sessions" ADD COLUMN "first_sign_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "friend_code_skipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "checklist_dismissed_at" timestamp with time zone;