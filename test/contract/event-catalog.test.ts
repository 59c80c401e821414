/**
 * The generator's reading of the event catalog (`x-events`): a well-formed catalog becomes the types and
 * object kinds of src/generated/events.ts; a catalog that would generate wrong types is refused, naming
 * the entry.
 */
import { describe, expect, it } from "vitest";
import { eventCatalog, generateEventsModule, parseDocument } from "../../scripts/generate";

/** A small synthetic contract holding only an event catalog. */
const documentWith = (events: string) =>
  parseDocument(`openapi: 3.1.0
info: { title: t, version: "1" }
paths: {}
components:
  schemas:
    ThingChanged:
      type: object
      required: [id]
      properties: { id: { type: string } }
    Note: { type: string }
x-events:
${events}`);

const GOOD = `  objects:
    thing_changed: { $ref: '#/components/schemas/ThingChanged' }
  types:
    thing.created: thing_changed
    thing.moved.done: thing_changed
`;

describe("the event catalog", () => {
  it("generates the list, the groups, the kinds and the object of each type", () => {
    const document = documentWith(GOOD);
    expect(eventCatalog(document)).toEqual({ objects: [["thing_changed", "ThingChanged"]], types: [["thing.created", "thing_changed"], ["thing.moved.done", "thing_changed"]] });
    const module = generateEventsModule(document);
    // Each name once, in the map of kinds; the lists are read from it.
    expect(module).toContain(`export const EVENT_OBJECT_TYPES = {\n  "thing.created": "thing_changed",\n  "thing.moved.done": "thing_changed",\n} as const;`);
    expect(module.match(/"thing\.moved\.done": "thing_changed"/g)).toHaveLength(1);
    expect(module).toContain("export const EVENT_TYPES: readonly KnownEventType[] = /* @__PURE__ */ Object.keys(EVENT_OBJECT_TYPES)");
    expect(module).toContain('export const THING_EVENT_TYPES: readonly Extract<KnownEventType, `thing.${string}`>[] = /* @__PURE__ */ eventTypesOf("thing");');
    expect(module).toContain(`  "thing.moved.done": ThingChanged;`);
    expect(module).toContain(`import type { ThingChanged } from "./openapi";`);
  });

  it("refuses what would generate wrong types, naming the entry", () => {
    const refused = (events: string) => () => eventCatalog(documentWith(events));
    expect(refused(`  objects:\n    thing_changed: { $ref: '#/components/schemas/ThingChanged' }\n  types:\n    thing.created: other_kind\n`)).toThrow(/x-events.types.thing.created: other_kind is not one of x-events.objects/);
    expect(refused(`  objects:\n    thing_changed: { type: object }\n  types:\n    thing.created: thing_changed\n`)).toThrow(/x-events.objects.thing_changed: must be a \$ref/);
    expect(refused(`  objects:\n    note: { $ref: '#/components/schemas/Note' }\n  types:\n    thing.created: note\n`)).toThrow(/Note is not an object schema/);
    expect(refused(`  objects:\n    thing_changed: { $ref: '#/components/schemas/ThingChanged' }\n  types:\n    Thing.Created: thing_changed\n`)).toThrow(/Thing.Created is not a dotted lower-case event type/);
    expect(refused(`  objects:\n    thing_changed: { $ref: '#/components/schemas/ThingChanged' }\n    unused: { $ref: '#/components/schemas/ThingChanged' }\n  types:\n    thing.created: thing_changed\n`)).toThrow(/x-events.objects.unused: no event type carries it/);
  });
});
