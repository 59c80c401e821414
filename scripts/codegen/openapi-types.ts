/**
 * Builds the text of src/generated/openapi.ts with openapi-typescript, so the
 * usual `paths`, `components` and `operations` types come from a maintained
 * tool. It is handed the contract with each side written out (./sides): on
 * the response side `x-extensible-enum` becomes `"A" | "B" | (string & {})`,
 * which keeps editor completion for the known values while accepting any
 * string the service adds later, and an optional field `field?: T | null`
 * (the service may send null); on the request side an enum is the exact
 * union `"A" | "B"` and nothing is null, with `<Name>Request` forms where a
 * schema serves both sides. Then the object schemas are named
 * (./named-schemas) and the doc comments made readable (./doc-comments), for
 * what hovers show.
 */
import openapiTS, { astToString, type OpenAPI3, type SchemaObject } from "openapi-typescript";
import ts from "typescript";
import type { OpenApiDocument } from "./document";
import { cleanDocComments } from "./doc-comments";
import { GENERATED_HEADER } from "./header";
import { nameObjectSchemas } from "./named-schemas";
import { NULLABLE_MARK, typingDocument } from "./sides";

/** Generates the source of src/generated/openapi.ts from the parsed contract. */
export async function generateOpenApiTypes(document: OpenApiDocument): Promise<string> {
  // openapi-typescript bundles and may annotate the object it is given: typingDocument is a copy.
  const ast = await openapiTS(withDeprecationNotes(structuredClone(typingDocument(document))) as unknown as OpenAPI3, {
    // A default is what the server assumes when a field is absent; it does
    // not make the field present in what the server sends.
    defaultNonNullable: false,
    silent: true,
    transform: extensibleEnum,
    transformProperty: nullableWhenOptional,
  });
  return `${GENERATED_HEADER}\n${cleanDocComments(astToString(nameObjectSchemas(ast)))}`;
}

/** `x-extensible-enum: [A, B]` → `"A" | "B" | (string & {})`; anything else is left to openapi-typescript. */
export function extensibleEnum(schema: SchemaObject): ts.TypeNode | undefined {
  const known = (schema as { "x-extensible-enum"?: unknown })["x-extensible-enum"];
  if (!Array.isArray(known)) return undefined;
  const literals = known.map((value) => ts.factory.createLiteralTypeNode(ts.factory.createStringLiteral(String(value))));
  const anyString = ts.factory.createIntersectionTypeNode([
    ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
    ts.factory.createTypeLiteralNode([]),
  ]);
  return ts.factory.createUnionTypeNode([...literals, ts.factory.createParenthesizedType(anyString)]);
}

/** An optional property the typing document marks (the response side): `field?: T | null`. */
export function nullableWhenOptional(property: ts.PropertySignature, schema: SchemaObject): ts.PropertySignature | undefined {
  if ((schema as Record<string, unknown>)[NULLABLE_MARK] !== true || !property.questionToken || !property.type) return undefined;
  const type = property.type;
  const members = ts.isUnionTypeNode(type) ? type.types : [type];
  if (members.some((member) => ts.isLiteralTypeNode(member) && member.literal.kind === ts.SyntaxKind.NullKeyword)) return undefined;
  const nullType = ts.factory.createLiteralTypeNode(ts.factory.createNull());
  return ts.factory.updatePropertySignature(
    property,
    property.modifiers,
    property.name,
    property.questionToken,
    ts.factory.createUnionTypeNode([...members, nullType]),
  );
}

/**
 * openapi-typescript writes a bare `@deprecated` for `deprecated: true`; an editor shows the text after
 * the tag, so each deprecated operation and parameter gets `@deprecated <x-deprecated-replacement>` at
 * the end of its description instead (in this copy only).
 */
function withDeprecationNotes<T>(document: T): T {
  const note = (element: Record<string, unknown>) => {
    const replacement = element["x-deprecated-replacement"];
    if (element.deprecated !== true || typeof replacement !== "string") return;
    delete element.deprecated;
    const description = typeof element.description === "string" ? element.description.trimEnd() : "";
    element.description = `${description}${description ? "\n\n" : ""}@deprecated ${replacement}`;
  };
  const root = document as { paths?: Record<string, Record<string, unknown>>; components?: { parameters?: Record<string, Record<string, unknown>> } };
  for (const pathItem of Object.values(root.paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      if (typeof operation !== "object" || operation === null || Array.isArray(operation)) continue;
      const element = operation as Record<string, unknown>;
      note(element);
      for (const parameter of (element.parameters as Record<string, unknown>[] | undefined) ?? []) note(parameter);
    }
  }
  for (const parameter of Object.values(root.components?.parameters ?? {})) note(parameter);
  return document;
}
