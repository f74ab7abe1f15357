CREATE TABLE "impression_voids" (
	"advertisement_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"impressions" integer NOT NULL,
	CONSTRAINT "impression_voids_advertisement_id_target_id_site_id_hour_reason_pk" PRIMARY KEY("advertisement_id","target_id","site_id","hour","reason")
);
--> statement-breakpoint
ALTER TABLE "report_advertiser_days" ADD COLUMN "void_impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "void_impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "impression_voids_advertiser_hour_idx" ON "impression_voids" USING btree ("advertiser_id","hour");--> statement-breakpoint
-- Void impressions reach the rollups like the others (ADR 10): statement triggers on impression_voids add their
-- counts to report_days and report_advertiser_days in the transaction that records them.
CREATE TYPE "report_void_delta" AS (
  advertiser_id uuid, day date, advertisement_id uuid, target_id uuid, site_id uuid, target_type text,
  void_impressions bigint
);--> statement-breakpoint
CREATE FUNCTION "report_apply_void_impressions"("deltas" report_void_delta[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_days AS r (advertiser_id, day, advertisement_id, target_id, site_id, target_type,
    impressions, clicks, void_clicks, charged_clicks, paid_impressions, click_spend_micros, impression_spend_micros,
    void_impressions)
  SELECT advertiser_id, day, advertisement_id, target_id, site_id, target_type, 0, 0, 0, 0, 0, 0, 0, void_impressions
  FROM unnest(deltas)
  ON CONFLICT (advertiser_id, day, advertisement_id, target_id, site_id) DO UPDATE SET
    target_type = coalesce(r.target_type, excluded.target_type),
    void_impressions = r.void_impressions + excluded.void_impressions;
  INSERT INTO report_advertiser_days AS r (advertiser_id, day, impressions, clicks, void_clicks, charged_clicks,
    paid_impressions, click_spend_micros, impression_spend_micros, void_impressions)
  SELECT advertiser_id, day, 0, 0, 0, 0, 0, 0, 0, sum(void_impressions) FROM unnest(deltas) GROUP BY advertiser_id, day
  ON CONFLICT (advertiser_id, day) DO UPDATE SET void_impressions = r.void_impressions + excluded.void_impressions;
$$;--> statement-breakpoint
CREATE FUNCTION "report_add_impression_voids"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "platform_settings" WHERE "id" = 1);
  deltas report_void_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(d) INTO deltas FROM (
      SELECT c.advertiser_id, (c.hour AT TIME ZONE zone)::date, c.advertisement_id, c.target_id, c.site_id,
        min(t.target_type), sum(c.impressions)::bigint
      FROM new_rows c LEFT JOIN ad_targets t ON t.id = c.target_id GROUP BY 1, 2, 3, 4, 5
    ) d;
  ELSE
    SELECT array_agg(d) INTO deltas FROM (
      SELECT c.advertiser_id, (c.hour AT TIME ZONE zone)::date, c.advertisement_id, c.target_id, c.site_id,
        min(t.target_type), sum(c.impressions)::bigint
      FROM (
        SELECT advertiser_id, hour, advertisement_id, target_id, site_id, impressions FROM new_rows
        UNION ALL
        SELECT advertiser_id, hour, advertisement_id, target_id, site_id, -impressions FROM old_rows
      ) c LEFT JOIN ad_targets t ON t.id = c.target_id GROUP BY 1, 2, 3, 4, 5
    ) d;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM report_apply_void_impressions(deltas); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "impression_voids_report_insert" AFTER INSERT ON "impression_voids" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_add_impression_voids"();--> statement-breakpoint
CREATE TRIGGER "impression_voids_report_update" AFTER UPDATE ON "impression_voids"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_add_impression_voids"();--> statement-breakpoint
-- The day's rebuild (0009) now also sums the void impressions.
CREATE OR REPLACE FUNCTION "report_rebuild_day"("target_day" date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "platform_settings" WHERE "id" = 1);
  day_start timestamptz := target_day::timestamp AT TIME ZONE zone;
  day_end timestamptz := (target_day + 1)::timestamp AT TIME ZONE zone;
  oldest text := (SELECT min(c.relname) FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = '"clicks"'::regclass AND c.relname ~ '^clicks_p[0-9]{6}$');
BEGIN
  -- A day whose month was dropped has only its rollups left: keep them.
  IF oldest IS NOT NULL AND day_start < (to_date(substr(oldest, 9), 'YYYYMM')::timestamp AT TIME ZONE 'UTC') THEN
    RETURN;
  END IF;
  DELETE FROM report_days WHERE day = target_day;
  DELETE FROM report_advertiser_days WHERE day = target_day;
  INSERT INTO report_days (advertiser_id, day, advertisement_id, target_id, site_id, target_type,
    impressions, clicks, void_clicks, charged_clicks, paid_impressions, click_spend_micros, impression_spend_micros,
    void_impressions)
  SELECT advertiser_id, target_day, advertisement_id, target_id, site_id, min(target_type), sum(impressions),
    sum(clicks), sum(void_clicks), sum(charged_clicks), sum(paid_impressions), sum(click_spend),
    sum(impression_spend), sum(void_impressions)
  FROM (
    SELECT advertiser_id, advertisement_id, target_id, site_id, target_type, 0 AS impressions, 1 AS clicks,
      CASE WHEN status = 'void' THEN 1 ELSE 0 END AS void_clicks,
      CASE WHEN status = 'success' AND price_micros > 0 THEN 1 ELSE 0 END AS charged_clicks, 0 AS paid_impressions,
      CASE WHEN status = 'success' THEN price_micros ELSE 0 END AS click_spend, 0 AS impression_spend,
      0 AS void_impressions
    FROM clicks WHERE clicked_at >= day_start AND clicked_at < day_end
    UNION ALL
    SELECT i.advertiser_id, i.advertisement_id, i.target_id, i.site_id, t.target_type, i.impressions, 0, 0, 0,
      CASE WHEN i.charged_micros <> 0 THEN i.impressions ELSE 0 END, 0, i.charged_micros, 0
    FROM impression_counts i LEFT JOIN ad_targets t ON t.id = i.target_id
    WHERE i.hour >= day_start AND i.hour < day_end
    UNION ALL
    SELECT v.advertiser_id, v.advertisement_id, v.target_id, v.site_id, t.target_type, 0, 0, 0, 0, 0, 0, 0,
      v.impressions
    FROM impression_voids v LEFT JOIN ad_targets t ON t.id = v.target_id
    WHERE v.hour >= day_start AND v.hour < day_end
  ) facts GROUP BY advertiser_id, advertisement_id, target_id, site_id;
  INSERT INTO report_advertiser_days (advertiser_id, day, impressions, clicks, void_clicks, charged_clicks,
    paid_impressions, click_spend_micros, impression_spend_micros, void_impressions)
  SELECT advertiser_id, day, sum(impressions), sum(clicks), sum(void_clicks), sum(charged_clicks),
    sum(paid_impressions), sum(click_spend_micros), sum(impression_spend_micros), sum(void_impressions)
  FROM report_days WHERE day = target_day GROUP BY advertiser_id, day;
END $$;
