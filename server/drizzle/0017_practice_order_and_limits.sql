DROP INDEX "practice_answers_student_set_idx";--> statement-breakpoint
-- The answers already stored keep the order they were given in: numbered by answered_at, then the
-- identity continues after them.
ALTER TABLE "practice_answers" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "practice_answers" AS "a" SET "seq" = "o"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "answered_at", "id") AS "n" FROM "practice_answers") AS "o" WHERE "o"."id" = "a"."id";--> statement-breakpoint
ALTER TABLE "practice_answers" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_answers" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "practice_answers_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('practice_answers_seq_seq', (SELECT coalesce(max("seq"), 0) + 1 FROM "practice_answers"), false);--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_levels" ADD COLUMN "needs_help_reason" text;--> statement-breakpoint
CREATE INDEX "practice_answers_student_day_idx" ON "practice_answers" USING btree ("student_id","received_at");--> statement-breakpoint
CREATE INDEX "practice_attempts_student_day_idx" ON "practice_attempts" USING btree ("student_id","received_at");--> statement-breakpoint
CREATE INDEX "practice_answers_student_set_idx" ON "practice_answers" USING btree ("student_id","resource_id","seq");