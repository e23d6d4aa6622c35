ALTER TABLE "course_levels" ADD COLUMN "level_name_hi" text;--> statement-breakpoint
ALTER TABLE "course_titles" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_hi" text;