CREATE TABLE "promotion_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"deposit_id" uuid NOT NULL,
	"status" text NOT NULL,
	"claim_date" date NOT NULL,
	"bonus_micros" bigint DEFAULT 0 NOT NULL,
	"reason" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"value" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"min_deposit_micros" bigint NOT NULL,
	"max_amount_micros" bigint NOT NULL,
	"claim_condition" text NOT NULL,
	"limit_per_user" integer NOT NULL,
	"limit_total" integer NOT NULL,
	"target_page" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_deposit_unique" ON "promotion_claims" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "promotion_claims_promotion_idx" ON "promotion_claims" USING btree ("promotion_id","status");--> statement-breakpoint
CREATE INDEX "promotion_claims_advertiser_idx" ON "promotion_claims" USING btree ("advertiser_id","promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_unique" ON "promotions" USING btree ("code");