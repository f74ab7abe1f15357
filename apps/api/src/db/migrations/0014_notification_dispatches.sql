-- "Delivery" is the ad server's word only (issue 27): notification sending is a dispatch. The table, its
-- primary key, foreign keys and indexes are renamed in place; no row is copied or lost.
ALTER TABLE "notification_deliveries" RENAME TO "notification_dispatches";--> statement-breakpoint
ALTER TABLE "notification_dispatches" RENAME CONSTRAINT "notification_deliveries_pkey" TO "notification_dispatches_pkey";--> statement-breakpoint
ALTER TABLE "notification_dispatches" RENAME CONSTRAINT "notification_deliveries_user_id_users_id_fk" TO "notification_dispatches_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "notification_dispatches" RENAME CONSTRAINT "notification_deliveries_advertiser_id_advertisers_id_fk" TO "notification_dispatches_advertiser_id_advertisers_id_fk";--> statement-breakpoint
ALTER TABLE "notification_dispatches" RENAME CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" TO "notification_dispatches_notification_id_notifications_id_fk";--> statement-breakpoint
ALTER TABLE "notification_dispatches" RENAME CONSTRAINT "notification_deliveries_broadcast_id_news_broadcasts_id_fk" TO "notification_dispatches_broadcast_id_news_broadcasts_id_fk";--> statement-breakpoint
ALTER INDEX "notification_deliveries_dedupe_unique" RENAME TO "notification_dispatches_dedupe_unique";--> statement-breakpoint
ALTER INDEX "notification_deliveries_created_idx" RENAME TO "notification_dispatches_created_idx";--> statement-breakpoint
ALTER INDEX "notification_deliveries_pending_idx" RENAME TO "notification_dispatches_pending_idx";--> statement-breakpoint
ALTER INDEX "notification_deliveries_broadcast_idx" RENAME TO "notification_dispatches_broadcast_idx";--> statement-breakpoint
-- The pg-boss queue is renamed too ('notification-delivery' → 'notification-dispatch'). Rows are the truth and
-- jobs only point at them: every row still queued is handed to the new queue by the dispatcher's pump (enqueued_at
-- null). A job left in the old queue has no worker; if one ever ran, the claim (queued → sending in one UPDATE)
-- would still send each row once.
UPDATE "notification_dispatches" SET "enqueued_at" = NULL WHERE "status" = 'queued';
