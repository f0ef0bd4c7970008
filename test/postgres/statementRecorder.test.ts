import { describe, expect, it } from "vitest";
import { unscopedReason } from "./statementRecorder.js";

// The checker of the contract runs must be able to fail: statements that reach several users are flagged.
describe("unscopedReason", () => {
  it("accepts statements scoped by user_id = $1 and INSERTs whose every row starts with $1", () => {
    expect(unscopedReason("SELECT a.x FROM activity_fuel_activities a WHERE a.user_id = $1 AND a.activity_id = $2")).toBeUndefined();
    expect(unscopedReason('DELETE FROM "s".activity_fuel_days WHERE user_id = $1')).toBeUndefined();
    expect(unscopedReason("INSERT INTO activity_fuel_days AS d (user_id, local_date) VALUES ($1, $2::date), ($1, $3::date) ON CONFLICT DO NOTHING")).toBeUndefined();
    expect(unscopedReason("COMMIT")).toBeUndefined();
    expect(
      unscopedReason(
        "WITH go AS (SELECT 1), ins AS (INSERT INTO activity_fuel_activities (user_id, activity_id) SELECT $1, b.id FROM unnest($2::text[]) AS b(id)) SELECT 1",
      ),
    ).toBeUndefined();
  });

  it("flags a missing or partial user_id condition, a foreign user in an INSERT, and unrelated statements", () => {
    expect(unscopedReason("SELECT count(*) FROM activity_fuel_activities")).toMatch(/1 table reference\(s\) besides inserts but 0/);
    expect(unscopedReason("SELECT * FROM activity_fuel_activities WHERE user_id = $2")).toMatch(/but 0/);
    expect(unscopedReason("SELECT * FROM activity_fuel_activities a JOIN activity_fuel_users u ON u.user_id = a.user_id WHERE a.user_id = $1")).toMatch(
      /2 table reference\(s\) besides inserts but 1/,
    );
    expect(unscopedReason("UPDATE activity_fuel_users SET activity_count = 0")).toMatch(/but 0/);
    expect(unscopedReason("INSERT INTO activity_fuel_days (user_id, local_date) VALUES ($1, $2), ($3, $4)")).toMatch(/user_id is not \$1/);
    expect(unscopedReason("INSERT INTO activity_fuel_days (local_date, user_id) VALUES ($2, $1)")).toMatch(/first column is not user_id/);
    expect(unscopedReason("INSERT INTO activity_fuel_activities (user_id, activity_id) SELECT $2, b.id FROM unnest($3::text[]) AS b(id)")).toMatch(
      /first column is not user_id/,
    );
    expect(unscopedReason("WITH x AS (INSERT INTO activity_fuel_users AS u (user_id) SELECT b.u FROM t b) SELECT 1")).toMatch(/first column is not user_id/);
    expect(unscopedReason("SELECT 1")).toMatch(/touches no activity_fuel_ table/);
  });
});
