CREATE TABLE "guardian_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"guardian_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"notice_version" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" text PRIMARY KEY NOT NULL,
	"school_id" text NOT NULL,
	"accepted_by_user_id" text NOT NULL,
	"terms_version" text NOT NULL,
	"notice_version" text NOT NULL,
	"ip" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_token_idx" ON "guardian_consents" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardian_consents_student_idx" ON "guardian_consents" USING btree ("student_id","requested_at");--> statement-breakpoint
CREATE INDEX "guardian_consents_requested_idx" ON "guardian_consents" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "terms_acceptances_school_idx" ON "terms_acceptances" USING btree ("school_id","accepted_at");--> statement-breakpoint
CREATE INDEX "terms_acceptances_accepted_idx" ON "terms_acceptances" USING btree ("accepted_at");
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_by_user_id" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "grievances_open_idx" ON "grievances" USING btree ("answered_at","received_at");
