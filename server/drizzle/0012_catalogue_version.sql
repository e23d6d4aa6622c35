CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Any statement writing a course table bumps the version in its own transaction, whoever runs it
-- (the admin's save, the demo loader, a script): the processes' cached trees can never outlive it.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "courses_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "course_classes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_classes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "course_levels_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_levels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "course_titles_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_titles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "course_resources_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_resources" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
