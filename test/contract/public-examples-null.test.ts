/**
 * The service may write an optional field it leaves out as JSON `null` (the members answer of
 * `addInstitutionMembers` sends `summary_status: null`), so the response side accepts `null` for every
 * optional field of every response schema; required fields stay required. Each success answer of the
 * public document (test/fixtures/public-examples/, both formats) is fed again with each optional field
 * its schema declares, present in the example or not, at every depth, set to `null` in turn: the
 * operation's response check (what the transport runs on every answer) accepts each variant, and a
 * variant with every such leaf field null at once goes through the SDK method with its values intact.
 * A required field set to null is still refused.
 */
import { describe, expect, it } from "vitest";
import { OPERATIONS, type OperationEntry } from "../../src/generated/operation-list";
import * as schemas from "../../src/generated/schemas";
import { componentSchema, schemaRefName, type SchemaObject } from "../../scripts/codegen/document";
import { useFakeApi } from "../support/msw-api";
import { CONTRACT, CONTRACT_OPERATIONS, methodArguments, validArguments, withField } from "../support/contract-values";
import { answer, callMethod, expectedResult, publicExamples } from "../support/public-examples";

const api = useFakeApi();

type Path = (string | number)[];
const zod = schemas as unknown as Record<string, { safeParse(value: unknown): { success: boolean } }>;

/** True when `value` matches `schema` as an answer (the zod response form of a component, a structural test otherwise). */
function accepts(schema: SchemaObject, value: unknown): boolean {
  if (schema.$ref) return zod[`${schemaRefName(schema.$ref)}Schema`]!.safeParse(value).success;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => accepts(branch, value));
  switch (schema.type) {
    case "null":
      return value === null;
    case "array":
      return Array.isArray(value) && value.every((item) => accepts(schema.items!, item));
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    case "integer":
    case "number":
      return typeof value === "number";
    default:
      return typeof value === schema.type;
  }
}

/** An optional field of an answer: where it is, and whether it holds an object or array (whose fields are slots too). */
interface Slot {
  path: Path;
  leaf: boolean;
}

/** Every optional field the schema declares for `value`, present or not, at every depth (each union branch that accepts it). */
function optionalSlots(schema: SchemaObject, value: unknown, path: Path = [], out = new Map<string, Slot>()): Map<string, Slot> {
  if (schema.$ref) return optionalSlots(componentSchema(CONTRACT, schemaRefName(schema.$ref)), value, path, out);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    for (const branch of branches) if (accepts(branch, value)) optionalSlots(branch, value, path, out);
    return out;
  }
  if (Array.isArray(value) && schema.items) value.forEach((item, i) => optionalSlots(schema.items!, item, [...path, i], out));
  if (typeof value !== "object" || value === null || Array.isArray(value)) return out;
  const object = value as Record<string, unknown>;
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(schema.properties)) {
      const field = object[name];
      const nested = typeof field === "object" && field !== null;
      if (!required.has(name)) out.set(JSON.stringify([...path, name]), { path: [...path, name], leaf: !nested });
      if (field !== undefined && field !== null) optionalSlots(property, field, [...path, name], out);
    }
  } else if (typeof schema.additionalProperties === "object") {
    for (const [key, field] of Object.entries(object)) optionalSlots(schema.additionalProperties, field, [...path, key], out);
  }
  return out;
}

/**
 * A required field present in an answer: the component whose schema requires it (its zod response form
 * judges the field, so that a union's other form cannot take the value instead: a bare monitoring
 * address with `address: null` would read as the wrapped form without a record), the component's value,
 * and the field's path inside it; no component when the operation's own answer schema requires it.
 */
interface RequiredField {
  component?: string;
  owner: unknown;
  path: Path;
}

/** The required fields the schema declares for `value` (each union branch that accepts it), present in it. */
function requiredFields(schema: SchemaObject, value: unknown, owner: Omit<RequiredField, "path"> = { owner: value }, path: Path = []): RequiredField[] {
  if (schema.$ref) {
    const name = schemaRefName(schema.$ref);
    return requiredFields(componentSchema(CONTRACT, name), value, { component: name, owner: value }, []);
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.filter((branch) => accepts(branch, value)).flatMap((branch) => requiredFields(branch, value, owner, path));
  if (Array.isArray(value) && schema.items) return value.flatMap((item, i) => requiredFields(schema.items!, item, owner, [...path, i]));
  if (typeof value !== "object" || value === null || !schema.properties) return [];
  const object = value as Record<string, unknown>;
  return Object.entries(schema.properties).flatMap(([name, property]) => [
    ...((schema.required ?? []).includes(name) && object[name] !== undefined ? [{ ...owner, path: [...path, name] }] : []),
    ...(object[name] !== undefined && object[name] !== null ? requiredFields(property, object[name], owner, [...path, name]) : []),
  ]);
}

const entryOf = (operationId: string): OperationEntry => OPERATIONS.find((entry) => entry.operation.operationId === operationId)!;
const infoOf = (operationId: string) => CONTRACT_OPERATIONS.find((info) => info.operationId === operationId)!;

const answers = publicExamples().flatMap((fixture) =>
  fixture.responses
    .filter((example) => example.status === 200)
    .map((example, index) => ({ label: `${fixture.operationId}: answer ${index + 1}${example.name ? ` (${example.name})` : ""}`, fixture, example })),
);

describe("null in optional answer fields", () => {
  it("walks every success answer of the public document", () => {
    expect(answers.length).toBeGreaterThan(80);
    expect(new Set(answers.map(({ fixture }) => fixture.operationId)).size).toBeGreaterThanOrEqual(70);
  });

  it("finds optional fields absent from an example and at depth", () => {
    const { fixture, example } = answers.find(({ fixture }) => fixture.operationId === "addInstitutionMembers")!;
    const slots = [...optionalSlots(infoOf(fixture.operationId).successResponse!, example.body).values()].map((slot) => slot.path.join("."));
    expect(slots).toContain("members.0.summary_status");
    expect(slots.some((slot) => slot.split(".").length > 2)).toBe(true);
  });

  describe.each(answers.map((entry) => [entry.label, entry] as const))("%s", (_, { fixture, example }) => {
    const entry = entryOf(fixture.operationId);
    const info = infoOf(fixture.operationId);
    const slots = [...optionalSlots(info.successResponse!, example.body).values()];

    it("is accepted with each optional field set to null in turn", () => {
      expect(entry.operation.response(example.body)).toBeUndefined();
      const refused = slots
        .map((slot) => slot.path)
        .filter((path) => entry.operation.response(withField(example.body, path, { value: null })))
        .map((path) => path.join("."));
      expect(refused).toEqual([]);
    });

    it("goes through the SDK method with every optional leaf null at once, values intact", async () => {
      let variant = example.body;
      for (const slot of slots.filter((s) => s.leaf)) variant = withField(variant, slot.path, { value: null });
      answer(api, entry, 200, variant);
      expect(await callMethod(api, entry, methodArguments(info, validArguments(info)))).toStrictEqual(expectedResult(entry, variant));
    });

    it("still refuses null in a required field", () => {
      const accepted = requiredFields(info.successResponse!, example.body)
        .filter(({ component, owner, path }) => {
          const variant = withField(owner, path, { value: null });
          return component ? zod[`${component}Schema`]!.safeParse(variant).success : !entry.operation.response(variant);
        })
        .map(({ component, path }) => `${component ?? "answer"}: ${path.join(".")}`);
      expect(accepted).toEqual([]);
    });
  });
});
