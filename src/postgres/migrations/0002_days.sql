-- activity-fuel PostgreSQL schema, migration 0002: the wristband days kept at insert.
--
-- One row per user and local date, in the zone activity_fuel_users.days_time_zone names. The summary a list reads
-- is in columns; what a later fold needs is the rate envelope (bounds_ms: n + 1 float64 instants, rates: 4 n
-- float64 values, little-endian) and the activities' own shares (jsonb array). Partitioned like migration 0001.
DO $migration$
DECLARE
  partitions integer := coalesce(nullif(current_setting('activity_fuel.partitions', true), ''), '0')::integer;
BEGIN
  EXECUTE $sql$
    CREATE TABLE activity_fuel_days (
      user_id      text             NOT NULL,
      local_date   date             NOT NULL,
      day_start    timestamptz      NOT NULL,
      day_end      timestamptz      NOT NULL,
      fuel         double precision NOT NULL,
      steps        double precision NOT NULL,
      calories     double precision NOT NULL,
      distance_km  double precision NOT NULL,
      active_ms    double precision NOT NULL,
      activity_ids text[]           NOT NULL,
      bounds_ms    bytea            NOT NULL,
      rates        bytea            NOT NULL,
      shares       jsonb            NOT NULL,
      PRIMARY KEY (user_id, local_date)
    )$sql$ || CASE WHEN partitions > 0 THEN ' PARTITION BY HASH (user_id)' ELSE '' END;
  FOR i IN 0 .. partitions - 1 LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF activity_fuel_days FOR VALUES WITH (MODULUS %s, REMAINDER %s)', 'activity_fuel_days_p' || i, partitions, i);
  END LOOP;
END
$migration$;

-- Recorded as applied, also when this file is run by hand (psql -f): migrateActivityDatabase then skips it and
-- fills in the checksum of the text above this comment.
CREATE TABLE IF NOT EXISTS activity_fuel_migrations (version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
INSERT INTO activity_fuel_migrations (version, name, checksum) VALUES (2, '0002_days', 'by hand') ON CONFLICT (version) DO NOTHING;
