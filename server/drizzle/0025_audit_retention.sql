-- The audit trail is kept at least a year (DPDP Rules: access logs of children's data; docs/adr/0686):
-- no statement deletes an event younger than 365 days, whoever runs it (a module, a script, psql).
-- Older events may be deleted by a purge the operator decides on; none exists today.
CREATE FUNCTION "audit_events_kept_a_year"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."at" > now() - interval '365 days' THEN
		RAISE EXCEPTION 'audit_events: an event younger than 365 days is never deleted (id %)', OLD."id"
			USING ERRCODE = 'restrict_violation';
	END IF;
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_kept_a_year" BEFORE DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_kept_a_year"();
