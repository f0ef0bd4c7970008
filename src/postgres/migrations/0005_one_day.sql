-- activity-fuel PostgreSQL schema, migration 0005: one ALL_DAY record per user and local date, kept by the database.
--
-- The service stores each activity's local_date and end_time, worked out from the time zone rules; the adapter
-- compares them and has no zone code. A unique index on (user_id, local_date) over ALL_DAY rows makes the rule hold
-- whatever the concurrency: an add inserts an ALL_DAY with ON CONFLICT on it, replacing the stored record when its
-- end_time is at least the stored one's, and failing the whole statement with activity_fuel_day_superseded()
-- otherwise. Duplicates an earlier version let in are removed first: of each date's records the one reaching
-- furthest stays (then the later received, then the greater id). Partitioned tables keep user_id in the key.
DELETE FROM activity_fuel_activities a
  USING activity_fuel_activities b
  WHERE a.user_id = b.user_id AND a.activity_type = 'ALL_DAY' AND b.activity_type = 'ALL_DAY' AND a.local_date = b.local_date
    AND (a.end_time, a.received_at, a.activity_id) < (b.end_time, b.received_at, b.activity_id);
CREATE UNIQUE INDEX activity_fuel_activities_one_day ON activity_fuel_activities (user_id, local_date) WHERE activity_type = 'ALL_DAY';

-- Raised by an add whose ALL_DAY reaches less far than its date's stored record: the statement, and with it the
-- whole batch and its idempotency record, rolls back; the adapter then reads which record stands.
CREATE FUNCTION activity_fuel_day_superseded() RETURNS boolean LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'activity_fuel: a stored ALL_DAY record of the same local date reaches later' USING ERRCODE = 'AF091';
END
$fn$;

-- A wristband day reads parts of fuel_per_point (substring): kept uncompressed, a part costs only its own pages.
ALTER TABLE activity_fuel_activities ALTER COLUMN fuel_per_point SET STORAGE EXTERNAL;

-- Recorded as applied, also when this file is run by hand (psql -f): migrateActivityDatabase then skips it and
-- fills in the checksum of the text above this comment.
CREATE TABLE IF NOT EXISTS activity_fuel_migrations (version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
INSERT INTO activity_fuel_migrations (version, name, checksum) VALUES (5, '0005_one_day', 'by hand') ON CONFLICT (version) DO NOTHING;
