CREATE TABLE "clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"impression_id" uuid NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"site_id" uuid NOT NULL,
	"price_micros" bigint NOT NULL,
	"status" text NOT NULL,
	"void_reason" text,
	"void_note" text,
	"ip" text NOT NULL,
	"country" text,
	"browser" text,
	"os" text,
	"device_type" text NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impression_beacons" (
	"impression_id" uuid PRIMARY KEY NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impression_counts" (
	"advertisement_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"impressions" integer NOT NULL,
	"charged_micros" bigint NOT NULL,
	CONSTRAINT "impression_counts_advertisement_id_target_id_site_id_hour_pk" PRIMARY KEY("advertisement_id","target_id","site_id","hour")
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "site_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE INDEX "clicks_impression_idx" ON "clicks" USING btree ("impression_id");--> statement-breakpoint
CREATE INDEX "clicks_ad_time_idx" ON "clicks" USING btree ("advertisement_id","clicked_at");--> statement-breakpoint
CREATE INDEX "clicks_advertiser_time_idx" ON "clicks" USING btree ("advertiser_id","clicked_at");--> statement-breakpoint
CREATE INDEX "clicks_ip_time_idx" ON "clicks" USING btree ("ip","clicked_at");--> statement-breakpoint
CREATE INDEX "impression_beacons_viewed_idx" ON "impression_beacons" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "impression_counts_advertiser_hour_idx" ON "impression_counts" USING btree ("advertiser_id","hour");--> statement-breakpoint
CREATE INDEX "ad_images_sha256_idx" ON "ad_images" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "websites_site_key_unique" ON "websites" USING btree ("site_key");--> statement-breakpoint
INSERT INTO "delivery_state" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "delivery_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "delivery_state" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('delivery_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "advertisements_delivery_changed" AFTER INSERT OR UPDATE OR DELETE ON "advertisements" FOR EACH STATEMENT EXECUTE FUNCTION "delivery_changed"();--> statement-breakpoint
CREATE TRIGGER "ad_targets_delivery_changed" AFTER INSERT OR UPDATE OR DELETE ON "ad_targets" FOR EACH STATEMENT EXECUTE FUNCTION "delivery_changed"();--> statement-breakpoint
CREATE TRIGGER "keywords_delivery_changed" AFTER INSERT OR UPDATE OR DELETE ON "keywords" FOR EACH STATEMENT EXECUTE FUNCTION "delivery_changed"();--> statement-breakpoint
CREATE TRIGGER "websites_delivery_changed" AFTER INSERT OR UPDATE OR DELETE ON "websites" FOR EACH STATEMENT EXECUTE FUNCTION "delivery_changed"();--> statement-breakpoint
CREATE TRIGGER "ad_sizes_delivery_changed" AFTER INSERT OR UPDATE OR DELETE ON "ad_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "delivery_changed"();--> statement-breakpoint
CREATE TRIGGER "statements_delivery_changed" AFTER INSERT ON "statements" FOR EACH STATEMENT EXECUTE FUNCTION "delivery_changed"();
