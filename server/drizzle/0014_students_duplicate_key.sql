DROP INDEX "students_school_dob_idx";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "duplicate_key" text;--> statement-breakpoint
-- Existing pupils get the key the upload compares (students/bulk.ts, duplicateKey): name, date of
-- birth and father's name, whitespace collapsed, trimmed, lower case, joined by U+001F.
UPDATE "students" AS s
SET "duplicate_key" = lower(trim(regexp_replace(u.name, '\s+', ' ', 'g'))) || chr(31) ||
                      coalesce(to_char(s.dob, 'YYYY-MM-DD'), '') || chr(31) ||
                      lower(trim(regexp_replace(s.fathername, '\s+', ' ', 'g')))
FROM "users" AS u
WHERE u.id = s.user_id AND s.school_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "students_school_duplicate_key_idx" ON "students" USING btree ("school_id","duplicate_key");
