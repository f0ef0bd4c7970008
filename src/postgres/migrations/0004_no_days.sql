-- activity-fuel PostgreSQL schema, migration 0004: activities and idempotency records only.
--
-- The wristband list reads the user's stored ALL_DAY activities, so the day aggregates of migration 0002 and the
-- per-user state that served them (activity count, day zone) go. activity_fuel_users keeps one value per user:
-- max_span_ms, the longest [start_time, end_time) stored, which bounds the index range an overlap query reads.
-- Keyset pages ((start_time, activity_id) < (t, id), newest first) use the newest-first indexes of migration 0001
-- as they are.
DROP TABLE activity_fuel_days;
ALTER TABLE activity_fuel_users DROP COLUMN activity_count, DROP COLUMN days_time_zone;

-- Recorded as applied, also when this file is run by hand (psql -f): migrateActivityDatabase then skips it and
-- fills in the checksum of the text above this comment.
CREATE TABLE IF NOT EXISTS activity_fuel_migrations (version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
INSERT INTO activity_fuel_migrations (version, name, checksum) VALUES (4, '0004_no_days', 'by hand') ON CONFLICT (version) DO NOTHING;
