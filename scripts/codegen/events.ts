/**
 * The event catalog of the contract (`x-events` at the top level): which kind of object each event type
 * carries, and the component schema of each kind. From it comes src/generated/events.ts: the list of
 * event types (as data and as a union), the object kind of each, and the object type of each, which
 * src/webhooks/paxos-event.ts turns into an event whose `type` narrows its `object`.
 */
import { componentSchema, schemaRefName, type OpenApiDocument, type SchemaObject } from "./document";
import { GENERATED_HEADER } from "./header";

/** The catalog as the generator reads it, checked. */
export interface EventCatalog {
  /** Object kind (`object_type`) → component name of its schema, in document order. */
  objects: [kind: string, component: string][];
  /** Event type → object kind, in document order. */
  types: [type: string, kind: string][];
}

// Dot-separated lower-case words: `identity.approved`, `transfer.rtp_deposit.failed`.
const EVENT_TYPE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
const OBJECT_KIND = /^[a-z][a-z0-9_]*$/;

/** Reads and checks `x-events`; throws naming the first entry that does not fit. */
export function eventCatalog(document: OpenApiDocument): EventCatalog {
  const events = document["x-events"] as { objects?: Record<string, SchemaObject>; types?: Record<string, unknown> } | undefined;
  if (events === undefined) return { objects: [], types: [] };
  const objects: [string, string][] = [];
  for (const [kind, schema] of Object.entries(events.objects ?? {})) {
    if (!OBJECT_KIND.test(kind)) throw new Error(`x-events.objects: ${kind} is not a lower_snake_case object kind`);
    if (typeof schema?.$ref !== "string") throw new Error(`x-events.objects.${kind}: must be a $ref to a component schema`);
    const component = schemaRefName(schema.$ref);
    if (componentSchema(document, component).type !== "object") throw new Error(`x-events.objects.${kind}: ${component} is not an object schema`);
    objects.push([kind, component]);
  }
  const kinds = new Set(objects.map(([kind]) => kind));
  const types: [string, string][] = [];
  for (const [type, kind] of Object.entries(events.types ?? {})) {
    if (!EVENT_TYPE.test(type)) throw new Error(`x-events.types: ${type} is not a dotted lower-case event type`);
    if (typeof kind !== "string" || !kinds.has(kind)) throw new Error(`x-events.types.${type}: ${String(kind)} is not one of x-events.objects`);
    types.push([type, kind]);
  }
  const used = new Set(types.map(([, kind]) => kind));
  for (const kind of kinds) if (!used.has(kind)) throw new Error(`x-events.objects.${kind}: no event type carries it`);
  return { objects, types };
}

/** `IDENTITY_EVENT_TYPES` for the group `identity` (an event type's first word). */
function groupConstant(group: string): string {
  return `${group.toUpperCase()}_EVENT_TYPES`;
}

/** Generates the source of src/generated/events.ts from the parsed contract. */
export function generateEventsModule(document: OpenApiDocument): string {
  const { objects, types } = eventCatalog(document);
  const component = new Map(objects);
  const groups = new Map<string, string[]>();
  for (const [type] of types) {
    const group = type.slice(0, type.indexOf("."));
    groups.set(group, [...(groups.get(group) ?? []), type]);
  }
  const quote = (text: string) => JSON.stringify(text);
  const components = [...new Set(objects.map(([, name]) => name))].sort();
  const out: string[] = [GENERATED_HEADER];
  out.push(`/**
 * The contract's event catalog (\`x-events\`): every event type Paxos documents, and the object each carries.
 * src/webhooks/paxos-event.ts builds the public event types on these.
 */
`);
  if (components.length > 0) out.push(`import type { ${components.join(", ")} } from "./openapi";\n\n`);
  // Each name is written once (in EVENT_OBJECT_TYPES); the lists are read from it, so a bundle that takes
  // them carries the 55 names once.
  out.push(`/** The kind of object (the event's \`object_type\`) each event type of the catalog carries, in the contract's order. */
export const EVENT_OBJECT_TYPES = {
${types.map(([type, kind]) => `  ${quote(type)}: ${quote(kind)},`).join("\n")}
} as const;

/** One of the catalog's event types. */
export type KnownEventType = keyof typeof EVENT_OBJECT_TYPES;

/** A kind of event object, e.g. \`transfer_status_change\`. */
export type EventObjectType = (typeof EVENT_OBJECT_TYPES)[KnownEventType];

/** Every event type of the catalog (${types.length}), in the contract's order. */
export const EVENT_TYPES: readonly KnownEventType[] = /* @__PURE__ */ Object.keys(EVENT_OBJECT_TYPES) as KnownEventType[];

/** The catalog's event types whose first word is \`group\`. */
const eventTypesOf = <G extends string>(group: G) => EVENT_TYPES.filter((type) => type.startsWith(\`\${group}.\`)) as Extract<KnownEventType, \`\${G}.\${string}\`>[];
`);
  for (const [group, members] of groups) {
    out.push(`
/** The catalog's \`${group}.*\` event types (${members.length}). */
export const ${groupConstant(group)}: readonly Extract<KnownEventType, \`${group}.\${string}\`>[] = /* @__PURE__ */ eventTypesOf(${quote(group)});
`);
  }
  out.push(`
/** The schema of each kind of event object. */
export interface EventObjectsByKind {
${objects.map(([kind, name]) => `  ${kind}: ${name};`).join("\n")}
}

/** The object each event type carries. */
export interface EventObjects {
${types.map(([type, kind]) => `  ${quote(type)}: ${component.get(kind)};`).join("\n")}
}
`);
  return out.join("");
}
