-- The school's lists sort and search by the account's name, e-mail and phone: copied onto the row where
-- the list's filter (the school) lives, so one index holds the school and the order, and no list reads
-- another school's accounts (docs/adr/0371). Existing rows are filled from their accounts before the
-- sort keys become NOT NULL.
ALTER TABLE "students" ADD COLUMN "sort_name" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "sort_email" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "account_phone" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "sort_name" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "sort_email" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "account_phone" text;--> statement-breakpoint
UPDATE "students" SET "sort_name" = lower(u."name"), "sort_email" = lower(u."email"), "account_phone" = u."phone" FROM "users" u WHERE u."id" = "students"."user_id";--> statement-breakpoint
UPDATE "teachers" SET "sort_name" = lower(u."name"), "sort_email" = lower(u."email"), "account_phone" = u."phone" FROM "users" u WHERE u."id" = "teachers"."user_id";--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "sort_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "sort_email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ALTER COLUMN "sort_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ALTER COLUMN "sort_email" SET NOT NULL;--> statement-breakpoint
DROP INDEX "students_school_class_idx";--> statement-breakpoint
CREATE INDEX "students_school_class_idx" ON "students" USING btree ("school_id","class_number","id");--> statement-breakpoint
CREATE INDEX "students_school_name_idx" ON "students" USING btree ("school_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "students_school_email_idx" ON "students" USING btree ("school_id","sort_email","id");--> statement-breakpoint
CREATE INDEX "teachers_school_name_idx" ON "teachers" USING btree ("school_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "teachers_school_email_idx" ON "teachers" USING btree ("school_id","sort_email","id");
