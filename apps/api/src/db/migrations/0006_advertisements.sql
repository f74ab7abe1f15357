CREATE TABLE "ad_budget_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL,
	"period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_status_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"by_operator" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"keyword_id" uuid,
	"website_id" uuid,
	"min_bid_micros" bigint NOT NULL,
	"max_bid_micros" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"ad_size_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"redirect_url" text NOT NULL,
	"category_id" uuid NOT NULL,
	"all_countries" boolean NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"display" text DEFAULT 'online' NOT NULL,
	"budget_micros" bigint,
	"budget_period" text,
	"budget_start" date,
	"budget_end" date,
	"schedule" jsonb DEFAULT '{"enabled":false,"week":[[],[],[],[],[],[],[]]}'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"keyword" text NOT NULL,
	"min_cpc_micros" bigint NOT NULL,
	"min_cpm_micros" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"min_cpc_micros" bigint NOT NULL,
	"min_cpm_micros" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spend_entries" ADD COLUMN "advertisement_id" uuid;--> statement-breakpoint
ALTER TABLE "ad_budget_logs" ADD CONSTRAINT "ad_budget_logs_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_images" ADD CONSTRAINT "ad_images_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_status_logs" ADD CONSTRAINT "ad_status_logs_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_targets" ADD CONSTRAINT "ad_targets_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_targets" ADD CONSTRAINT "ad_targets_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_targets" ADD CONSTRAINT "ad_targets_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_targets" ADD CONSTRAINT "ad_targets_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_ad_size_id_ad_sizes_id_fk" FOREIGN KEY ("ad_size_id") REFERENCES "public"."ad_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_image_id_ad_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."ad_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_category_id_ad_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ad_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_budget_logs_ad_idx" ON "ad_budget_logs" USING btree ("advertisement_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_images_advertiser_idx" ON "ad_images" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "ad_status_logs_ad_idx" ON "ad_status_logs" USING btree ("advertisement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_targets_keyword_unique" ON "ad_targets" USING btree ("advertisement_id","keyword_id") WHERE "ad_targets"."keyword_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_targets_website_unique" ON "ad_targets" USING btree ("advertisement_id","website_id") WHERE "ad_targets"."website_id" is not null;--> statement-breakpoint
CREATE INDEX "ad_targets_keyword_idx" ON "ad_targets" USING btree ("keyword_id");--> statement-breakpoint
CREATE INDEX "ad_targets_website_idx" ON "ad_targets" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "advertisements_advertiser_idx" ON "advertisements" USING btree ("advertiser_id","status","created_at");--> statement-breakpoint
CREATE INDEX "advertisements_status_idx" ON "advertisements" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_categories_name_unique" ON "ad_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ad_sizes_dimensions_unique" ON "ad_sizes" USING btree ("width","height");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_keyword_unique" ON "keywords" USING btree ("keyword");--> statement-breakpoint
CREATE UNIQUE INDEX "websites_domain_unique" ON "websites" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "notifications_advertiser_idx" ON "notifications" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE INDEX "spend_entries_ad_idx" ON "spend_entries" USING btree ("advertisement_id","spend_date");