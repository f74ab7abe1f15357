CREATE TABLE "notification_reads" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Read marks were the team's: every member of the team keeps what was read, so nobody's bell fills up again.
INSERT INTO "notification_reads" ("notification_id", "user_id", "read_at")
SELECT n."id", u."id", n."read_at" FROM "notifications" n JOIN "users" u ON u."advertiser_id" = n."advertiser_id"
WHERE n."read_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "read_at";--> statement-breakpoint
-- The outbox showed live reset, invitation and confirmation links: mask the ones already kept.
UPDATE "mail_outbox" SET
  "text" = regexp_replace("text", '/(reset-password|change-password|register/confirm|login-bypass)/[A-Za-z0-9_-]{20,}', '/\1/[redacted]', 'g'),
  "html" = regexp_replace("html", '/(reset-password|change-password|register/confirm|login-bypass)/[A-Za-z0-9_-]{20,}', '/\1/[redacted]', 'g');