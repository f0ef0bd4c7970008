-- activity-fuel PostgreSQL schema, migration 0003: idempotency records of Add Activities requests.
--
-- One row per user and key, written in the add's transaction; live while now < expires_at. The response is kept as
-- json (not jsonb), so that a retry answers with the first response's text, key order included. Partitioned like
-- migration 0001.
DO $migration$
DECLARE
  partitions integer := coalesce(nullif(current_setting('activity_fuel.partitions', true), ''), '0')::integer;
BEGIN
  EXECUTE $sql$
    CREATE TABLE activity_fuel_idempotency (
      user_id     text             NOT NULL,
      key         text COLLATE "C" NOT NULL,
      fingerprint text             NOT NULL,
      created_at  timestamptz      NOT NULL,
      expires_at  timestamptz      NOT NULL,
      response    json             NOT NULL,
      PRIMARY KEY (user_id, key)
    )$sql$ || CASE WHEN partitions > 0 THEN ' PARTITION BY HASH (user_id)' ELSE '' END;
  FOR i IN 0 .. partitions - 1 LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF activity_fuel_idempotency FOR VALUES WITH (MODULUS %s, REMAINDER %s)', 'activity_fuel_idempotency_p' || i, partitions, i);
  END LOOP;
END
$migration$;

-- Expired records of a user are deleted by expiry when the user stores a new one.
CREATE INDEX activity_fuel_idempotency_expiry ON activity_fuel_idempotency (user_id, expires_at);

-- Recorded as applied, also when this file is run by hand (psql -f): migrateActivityDatabase then skips it and
-- fills in the checksum of the text above this comment.
CREATE TABLE IF NOT EXISTS activity_fuel_migrations (version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
INSERT INTO activity_fuel_migrations (version, name, checksum) VALUES (3, '0003_idempotency', 'by hand') ON CONFLICT (version) DO NOTHING;
