ALTER TABLE "assignments" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "withdrawn_by_user_id" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_withdrawn_by_user_id_users_id_fk" FOREIGN KEY ("withdrawn_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;