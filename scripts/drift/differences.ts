/**
 * The differences between the contract and a Paxos document, each with a key that names it exactly and
 * stays the same from run to run (what `x-kept-differences` declares). "Added" means the Paxos document
 * has it and the contract does not; "removed", the contract has it and the document does not.
 */
import type { OperationSurface } from "./surface";

/** Every kind of difference, in the order the report prints them. */
export const DIFFERENCE_KINDS = [
  "operation-added",
  "operation-removed",
  "operation-deprecated",
  "operation-undeprecated",
  "operation-id",
  "required-parameter-added",
  "parameter-added",
  "parameter-removed",
  "parameter-deprecated",
  "parameter-undeprecated",
  "required-request-field-added",
  "request-field-added",
  "request-field-removed",
  "response-field-added",
  "response-field-removed",
  "enum-added",
  "enum-removed",
  "enum-value-added",
  "enum-value-removed",
  "type-changed",
  "format-changed",
  "required-added",
  "required-removed",
  "nullable-added",
  "nullable-removed",
  "scope-added",
  "scope-removed",
  "security-scheme-added",
  "security-scheme-removed",
] as const;

/**
 * What a difference does to code written against this SDK: `breaking` when a call it makes could now be
 * refused, or an answer it reads could now fail the SDK's check or mean something else; `additive` when
 * everything it does still works (a new optional field, a new operation, a value the SDK already takes
 * as open).
 */
export type Impact = "breaking" | "additive";

/** A kind of difference (the first word of its key). */
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/** One difference between the contract and the document. */
export interface Difference {
  kind: DifferenceKind;
  /** `GET /profiles`. */
  operation: string;
  /** What in the operation differs: a parameter (`query:offset`), a field path, an enum's place, a scope. */
  subject?: string;
  /** An enum value, or the document's operationId (`operation-id`). */
  value?: string;
  /** Context for a reader that is not part of the key (the other side's operationId …). */
  note?: string;
  /** `<kind> <METHOD> <path>[ <subject>][ <value>]`: what a kept declaration names. */
  key: string;
  /** Whether it breaks a client of this SDK ({@link impactOf}). */
  impact: Impact;
}

function difference(kind: DifferenceKind, operation: string, subject?: string, value?: string, note?: string): Difference {
  const key = [kind, operation, subject, value].filter((part) => part !== undefined).join(" ");
  const found = { kind, operation, ...(subject !== undefined && { subject }), ...(value !== undefined && { value }), ...(note !== undefined && { note }), key };
  return { ...found, impact: impactOf(kind, subject) };
}

/** Whether a place (`response:items[].id`, `query:limit`, `request:legs[].amount`) is read from an answer. */
const inAnswer = (subject: string | undefined) => subject !== undefined && (subject === "response" || subject.startsWith("response:"));

/**
 * The impact of a difference of `kind` at `subject`, for a client of this SDK. The SDK sends what its
 * contract lists and checks answers against it (lenient on unknown fields and values, strict on types and
 * required fields), so:
 * - the document taking something away a request sends (an operation, parameter or field, an enum value
 *   a request may carry), or asking for more (a required field or parameter, a scope, a security scheme,
 *   a value list where the contract takes any string, a value no longer nullable), breaks;
 * - the document taking away something an answer carries (a field, a required mark: the SDK's check would
 *   refuse the answer without it), or widening what an answer may hold (null), breaks;
 * - a changed type or format breaks either way: a request is refused, or an answer misread;
 * - the rest (new optional things, values an open enum already accepts, deprecations, renamed ids the SDK
 *   maps) is additive.
 */
export function impactOf(kind: DifferenceKind, subject?: string): Impact {
  switch (kind) {
    case "operation-removed":
    case "required-parameter-added":
    case "required-request-field-added":
    case "parameter-removed":
    case "request-field-removed":
    case "response-field-removed":
    case "type-changed":
    case "format-changed":
    case "scope-added":
    case "security-scheme-added":
    case "security-scheme-removed":
      return "breaking";
    case "enum-value-removed":
    case "enum-added":
    case "required-added":
    case "nullable-removed":
      // A request may carry the value, must now give the field, or list only these values; an answer just has fewer forms.
      return inAnswer(subject) ? "additive" : "breaking";
    case "required-removed":
    case "nullable-added":
      // An answer may now lack the field or hold null where the SDK's check expects a value; a request may just send less.
      return inAnswer(subject) ? "breaking" : "additive";
    default:
      return "additive";
  }
}

/** `GetProfile` and `getProfile` are one id: the contract keeps the document's ids in lower camel case. */
const sameOperationId = (a: string, b: string) => a.charAt(0).toLowerCase() + a.slice(1) === b.charAt(0).toLowerCase() + b.slice(1);

/** Every difference between the contract's operations and the document's, in a stable order. */
export function compareSurfaces(contract: Map<string, OperationSurface>, document: Map<string, OperationSurface>): Difference[] {
  const found: Difference[] = [];
  for (const [key, theirs] of document) {
    if (!contract.has(key)) {
      const notes = [theirs.operationId, theirs.deprecated ? "deprecated in the document" : undefined].filter(Boolean);
      found.push(difference("operation-added", key, undefined, undefined, notes.join(", ") || undefined));
    }
  }
  for (const [key, ours] of contract) {
    const theirs = document.get(key);
    if (!theirs) {
      found.push(difference("operation-removed", key, undefined, undefined, ours.operationId));
      continue;
    }
    found.push(...compareOperation(ours, theirs));
  }
  return sortDifferences(found);
}

function compareOperation(ours: OperationSurface, theirs: OperationSurface): Difference[] {
  const op = ours.operation;
  const found: Difference[] = [];
  if (theirs.deprecated && !ours.deprecated) found.push(difference("operation-deprecated", op));
  if (ours.deprecated && !theirs.deprecated) found.push(difference("operation-undeprecated", op));
  if (theirs.operationId !== undefined && (ours.operationId === undefined || !sameOperationId(ours.operationId, theirs.operationId))) {
    found.push(difference("operation-id", op, undefined, theirs.operationId, `contract ${ours.operationId ?? "(none)"}`));
  }

  for (const [name, parameter] of theirs.parameters) {
    const own = ours.parameters.get(name);
    if (!own) found.push(difference(parameter.required ? "required-parameter-added" : "parameter-added", op, name));
    else if (parameter.deprecated && !own.deprecated) found.push(difference("parameter-deprecated", op, name));
    else if (own.deprecated && !parameter.deprecated) found.push(difference("parameter-undeprecated", op, name));
  }
  for (const name of ours.parameters.keys()) if (!theirs.parameters.has(name)) found.push(difference("parameter-removed", op, name));

  // A new field the document requires is listed apart from an optional one: the SDK would send a body without it.
  const added = missingFields("request-field-added", op, theirs.requestFields, ours.requestFields);
  found.push(...added.map((d) => (theirs.details.get(`request:${d.subject}`)?.required ? difference("required-request-field-added", op, d.subject, undefined, d.note) : d)));
  found.push(...missingFields("request-field-removed", op, ours.requestFields, theirs.requestFields, theirs.exampleFields.request));
  found.push(...missingFields("response-field-added", op, theirs.responseFields, ours.responseFields));
  found.push(...missingFields("response-field-removed", op, ours.responseFields, theirs.responseFields, theirs.exampleFields.response));

  // An enum is compared where both sides have its field; a field one side lacks is already reported.
  for (const [where, values] of theirs.enums) {
    const own = ours.enums.get(where);
    if (own) {
      for (const value of values) if (!own.has(value)) found.push(difference("enum-value-added", op, where, value));
    } else if (hasPlace(ours, where)) {
      found.push(difference("enum-added", op, where, undefined, [...values].sort().join(", ")));
    }
  }
  for (const [where, values] of ours.enums) {
    const theirValues = theirs.enums.get(where);
    if (theirValues) {
      for (const value of values) if (!theirValues.has(value)) found.push(difference("enum-value-removed", op, where, value));
    } else if (hasPlace(theirs, where)) {
      found.push(difference("enum-removed", op, where, undefined, [...values].sort().join(", ")));
    }
  }

  found.push(...compareDetails(op, ours, theirs));

  for (const scope of theirs.scopes) if (!ours.scopes.has(scope)) found.push(difference("scope-added", op, scope));
  for (const scope of ours.scopes) if (!theirs.scopes.has(scope)) found.push(difference("scope-removed", op, scope));
  for (const scheme of theirs.schemes) if (!ours.schemes.has(scheme)) found.push(difference("security-scheme-added", op, scheme));
  for (const scheme of ours.schemes) if (!theirs.schemes.has(scheme)) found.push(difference("security-scheme-removed", op, scheme));
  return found;
}

/** A set of types or formats as one word of a key: sorted, `|`-joined, `none` when empty. */
const setWord = (values: Set<string>) => (values.size === 0 ? "none" : [...values].sort().join("|"));

/**
 * Types, formats, required and nullable of every place both sides have (a place one side lacks is a
 * field or parameter already reported). A type is compared only where both sides name one; a format
 * where the types agree (a type change says enough). Values read `<contract>-><document>`.
 */
function compareDetails(op: string, ours: OperationSurface, theirs: OperationSurface): Difference[] {
  const found: Difference[] = [];
  for (const [place, their] of theirs.details) {
    const own = ours.details.get(place);
    if (!own) continue;
    const sameTypes = setWord(own.types) === setWord(their.types);
    if (!sameTypes && own.types.size > 0 && their.types.size > 0) {
      found.push(difference("type-changed", op, place, `${setWord(own.types)}->${setWord(their.types)}`));
    } else if (sameTypes && setWord(own.formats) !== setWord(their.formats)) {
      found.push(difference("format-changed", op, place, `${setWord(own.formats)}->${setWord(their.formats)}`));
    }
    if (their.required && !own.required) found.push(difference("required-added", op, place));
    if (own.required && !their.required) found.push(difference("required-removed", op, place));
    if (their.nullable && !own.nullable) found.push(difference("nullable-added", op, place));
    if (own.nullable && !their.nullable) found.push(difference("nullable-removed", op, place));
  }
  return found;
}

/** The field paths enclosing `path`, nearest first: `a.b[].c` → `a.b`, `a`. */
export function enclosingFields(path: string): string[] {
  const parents: string[] = [];
  let current = path;
  for (;;) {
    const cut = Math.max(current.lastIndexOf("."), current.lastIndexOf("[]"));
    if (cut <= 0) return parents;
    current = current.slice(0, cut).replace(/(\[\])+$/, "");
    if (current === "") return parents;
    parents.push(current);
  }
}

/**
 * The fields of `from` that `other` lacks, each reported once at its outermost missing field: a whole
 * object the other side lacks is one difference (noting how many fields it holds), not one per field.
 * A field the document's schemas lack but its own examples show (`shownInExamples`) says so: that is
 * usually a form the service sends, which the contract keeps on purpose.
 */
function missingFields(kind: DifferenceKind, op: string, from: Set<string>, other: Set<string>, shownInExamples?: Set<string>): Difference[] {
  const missing = [...from].filter((field) => !other.has(field));
  const missingSet = new Set(missing);
  const nested = new Map<string, number>();
  const outermost: string[] = [];
  for (const field of missing) {
    const enclosing = enclosingFields(field).filter((parent) => missingSet.has(parent));
    if (enclosing.length === 0) outermost.push(field);
    else {
      const top = enclosing[enclosing.length - 1]!;
      nested.set(top, (nested.get(top) ?? 0) + 1);
    }
  }
  return outermost.map((field) => {
    const count = nested.get(field);
    const notes = [
      count ? `and ${count} field${count === 1 ? "" : "s"} inside it` : undefined,
      shownInExamples?.has(field) ? "the document's examples show it" : undefined,
    ].filter((note) => note !== undefined);
    return difference(kind, op, field, undefined, notes.length > 0 ? notes.join("; ") : undefined);
  });
}

/** Whether `surface` has the parameter, body or field an enum's place (`query:order`, `response:items[].type`) names. */
function hasPlace(surface: OperationSurface, where: string): boolean {
  const colon = where.indexOf(":");
  const side = colon === -1 ? where : where.slice(0, colon);
  const path = colon === -1 ? "" : where.slice(colon + 1);
  const fieldPath = path.replace(/(\[\])+$/, "");
  if (side === "request" || side === "response") {
    const fields = side === "request" ? surface.requestFields : surface.responseFields;
    return fieldPath === "" || fields.has(fieldPath);
  }
  // A parameter: `query:assets[]` or `query:filter.kind` lives in the parameter `query:assets` / `query:filter`.
  const name = path.match(/^[^.[]*/)![0];
  return surface.parameters.has(`${side}:${name}`);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const METHOD_ORDER = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE"];

/** Orders two operation keys by path, then by method (GET, POST, PUT, PATCH, DELETE …). */
export function compareOperations(a: string, b: string): number {
  const [methodA = "", pathA = ""] = a.split(" ");
  const [methodB = "", pathB = ""] = b.split(" ");
  return compareText(pathA, pathB) || METHOD_ORDER.indexOf(methodA) - METHOD_ORDER.indexOf(methodB);
}

/** Kind, then operation, then subject, then value: the same differences print in the same order. */
export function sortDifferences(differences: Difference[]): Difference[] {
  return [...differences].sort(
    (a, b) =>
      DIFFERENCE_KINDS.indexOf(a.kind) - DIFFERENCE_KINDS.indexOf(b.kind) ||
      compareOperations(a.operation, b.operation) ||
      compareText(a.subject ?? "", b.subject ?? "") ||
      compareText(a.value ?? "", b.value ?? ""),
  );
}
