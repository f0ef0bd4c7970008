-- activity-fuel PostgreSQL schema, migration 0001: activities and per-user bounds.
--
-- Every table is keyed by (user_id, ...) with user_id leading, so that the schema distributes unchanged with Citus
-- (SELECT create_distributed_table('activity_fuel_activities', 'user_id'), and the same for every table here) and
-- every statement of the adapter routes to one shard.
--
-- Partitioning: when the session setting activity_fuel.partitions holds N > 0 (migrateActivityDatabase(db,
-- { partitions: N }) sets it), each table is created PARTITION BY HASH (user_id) with N partitions
-- <table>_p0 ... <table>_p{N-1}; otherwise as plain tables. Run by hand (psql -f), the file creates plain tables.
DO $migration$
DECLARE
  partitions integer := coalesce(nullif(current_setting('activity_fuel.partitions', true), ''), '0')::integer;
  by_user text := CASE WHEN partitions > 0 THEN ' PARTITION BY HASH (user_id)' ELSE '' END;
  t text;
BEGIN
  -- One row per activity. Samples are one bytea of float64 little-endian values, column-major: for each of
  -- metric_types (in order) point_count values. fuel_per_point is point_count float64 values.
  EXECUTE $sql$
    CREATE TABLE activity_fuel_activities (
      user_id        text             NOT NULL,
      activity_id    text COLLATE "C" NOT NULL,
      activity_type  text             NOT NULL,
      start_time     timestamptz      NOT NULL,
      end_time       timestamptz      NOT NULL,
      local_date     date             NOT NULL,
      time_zone_name text             NOT NULL,
      device_type    text             NOT NULL,
      device_name    text,
      status         text             NOT NULL,
      received_at    timestamptz      NOT NULL,
      duration_ms    bigint           NOT NULL,
      distance_km    double precision,
      calories_kcal  double precision,
      steps          double precision,
      fuel           double precision NOT NULL,
      interval_value smallint         NOT NULL,
      metric_types   text[]           NOT NULL,
      point_count    integer          NOT NULL,
      samples        bytea            NOT NULL,
      fuel_per_point bytea            NOT NULL,
      envelope       jsonb            NOT NULL,
      PRIMARY KEY (user_id, activity_id)
    )$sql$ || by_user;
  -- Per-user state, one row per user with activities; every add locks it first, which serialises one user's adds:
  -- the number of activities, the longest activity span stored (bounds the overlap scan), and the IANA zone the
  -- stored wristband days are current in (NULL: out of date until replaced).
  EXECUTE $sql$
    CREATE TABLE activity_fuel_users (
      user_id        text   NOT NULL,
      activity_count bigint NOT NULL,
      max_span_ms    bigint NOT NULL,
      days_time_zone text,
      PRIMARY KEY (user_id)
    )$sql$ || by_user;
  FOREACH t IN ARRAY ARRAY['activity_fuel_activities', 'activity_fuel_users'] LOOP
    FOR i IN 0 .. partitions - 1 LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES WITH (MODULUS %s, REMAINDER %s)', t || '_p' || i, t, partitions, i);
    END LOOP;
  END LOOP;
END
$migration$;

-- Newest first, all activities: lists without a type filter, date ranges, overlap queries.
CREATE INDEX activity_fuel_activities_recent
  ON activity_fuel_activities (user_id, start_time DESC, activity_id DESC) INCLUDE (local_date, activity_type);
-- Newest first per activity type: one type, or a set of types merged (Merge Append over one range per type).
CREATE INDEX activity_fuel_activities_type_recent
  ON activity_fuel_activities (user_id, activity_type, start_time DESC, activity_id DESC) INCLUDE (local_date);
-- Newest first without submitted ALL_DAY records: the ALL experience.
CREATE INDEX activity_fuel_activities_sessions_recent
  ON activity_fuel_activities (user_id, start_time DESC, activity_id DESC) INCLUDE (local_date)
  WHERE activity_type <> 'ALL_DAY';

-- Recorded as applied, also when this file is run by hand (psql -f): migrateActivityDatabase then skips it and
-- fills in the checksum of the text above this comment.
CREATE TABLE IF NOT EXISTS activity_fuel_migrations (version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
INSERT INTO activity_fuel_migrations (version, name, checksum) VALUES (1, '0001_activities', 'by hand') ON CONFLICT (version) DO NOTHING;
