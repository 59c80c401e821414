/**
 * Differences the contract keeps on purpose, declared in its top-level `x-kept-differences`: each entry a
 * difference's key (`operation-removed GET /all-markets/ticker`) and the reason it is kept. A key may use
 * `*` for any run of characters (`enum-value-removed GET /orders response:items[].market *`). A
 * declaration that matches no difference any more is stale: the report names it so the list does not rot.
 *
 * A key with `*` must say how many differences it was written for (`covers: 16`): a wildcard that covers
 * more than that has absorbed a difference nobody looked at (a field deleted under a kept path), one that
 * covers fewer has lost some (a renamed path parameter), and either fails the run, listing what it covers
 * now, until the entry is narrowed or its count is set again.
 */
import { isObject, type JsonObject } from "./document";
import { DIFFERENCE_KINDS, type Difference } from "./differences";

/** One entry of `x-kept-differences`. */
export interface KeptDeclaration {
  key: string;
  reason: string;
  /** For a key with `*`: how many differences it was written to cover. */
  covers?: number;
}

/** A wildcard declaration that covers another number of differences than it says. */
export interface ReachChanged {
  declaration: KeptDeclaration;
  /** What it covers now (counted among the kept). */
  covered: Difference[];
}

/** A difference the contract declares, with the declaration that covers it. */
export interface KeptDifference {
  difference: Difference;
  declaration: KeptDeclaration;
}

/** The differences sorted into the undeclared, the kept, and the declarations nothing matched. */
export interface Classified {
  undeclared: Difference[];
  kept: KeptDifference[];
  stale: KeptDeclaration[];
  /** Wildcard declarations whose reach changed (a stale one is only stale). */
  reachChanged: ReachChanged[];
}

/** The extension's name in the contract. */
export const KEPT_EXTENSION = "x-kept-differences";

/**
 * Reads `x-kept-differences` from the contract (absent: none). A malformed entry is an error naming the
 * entry and the rule, not something to skip: a declaration silently ignored would turn into drift.
 */
export function readKeptDeclarations(contract: JsonObject): KeptDeclaration[] {
  const list = contract[KEPT_EXTENSION];
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new Error(`${KEPT_EXTENSION} must be a list of { key, reason }`);
  const seen = new Set<string>();
  return list.map((entry, index) => {
    const at = `${KEPT_EXTENSION}[${index}]`;
    if (!isObject(entry)) throw new Error(`${at} must be an object with \`key\` and \`reason\``);
    const { key, reason } = entry;
    if (typeof key !== "string" || key.trim() === "") throw new Error(`${at}.key must be a non-empty string`);
    if (typeof reason !== "string" || reason.trim() === "") throw new Error(`${at} (${key}): \`reason\` must be a non-empty string`);
    const kind = key.split(" ")[0]!;
    if (!(DIFFERENCE_KINDS as readonly string[]).includes(kind)) {
      throw new Error(`${at}.key must start with a kind of difference (${DIFFERENCE_KINDS.join(", ")}); got "${kind}"`);
    }
    if (seen.has(key)) throw new Error(`${at}.key "${key}" is declared twice`);
    seen.add(key);
    const { covers } = entry;
    if (key.includes("*")) {
      if (typeof covers !== "number" || !Number.isInteger(covers) || covers < 1) {
        throw new Error(`${at} (${key}): a key with * needs \`covers\`, the number of differences it was written for (a whole number, at least 1)`);
      }
    } else if (covers !== undefined) {
      throw new Error(`${at} (${key}): \`covers\` is only for a key with * (an exact key covers one difference)`);
    }
    return { key, reason: reason.trim().replace(/\s+/g, " "), ...(typeof covers === "number" && { covers }) };
  });
}

/** Whether a declaration's key (with `*` for any run of characters) names `key`. */
export function keyMatches(pattern: string, key: string): boolean {
  if (!pattern.includes("*")) return pattern === key;
  const source = pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*");
  return new RegExp(`^${source}$`).test(key);
}

/** Sorts `differences` by whether a declaration covers them (the first that matches), and finds the stale declarations. */
export function classify(differences: Difference[], declarations: KeptDeclaration[]): Classified {
  const used = new Set<KeptDeclaration>();
  const undeclared: Difference[] = [];
  const kept: KeptDifference[] = [];
  for (const difference of differences) {
    const declaration = declarations.find((candidate) => keyMatches(candidate.key, difference.key));
    if (declaration) {
      used.add(declaration);
      kept.push({ difference, declaration });
    } else {
      undeclared.push(difference);
    }
  }
  const reachChanged: ReachChanged[] = [];
  for (const declaration of declarations) {
    if (declaration.covers === undefined || !used.has(declaration)) continue;
    const covered = kept.filter((entry) => entry.declaration === declaration).map((entry) => entry.difference);
    if (covered.length !== declaration.covers) reachChanged.push({ declaration, covered });
  }
  return { undeclared, kept, stale: declarations.filter((declaration) => !used.has(declaration)), reachChanged };
}
