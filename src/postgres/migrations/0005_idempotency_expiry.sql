-- activity-fuel PostgreSQL schema, migration 0005: idempotency records found by expiry, whoever they belong to.
--
-- deleteExpiredIdempotencyRecords deletes the records expired at a time, oldest expiry first, a bounded number per
-- call, the records of users who never come back included (an add deletes only its own user's): it reads this
-- index from its start. On a partitioned table the index is created on every partition.
CREATE INDEX activity_fuel_idempotency_expires_at ON activity_fuel_idempotency (expires_at);
