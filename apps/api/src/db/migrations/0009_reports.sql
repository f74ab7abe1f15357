CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_advertiser_days" (
	"advertiser_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint NOT NULL,
	"clicks" integer NOT NULL,
	"void_clicks" integer NOT NULL,
	"charged_clicks" integer NOT NULL,
	"paid_impressions" bigint NOT NULL,
	"click_spend_micros" bigint NOT NULL,
	"impression_spend_micros" bigint NOT NULL,
	CONSTRAINT "report_advertiser_days_advertiser_id_day_pk" PRIMARY KEY("advertiser_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"advertiser_id" uuid NOT NULL,
	"day" date NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"target_type" text,
	"impressions" bigint NOT NULL,
	"clicks" integer NOT NULL,
	"void_clicks" integer NOT NULL,
	"charged_clicks" integer NOT NULL,
	"paid_impressions" bigint NOT NULL,
	"click_spend_micros" bigint NOT NULL,
	"impression_spend_micros" bigint NOT NULL,
	CONSTRAINT "report_days_advertiser_id_day_advertisement_id_target_id_site_id_pk" PRIMARY KEY("advertiser_id","day","advertisement_id","target_id","site_id")
);
--> statement-breakpoint
-- clicks becomes a table partitioned by month of clicked_at (ADR 10): old months are dropped whole.
-- The old table's rows are copied into the new one; ensure_click_partitions moves them out of the default
-- partition into their month.
ALTER TABLE "clicks" RENAME TO "clicks_unpartitioned";--> statement-breakpoint
ALTER TABLE "clicks_unpartitioned" RENAME CONSTRAINT "clicks_pkey" TO "clicks_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "clicks_impression_idx";--> statement-breakpoint
DROP INDEX "clicks_ad_time_idx";--> statement-breakpoint
DROP INDEX "clicks_advertiser_time_idx";--> statement-breakpoint
DROP INDEX "clicks_ip_time_idx";--> statement-breakpoint
CREATE TABLE "clicks" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
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
	"voided_at" timestamp with time zone,
	CONSTRAINT "clicks_id_clicked_at_pk" PRIMARY KEY("id","clicked_at")
) PARTITION BY RANGE ("clicked_at");--> statement-breakpoint
CREATE TABLE "clicks_default" PARTITION OF "clicks" DEFAULT;--> statement-breakpoint
CREATE INDEX "clicks_impression_idx" ON "clicks" USING btree ("impression_id");--> statement-breakpoint
CREATE INDEX "clicks_ad_time_idx" ON "clicks" USING btree ("advertisement_id","clicked_at");--> statement-breakpoint
CREATE INDEX "clicks_advertiser_time_idx" ON "clicks" USING btree ("advertiser_id","clicked_at");--> statement-breakpoint
CREATE INDEX "clicks_ip_time_idx" ON "clicks" USING btree ("ip","clicked_at");--> statement-breakpoint
INSERT INTO "clicks" SELECT * FROM "clicks_unpartitioned";--> statement-breakpoint
DROP TABLE "clicks_unpartitioned";--> statement-breakpoint
-- One partition per calendar month (UTC) from `months_back` before now to `months_ahead` after it, each named
-- clicks_pYYYYMM; rows that waited in the default partition move into their month first.
CREATE FUNCTION "ensure_click_partitions"("months_back" integer, "months_ahead" integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  first_month timestamptz := date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  month_start timestamptz;
  month_end timestamptz;
  part text;
  created integer := 0;
BEGIN
  FOR i IN -months_back..months_ahead LOOP
    month_start := first_month + make_interval(months => i);
    month_end := month_start + interval '1 month';
    part := 'clicks_p' || to_char(month_start AT TIME ZONE 'UTC', 'YYYYMM');
    CONTINUE WHEN to_regclass(part) IS NOT NULL;
    EXECUTE format('CREATE TABLE %I (LIKE "clicks" INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part);
    EXECUTE format(
      'WITH moved AS (DELETE FROM "clicks_default" WHERE "clicked_at" >= $1 AND "clicked_at" < $2 RETURNING *)
       INSERT INTO %I SELECT * FROM moved', part) USING month_start, month_end;
    EXECUTE format('ALTER TABLE "clicks" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, month_start, month_end);
    created := created + 1;
  END LOOP;
  RETURN created;
END $$;--> statement-breakpoint
-- Drops the month partitions that end on or before `cutoff`; their figures stay in the report rollups.
CREATE FUNCTION "drop_click_partitions_before"("cutoff" timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  part record;
  dropped integer := 0;
BEGIN
  FOR part IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = '"clicks"'::regclass AND c.relname ~ '^clicks_p[0-9]{6}$'
  LOOP
    IF (to_date(substr(part.relname, 9), 'YYYYMM')::timestamp AT TIME ZONE 'UTC') + interval '1 month' <= cutoff THEN
      EXECUTE format('DROP TABLE %I', part.relname);
      dropped := dropped + 1;
    END IF;
  END LOOP;
  RETURN dropped;
END $$;--> statement-breakpoint
SELECT "ensure_click_partitions"(3, 3);--> statement-breakpoint
CREATE INDEX "report_days_ad_day_idx" ON "report_days" USING btree ("advertisement_id","day");--> statement-breakpoint
-- Whole-table scans by time (the midnight void pass, network-wide figures) read a few kB of BRIN, not a btree.
CREATE INDEX "clicks_clicked_brin_idx" ON "clicks" USING brin ("clicked_at");--> statement-breakpoint
INSERT INTO "platform_settings" ("id", "time_zone") VALUES (1, 'Asia/Bangkok');--> statement-breakpoint
-- The rollups follow the raw rows in the same transaction (ADR 10). Each statement's changed rows arrive as
-- transition tables; their difference (new rows count +1, old rows -1) is one array of deltas per day × ad ×
-- target × site, added to the day rows and to the advertiser's day by report_apply.
CREATE TYPE "report_delta" AS (
  advertiser_id uuid, day date, advertisement_id uuid, target_id uuid, site_id uuid, target_type text,
  impressions bigint, clicks integer, void_clicks integer, charged_clicks integer, paid_impressions bigint,
  click_spend bigint, impression_spend bigint
);--> statement-breakpoint
CREATE FUNCTION "report_apply"("deltas" report_delta[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_days AS r (advertiser_id, day, advertisement_id, target_id, site_id, target_type,
    impressions, clicks, void_clicks, charged_clicks, paid_impressions, click_spend_micros, impression_spend_micros)
  SELECT * FROM unnest(deltas)
  ON CONFLICT (advertiser_id, day, advertisement_id, target_id, site_id) DO UPDATE SET
    target_type = coalesce(r.target_type, excluded.target_type),
    impressions = r.impressions + excluded.impressions,
    clicks = r.clicks + excluded.clicks, void_clicks = r.void_clicks + excluded.void_clicks,
    charged_clicks = r.charged_clicks + excluded.charged_clicks,
    paid_impressions = r.paid_impressions + excluded.paid_impressions,
    click_spend_micros = r.click_spend_micros + excluded.click_spend_micros,
    impression_spend_micros = r.impression_spend_micros + excluded.impression_spend_micros;
  INSERT INTO report_advertiser_days AS r (advertiser_id, day, impressions, clicks, void_clicks, charged_clicks,
    paid_impressions, click_spend_micros, impression_spend_micros)
  SELECT advertiser_id, day, sum(impressions), sum(clicks), sum(void_clicks), sum(charged_clicks),
    sum(paid_impressions), sum(click_spend), sum(impression_spend)
  FROM unnest(deltas) GROUP BY advertiser_id, day
  ON CONFLICT (advertiser_id, day) DO UPDATE SET
    impressions = r.impressions + excluded.impressions,
    clicks = r.clicks + excluded.clicks, void_clicks = r.void_clicks + excluded.void_clicks,
    charged_clicks = r.charged_clicks + excluded.charged_clicks,
    paid_impressions = r.paid_impressions + excluded.paid_impressions,
    click_spend_micros = r.click_spend_micros + excluded.click_spend_micros,
    impression_spend_micros = r.impression_spend_micros + excluded.impression_spend_micros;
$$;--> statement-breakpoint
-- PL/pgSQL plans a statement when it first runs it, so each branch names only the transition tables its
-- trigger has.
CREATE FUNCTION "report_add_clicks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "platform_settings" WHERE "id" = 1);
  deltas report_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(d) INTO deltas FROM (
      SELECT advertiser_id, (clicked_at AT TIME ZONE zone)::date, advertisement_id, target_id, site_id,
        min(target_type), 0::bigint, count(*)::integer, (count(*) FILTER (WHERE status = 'void'))::integer,
        (count(*) FILTER (WHERE status = 'success' AND price_micros > 0))::integer, 0::bigint,
        coalesce(sum(price_micros) FILTER (WHERE status = 'success'), 0)::bigint, 0::bigint
      FROM new_rows GROUP BY 1, 2, 3, 4, 5
    ) d;
  ELSE
    SELECT array_agg(d) INTO deltas FROM (
      SELECT advertiser_id, (clicked_at AT TIME ZONE zone)::date, advertisement_id, target_id, site_id,
        min(target_type), 0::bigint, sum(sign)::integer,
        coalesce(sum(sign) FILTER (WHERE status = 'void'), 0)::integer,
        coalesce(sum(sign) FILTER (WHERE status = 'success' AND price_micros > 0), 0)::integer, 0::bigint,
        coalesce(sum(sign * price_micros) FILTER (WHERE status = 'success'), 0)::bigint, 0::bigint
      FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) changed
      GROUP BY 1, 2, 3, 4, 5
    ) d;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM report_apply(deltas); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "report_add_impressions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "platform_settings" WHERE "id" = 1);
  deltas report_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(d) INTO deltas FROM (
      SELECT c.advertiser_id, (c.hour AT TIME ZONE zone)::date, c.advertisement_id, c.target_id, c.site_id,
        min(t.target_type), sum(c.impressions)::bigint, 0, 0, 0,
        coalesce(sum(c.impressions) FILTER (WHERE c.charged_micros <> 0), 0)::bigint, 0::bigint,
        sum(c.charged_micros)::bigint
      FROM new_rows c LEFT JOIN ad_targets t ON t.id = c.target_id GROUP BY 1, 2, 3, 4, 5
    ) d;
  ELSE
    SELECT array_agg(d) INTO deltas FROM (
      SELECT c.advertiser_id, (c.hour AT TIME ZONE zone)::date, c.advertisement_id, c.target_id, c.site_id,
        min(t.target_type), sum(c.impressions)::bigint, 0, 0, 0,
        coalesce(sum(c.impressions) FILTER (WHERE c.charged_micros <> 0), 0)::bigint, 0::bigint,
        sum(c.charged_micros)::bigint
      FROM (
        SELECT advertiser_id, hour, advertisement_id, target_id, site_id, impressions, charged_micros FROM new_rows
        UNION ALL
        SELECT advertiser_id, hour, advertisement_id, target_id, site_id, -impressions, -charged_micros FROM old_rows
      ) c LEFT JOIN ad_targets t ON t.id = c.target_id GROUP BY 1, 2, 3, 4, 5
    ) d;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM report_apply(deltas); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "clicks_report_insert" AFTER INSERT ON "clicks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_add_clicks"();--> statement-breakpoint
CREATE TRIGGER "clicks_report_update" AFTER UPDATE ON "clicks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_add_clicks"();--> statement-breakpoint
CREATE TRIGGER "impression_counts_report_insert" AFTER INSERT ON "impression_counts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_add_impressions"();--> statement-breakpoint
CREATE TRIGGER "impression_counts_report_update" AFTER UPDATE ON "impression_counts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_add_impressions"();--> statement-breakpoint
-- Rollups recomputed from the raw rows for one platform day (after its void pass and settlement, after a time
-- zone change, after a bulk load with triggers off). Days whose raw clicks were dropped keep their rollups.
CREATE FUNCTION "report_rebuild_day"("target_day" date) RETURNS void LANGUAGE plpgsql AS $$
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
    impressions, clicks, void_clicks, charged_clicks, paid_impressions, click_spend_micros, impression_spend_micros)
  SELECT advertiser_id, target_day, advertisement_id, target_id, site_id, min(target_type), sum(impressions),
    sum(clicks), sum(void_clicks), sum(charged_clicks), sum(paid_impressions), sum(click_spend),
    sum(impression_spend)
  FROM (
    SELECT advertiser_id, advertisement_id, target_id, site_id, target_type, 0 AS impressions, 1 AS clicks,
      CASE WHEN status = 'void' THEN 1 ELSE 0 END AS void_clicks,
      CASE WHEN status = 'success' AND price_micros > 0 THEN 1 ELSE 0 END AS charged_clicks, 0 AS paid_impressions,
      CASE WHEN status = 'success' THEN price_micros ELSE 0 END AS click_spend, 0 AS impression_spend
    FROM clicks WHERE clicked_at >= day_start AND clicked_at < day_end
    UNION ALL
    SELECT i.advertiser_id, i.advertisement_id, i.target_id, i.site_id, t.target_type, i.impressions, 0, 0, 0,
      CASE WHEN i.charged_micros <> 0 THEN i.impressions ELSE 0 END, 0, i.charged_micros
    FROM impression_counts i LEFT JOIN ad_targets t ON t.id = i.target_id
    WHERE i.hour >= day_start AND i.hour < day_end
  ) facts GROUP BY advertiser_id, advertisement_id, target_id, site_id;
  INSERT INTO report_advertiser_days (advertiser_id, day, impressions, clicks, void_clicks, charged_clicks,
    paid_impressions, click_spend_micros, impression_spend_micros)
  SELECT advertiser_id, day, sum(impressions), sum(clicks), sum(void_clicks), sum(charged_clicks),
    sum(paid_impressions), sum(click_spend_micros), sum(impression_spend_micros)
  FROM report_days WHERE day = target_day GROUP BY advertiser_id, day;
END $$;
