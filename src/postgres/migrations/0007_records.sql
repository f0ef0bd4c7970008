-- activity-fuel PostgreSQL schema, migration 0007: each activity's analysis records.
--
-- The service works out an activity's records when it is added (best efforts, mean-maximal curve points, TRIMP,
-- intensity minutes: a few hundred bytes of JSON) and the adapter stores them beside its summary, so that a user's
-- bests and training load over a date range are one read of summaries, with no samples. Rows stored before this
-- migration have none (NULL), as the contract allows.
ALTER TABLE activity_fuel_activities ADD COLUMN records jsonb;

-- Recorded as applied, also when this file is run by hand (psql -f): migrateActivityDatabase then skips it and
-- fills in the checksum of the text above this comment.
CREATE TABLE IF NOT EXISTS activity_fuel_migrations (version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
INSERT INTO activity_fuel_migrations (version, name, checksum) VALUES (7, '0007_records', 'by hand') ON CONFLICT (version) DO NOTHING;
