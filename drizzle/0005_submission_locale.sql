ALTER TABLE "consultation_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_locale_check" CHECK ("consultation_requests"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_locale_check" CHECK ("sample_requests"."locale" in ('en', 'es'));