-- activity-fuel PostgreSQL schema, migration 0004: activities and idempotency records only.
--
-- The wristband list reads the user's stored ALL_DAY activities, so the day aggregates of migration 0002 and the
-- per-user state that served them (activity count, day zone) go. activity_fuel_users keeps one value per user:
-- max_span_ms, the longest [start_time, end_time) stored, which bounds the index range an overlap query reads.
-- Keyset pages ((start_time, activity_id) < (t, id), newest first) use the newest-first indexes of migration 0001
-- as they are.
DROP TABLE activity_fuel_days;
ALTER TABLE activity_fuel_users DROP COLUMN activity_count, DROP COLUMN days_time_zone;
