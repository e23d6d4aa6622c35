ALTER TABLE "schools" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "schools_state_idx" ON "schools" USING btree ("state");