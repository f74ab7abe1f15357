CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"credited_micros" bigint DEFAULT 0 NOT NULL,
	"network" text DEFAULT 'TRC20' NOT NULL,
	"pay_address" text,
	"provider_payment_id" text,
	"provider_status" text,
	"pay_amount" text,
	"valid_until" timestamp with time zone,
	"tx_hash" text,
	"promotion_code" text,
	"remark" text,
	"gateway_data" jsonb,
	"created_by_user_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"body_hash" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_unique" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_payment_unique" ON "deposits" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_tx_hash_unique" ON "deposits" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "deposits_advertiser_created_idx" ON "deposits" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_unique" ON "payment_callbacks" USING btree ("provider_payment_id","status","body_hash");