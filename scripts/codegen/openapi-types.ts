/**
 * Builds the text of src/generated/openapi.ts with openapi-typescript, so the
 * usual `paths`, `components` and `operations` types come from a maintained
 * tool. One transform is added: `x-extensible-enum` becomes
 * `"A" | "B" | (string & {})`, which keeps editor completion for the known
 * values while accepting any string the service adds later. Then the object
 * schemas are named (./named-schemas) and the doc comments made readable
 * (./doc-comments), for what hovers show.
 */
import openapiTS, { astToString, type OpenAPI3, type SchemaObject } from "openapi-typescript";
import ts from "typescript";
import type { OpenApiDocument } from "./document";
import { cleanDocComments } from "./doc-comments";
import { GENERATED_HEADER } from "./header";
import { nameObjectSchemas } from "./named-schemas";

/** Generates the source of src/generated/openapi.ts from the parsed contract. */
export async function generateOpenApiTypes(document: OpenApiDocument): Promise<string> {
  // openapi-typescript bundles and may annotate the object it is given: hand it a copy.
  const ast = await openapiTS(structuredClone(document) as unknown as OpenAPI3, {
    // A default is what the server assumes when a field is absent; it does
    // not make the field present in what the server sends.
    defaultNonNullable: false,
    silent: true,
    transform: extensibleEnum,
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
