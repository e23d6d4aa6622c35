ALTER TYPE "public"."role" ADD VALUE 'parent';--> statement-breakpoint
CREATE TABLE "parent_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"summary_stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"school_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"issued_by_user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_links" (
	"parent_user_id" text NOT NULL,
	"student_id" text NOT NULL,
	"school_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_links_parent_user_id_student_id_pk" PRIMARY KEY("parent_user_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "parent_summaries" (
	"parent_user_id" text NOT NULL,
	"week" date NOT NULL,
	"language" text NOT NULL,
	"texts" jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_summaries_parent_user_id_week_pk" PRIMARY KEY("parent_user_id","week")
);
--> statement-breakpoint
ALTER TABLE "parent_accounts" ADD CONSTRAINT "parent_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_codes" ADD CONSTRAINT "parent_codes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_codes" ADD CONSTRAINT "parent_codes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_summaries" ADD CONSTRAINT "parent_summaries_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_codes_hash_idx" ON "parent_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "parent_codes_student_idx" ON "parent_codes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "parent_links_student_idx" ON "parent_links" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "parent_links_school_idx" ON "parent_links" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE INDEX "parent_summaries_week_idx" ON "parent_summaries" USING btree ("week");