-- Login ids become case-insensitive. Accounts whose ids differ only in case cannot both keep
-- theirs: the migration stops here, naming them, and changes nothing; rename or remove one of
-- each pair (UPDATE staff SET login_id = ... WHERE id = ...) and start again.
DO $$
DECLARE
	clashes text;
BEGIN
	SELECT string_agg(format('school %s: %s', school_id, ids), '; ')
	INTO clashes
	FROM (
		SELECT school_id, string_agg(format('%s (id %s)', login_id, id), ', ' ORDER BY id) AS ids
		FROM staff
		GROUP BY school_id, lower(login_id)
		HAVING count(*) > 1
	) AS same_ids;
	IF clashes IS NOT NULL THEN
		RAISE EXCEPTION 'staff login ids that differ only in case: %. Rename or remove one of each, then migrate again.', clashes;
	END IF;
END $$;--> statement-breakpoint
DROP INDEX "staff_school_login_id";--> statement-breakpoint
CREATE UNIQUE INDEX "staff_school_login_id" ON "staff" USING btree ("school_id",lower("login_id"));
