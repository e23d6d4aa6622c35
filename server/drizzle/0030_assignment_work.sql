CREATE TABLE "assignment_work" (
	"assignment_id" text NOT NULL,
	"student_id" text NOT NULL,
	"began_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "assignment_work_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "assignment_work" ADD CONSTRAINT "assignment_work_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_work" ADD CONSTRAINT "assignment_work_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_work_student_idx" ON "assignment_work" USING btree ("student_id","assignment_id");--> statement-breakpoint
CREATE INDEX "assignment_work_assignment_done_idx" ON "assignment_work" USING btree ("assignment_id","student_id","done_at");--> statement-breakpoint
CREATE INDEX "assignments_school_resource_idx" ON "assignments" USING btree ("school_id","resource_id");