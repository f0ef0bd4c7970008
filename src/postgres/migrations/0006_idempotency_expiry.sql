-- activity-fuel PostgreSQL schema, migration 0006: idempotency records found by expiry, whoever they belong to.
--
-- deleteExpiredIdempotencyRecords deletes the records expired at a time, oldest expiry first, a bounded number per
-- call, the records of users who never come back included (an add deletes only its own user's): it reads this
-- index from its start. On a partitioned table the index is created on every partition.
CREATE INDEX activity_fuel_idempotency_expires_at ON activity_fuel_idempotency (expires_at);

-- Recorded as applied, also when this file is run by hand (psql -f): migrateActivityDatabase then skips it and
-- fills in the checksum of the text above this comment.
CREATE TABLE IF NOT EXISTS activity_fuel_migrations (version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
INSERT INTO activity_fuel_migrations (version, name, checksum) VALUES (6, '0006_idempotency_expiry', 'by hand') ON CONFLICT (version) DO NOTHING;
