/**
 * Refuses an option the SDK does not know. TypeScript catches a misspelt option only in an object
 * literal written at the call; an options object built elsewhere (`const opts = { baseURL }; new
 * Paxos(opts)`) passes, and the option would be ignored: the client would then talk to the default
 * service with the caller's credentials. So every options object a caller passes is checked against
 * its type's keys, listed once per type with {@link optionKeys}, and an unknown key is refused with the
 * closest known one.
 */
import { refuse } from "../response/errors";
import { editDistance, looseKey as loose } from "./near-miss";

/** How a client's option errors begin: the constructor the caller used (`new Paxos()` …). */
export type ClientName = `new ${string}()`;

/** Every key of every member of a union (`keyof` of a union gives only the keys all members share). */
type KeysOfUnion<T> = T extends unknown ? keyof T & string : never;

/**
 * The keys of options type `T`, listed once: `optionKeys<PaxosOptions>()("clientId", …)`. tsc refuses a
 * list that names a key `T` lacks, and one that leaves a key of `T` out (the error names what is
 * missing), so the list cannot drift from the type.
 */
export function optionKeys<T extends object>() {
  return <const K extends readonly KeysOfUnion<T>[]>(
    ...keys: K & ([Exclude<KeysOfUnion<T>, K[number]>] extends [never] ? unknown : { missing: Exclude<KeysOfUnion<T>, K[number]> })
  ): readonly string[] => keys;
}

/**
 * The known key `key` was most likely meant to be, if any: the same but for case and `_`/`-`
 * (`baseURL` → `baseUrl`, `time_out` → `timeout`), else the nearest within a few edits
 * (`maxRetry` → `maxRetries`, `prot` → `port`), else one that contains it or is contained in it (`secret` → `clientSecret`).
 */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const given = loose(key);
  if (given === "") return undefined;
  let best: string | undefined;
  // Up to two edits in five characters: enough for a slip, too few to turn one option into another.
  let bestDistance = Math.max(1, Math.floor(given.length * 0.4)) + 1;
  for (const name of known) {
    const distance = editDistance(given, loose(name));
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best ?? (given.length >= 4 ? known.find((name) => loose(name).includes(given) || given.includes(loose(name))) : undefined);
}

/**
 * Throws a `ValidationError` for the first own key of `options` that is not in `known`, naming it and the
 * closest known key: `new Paxos(): baseURL is not an option; did you mean baseUrl? (rule: additionalProperties).`.
 * `prefix` names a nested options object (`requestSigning.`). Anything but a plain object is left to the
 * caller's own type check.
 */
export function refuseUnknownOptions(who: string, options: unknown, known: readonly string[], prefix = ""): void {
  if (typeof options !== "object" || options === null) return;
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const suggestion = closestKey(key, known);
    const hint = suggestion ? `did you mean ${prefix}${suggestion}?` : `the options are ${known.map((name) => prefix + name).join(", ")}`;
    refuse(who, prefix + key, "additionalProperties", `${prefix}${key} is not an option; ${hint}`);
  }
}
