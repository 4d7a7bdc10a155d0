CREATE TABLE "consultation_pictures" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"description" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_pictures_size_check" CHECK ("consultation_pictures"."width" > 0 and "consultation_pictures"."height" > 0 and "consultation_pictures"."byte_size" = octet_length("consultation_pictures"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "consultation_pictures" ADD CONSTRAINT "consultation_pictures_request_id_consultation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;