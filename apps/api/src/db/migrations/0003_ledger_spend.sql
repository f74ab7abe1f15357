CREATE TABLE "spend_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL,
	"reference" text NOT NULL,
	"spend_date" date NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"statement_id" uuid
);
--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "source_type" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "spend_entries" ADD CONSTRAINT "spend_entries_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_entries" ADD CONSTRAINT "spend_entries_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spend_entries_reference_unique" ON "spend_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "spend_entries_open_idx" ON "spend_entries" USING btree ("advertiser_id","spend_date") WHERE "spend_entries"."settled_at" is null and "spend_entries"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "statements_advertiser_date_idx" ON "statements" USING btree ("advertiser_id","statement_date");