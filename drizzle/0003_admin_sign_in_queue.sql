CREATE TABLE "admin_known_addresses" (
	"address_key" text PRIMARY KEY NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sign_in_queue" (
	"name" text PRIMARY KEY NOT NULL,
	"next_slot" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_known_addresses_last_sign_in_idx" ON "admin_known_addresses" USING btree ("last_sign_in_at");