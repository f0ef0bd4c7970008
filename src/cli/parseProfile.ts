import type { UserProfile } from "../model/userProfile.js";

/**
 * A profile from the `--weight` and `--age` options; a value that is not a positive number is a usage error.
 *
 * @param weight - the `--weight` text (kg).
 * @param age - the `--age` text (years).
 * @returns the profile (empty when neither is given), or an error message.
 */
export function parseProfile(weight: string | undefined, age: string | undefined): UserProfile | string {
  const num = (text: string | undefined, name: string): number | string | undefined => {
    if (text === undefined) return undefined;
    const value = Number(text);
    return Number.isFinite(value) && value > 0 ? value : `--${name} must be a positive number, not "${text}"`;
  };
  const w = num(weight, "weight");
  const a = num(age, "age");
  if (typeof w === "string") return w;
  if (typeof a === "string") return a;
  return { ...(w !== undefined ? { weightKg: w } : {}), ...(a !== undefined ? { ageYears: a } : {}) };
}
