/**
 * Where an operation lives in the SDK: its resource (`paxos.<resource>`) and
 * its method name. Both follow from the contract, so adding an operation never
 * means choosing names by hand (CONTRIBUTING.md states the rule in prose):
 *
 * - resource: the `x-sdk-resource` of the operation's first tag (the tag's
 *   name in camelCase when the tag declares none);
 * - method: the operationId with the resource's noun taken out
 *   (`listDepositAddresses` in `depositAddresses` → `list`,
 *   `updateFiatAccount` in `fiatAccounts` → `update`, `createTransaction` in
 *   `settlement` → `createTransaction`), unless the operation fixes its name
 *   with `x-sdk-method` (a fixed point the rule does not produce).
 */
import type { OpenApiDocument } from "./document";
import type { OperationInfo } from "./operations";

/** Names the resource base class uses itself; a method may not take them. */
export const RESERVED_METHOD_NAMES: readonly string[] = ["context", "constructor"];

/** Where one operation is reached in the SDK. */
export interface SdkName {
  /** Property of the client: `paxos.<resource>`. */
  resource: string;
  /** Method of the resource. */
  method: string;
  /** What the rule alone gives (equal to `method` unless `x-sdk-method` fixed it). */
  ruleMethod: string;
  /** True when `x-sdk-method` fixed the name. */
  fixedPoint: boolean;
}

/** `"Market Data"` → `marketData`. */
export function camelCase(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((word, index) => (index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
}

/** The resource of an operation: `x-sdk-resource` of its first tag, else the tag in camelCase. */
export function resourceOf(document: OpenApiDocument, operation: OperationInfo): string {
  const tag = (operation.source.tags as string[] | undefined)?.[0];
  if (!tag) throw new Error(`${operation.operationId}: no tag, so no SDK resource (tag it; the tag's x-sdk-resource names the resource)`);
  const tags = (document.tags ?? []) as { name: string; "x-sdk-resource"?: string }[];
  const declared = tags.find((candidate) => candidate.name === tag)?.["x-sdk-resource"];
  return declared ?? camelCase(tag);
}

/** The nouns a resource's operations may carry, longest first: `DepositAddresses`, `DepositAddress`. */
function resourceNouns(resource: string): string[] {
  const plural = resource.charAt(0).toUpperCase() + resource.slice(1);
  const nouns = new Set([plural]);
  if (plural.endsWith("ses") || plural.endsWith("xes")) nouns.add(plural.slice(0, -2));
  else if (plural.endsWith("ies")) nouns.add(`${plural.slice(0, -3)}y`);
  else if (plural.endsWith("s")) nouns.add(plural.slice(0, -1));
  return [...nouns].sort((a, b) => b.length - a.length);
}

/**
 * The naming rule: the operationId's leading verb (its first lower-case word),
 * then the rest with the resource's noun (plural or singular, as whole words)
 * taken out once. `getDepositAddress` in `depositAddresses` → `get`.
 */
export function ruleMethodName(operationId: string, resource: string): string {
  const match = /^([a-z][a-z0-9]*)(.*)$/.exec(operationId);
  if (!match) throw new Error(`${operationId}: an operationId starts with a lower-case verb`);
  const verb = match[1]!;
  let rest = match[2]!;
  for (const noun of resourceNouns(resource)) {
    // Whole words only: the noun ends the rest, or a capital (the next word) follows it.
    const at = rest.search(new RegExp(`${noun}(?=[A-Z]|$)`));
    if (at !== -1) {
      rest = rest.slice(0, at) + rest.slice(at + noun.length);
      break;
    }
  }
  return verb + rest;
}

/** Resource and method of every operation, checked: names unique, fixed points not redundant, none reserved. */
export function sdkNames(document: OpenApiDocument, operations: OperationInfo[]): Map<string, SdkName> {
  const names = new Map<string, SdkName>();
  const taken = new Map<string, string>();
  for (const operation of operations) {
    const id = operation.operationId;
    const resource = resourceOf(document, operation);
    if (!/^[a-z][A-Za-z0-9]*$/.test(resource)) throw new Error(`${id}: resource ${JSON.stringify(resource)} is not a camelCase name`);
    const ruleMethod = ruleMethodName(id, resource);
    const declared = operation.source["x-sdk-method"];
    if (declared !== undefined && (typeof declared !== "string" || !/^[a-z][A-Za-z0-9]*$/.test(declared))) {
      throw new Error(`${id}: x-sdk-method must be a camelCase name`);
    }
    if (declared === ruleMethod) {
      throw new Error(`${id}: x-sdk-method ${declared} is what the naming rule gives anyway; remove it`);
    }
    const method = declared ?? ruleMethod;
    if (RESERVED_METHOD_NAMES.includes(method)) throw new Error(`${id}: method name ${method} is reserved by the resource base class`);
    const key = `${resource}.${method}`;
    const other = taken.get(key);
    if (other) throw new Error(`${id}: ${key} is already the method of ${other} (fix one with x-sdk-method)`);
    taken.set(key, id);
    names.set(id, { resource, method, ruleMethod, fixedPoint: declared !== undefined });
  }
  return names;
}
