CREATE TABLE "syllabus_items" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"ref_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"loaded_version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syllabus_items_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "syllabus_items_ref_idx" ON "syllabus_items" USING btree ("ref_id");