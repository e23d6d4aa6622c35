-- The superadmin's search across schools reads the students table alone: a trigram index on each of
-- the row's copies of its account's name, e-mail and phone, besides its roll number; the accounts'
-- e-mail and phone indexes served only that search. Every trigram index keeps a short pending list
-- (64 kB), merged as rows go in, so the planner never prices a search past a sequential scan
-- (docs/adr/0571-search-across-schools-holds-its-index-plan.md).
DROP INDEX IF EXISTS "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_phone_trgm_idx";--> statement-breakpoint
ALTER INDEX "users_name_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "students_roll_number_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
SELECT gin_clean_pending_list('users_name_trgm_idx'::regclass), gin_clean_pending_list('students_roll_number_trgm_idx'::regclass);--> statement-breakpoint
CREATE INDEX "students_sort_name_trgm_idx" ON "students" USING gin ("sort_name" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "students_sort_email_trgm_idx" ON "students" USING gin ("sort_email" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "students_account_phone_trgm_idx" ON "students" USING gin ("account_phone" gin_trgm_ops) WITH (gin_pending_list_limit=64);
