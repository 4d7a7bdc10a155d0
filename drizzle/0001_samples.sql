CREATE TABLE "sample_request_lines" (
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"brand" text NOT NULL,
	"price_cents" integer NOT NULL,
	"current_run" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sample_request_lines_request_id_position_pk" PRIMARY KEY("request_id","position"),
	CONSTRAINT "sample_request_lines_price_check" CHECK ("sample_request_lines"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sample_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"source_page" text,
	"landing_page" text,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "sample_requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sample_requests_status_check" CHECK ("sample_requests"."status" in ('new', 'contacted', 'done')),
	CONSTRAINT "sample_requests_total_check" CHECK ("sample_requests"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sample_request_lines" ADD CONSTRAINT "sample_request_lines_request_id_sample_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_request_lines_product_idx" ON "sample_request_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sample_requests_created_at_idx" ON "sample_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_status_idx" ON "sample_requests" USING btree ("status");