CREATE TYPE "public"."class_status" AS ENUM('active', 'hold', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."enablement_kind" AS ENUM('students', 'school');--> statement-breakpoint
CREATE TYPE "public"."purchase_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"purchased_class_id" text NOT NULL,
	"course_id" text NOT NULL,
	"class_number" integer NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"purchase_id" text NOT NULL,
	"position" integer NOT NULL,
	"course_id" text NOT NULL,
	"class_number" integer NOT NULL,
	"seats" integer,
	"unit_price_paise" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"renewal" boolean DEFAULT false NOT NULL,
	CONSTRAINT "purchase_lines_class_range" CHECK ("purchase_lines"."class_number" between 1 and 10),
	CONSTRAINT "purchase_lines_seats" CHECK ("purchase_lines"."seats" is null or "purchase_lines"."seats" >= 1)
);
--> statement-breakpoint
CREATE TABLE "purchased_classes" (
	"id" text PRIMARY KEY NOT NULL,
	"school_id" text,
	"student_id" text,
	"course_id" text NOT NULL,
	"class_number" integer NOT NULL,
	"kind" "enablement_kind" NOT NULL,
	"status" "class_status" NOT NULL,
	"student_limit" integer,
	"purchase_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchased_classes_one_owner" CHECK (("purchased_classes"."school_id" is null) <> ("purchased_classes"."student_id" is null)),
	CONSTRAINT "purchased_classes_class_range" CHECK ("purchased_classes"."class_number" between 1 and 10),
	CONSTRAINT "purchased_classes_limit" CHECK ("purchased_classes"."student_limit" is null or "purchased_classes"."student_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_school_id" text,
	"buyer_student_id" text,
	"kind" "enablement_kind" NOT NULL,
	"utr_number" text NOT NULL,
	"subtotal_paise" bigint NOT NULL,
	"discount_basis_points" integer NOT NULL,
	"total_paise" bigint NOT NULL,
	"status" "purchase_status" DEFAULT 'pending' NOT NULL,
	"created_by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	CONSTRAINT "purchases_one_buyer" CHECK (("purchases"."buyer_school_id" is null) <> ("purchases"."buyer_student_id" is null)),
	CONSTRAINT "purchases_amounts" CHECK ("purchases"."subtotal_paise" >= 0 and "purchases"."total_paise" >= 0),
	CONSTRAINT "purchases_discount_range" CHECK ("purchases"."discount_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" text
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_purchased_class_id_purchased_classes_id_fk" FOREIGN KEY ("purchased_class_id") REFERENCES "public"."purchased_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_classes" ADD CONSTRAINT "purchased_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_classes" ADD CONSTRAINT "purchased_classes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_classes" ADD CONSTRAINT "purchased_classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_classes" ADD CONSTRAINT "purchased_classes_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_buyer_school_id_schools_id_fk" FOREIGN KEY ("buyer_school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_buyer_student_id_students_id_fk" FOREIGN KEY ("buyer_student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_student_class_idx" ON "enrolments" USING btree ("student_id","course_id","class_number");--> statement-breakpoint
CREATE INDEX "enrolments_purchased_class_idx" ON "enrolments" USING btree ("purchased_class_id");--> statement-breakpoint
CREATE INDEX "enrolments_course_idx" ON "enrolments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "purchase_lines_purchase_idx" ON "purchase_lines" USING btree ("purchase_id","position");--> statement-breakpoint
CREATE INDEX "purchase_lines_course_idx" ON "purchase_lines" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_classes_school_idx" ON "purchased_classes" USING btree ("school_id","course_id","class_number","kind") WHERE "purchased_classes"."school_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_classes_student_idx" ON "purchased_classes" USING btree ("student_id","course_id","class_number") WHERE "purchased_classes"."student_id" is not null;--> statement-breakpoint
CREATE INDEX "purchased_classes_course_idx" ON "purchased_classes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "purchased_classes_purchase_idx" ON "purchased_classes" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_utr_idx" ON "purchases" USING btree ("utr_number");--> statement-breakpoint
CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchases_school_idx" ON "purchases" USING btree ("buyer_school_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_student_idx" ON "purchases" USING btree ("buyer_student_id","created_at");