/**
 * How far a name a caller wrote is from one the SDK knows: shared by the options check
 * (../config/option-keys) and the body-field check (../request/unknown-fields), so "did you mean" means the same
 * thing everywhere.
 */

/** A key as a person might misspell it: case, `_` and `-` do not count. */
export const looseKey = (key: string): string => key.toLowerCase().replace(/[-_]/g, "");

/**
 * Edit distance between two short strings: insertions, deletions, substitutions and swaps of two
 * neighbours (`prot` → `port`), each one edit. A dozen lines here rather than a dependency: the package
 * has one runtime dependency, and a web page bundles this.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = (rows[i] = [i]);
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known field `key` is a slip for, if any (`null` when it is near none): the same but for case,
 * `_` and `-` (`Amount`, `refId` → `ref_id`), or at most one edit where either name has up to four
 * characters and at most two otherwise (`amout` → `amount`, `desitnation_address` →
 * `destination_address`; `memo` is not `memo_id`), counted on those loose forms; the nearest wins. Tighter than the options'
 * `closestKey` (../config/option-keys; no "contains" rule): a field Paxos adds tomorrow is usually a new word,
 * and must still go out.
 */
export function nearMissOf(key: string, known: Iterable<string>): string | null {
  const given = looseKey(key);
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const name of known) {
    const target = looseKey(name);
    const allowed = Math.min(given.length, target.length) <= 4 ? 1 : 2;
    const distance = editDistance(given, target);
    if (distance <= allowed && distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
}
