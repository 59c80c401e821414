/**
 * Builds src/generated/mock-samples.ts: what the mock's contract-driven
 * handler needs that the descriptors do not carry, namely how to read each
 * query parameter out of a URL (its JSON type) and a 200 body that satisfies
 * the contract, made by openapi-sampler from the response schema and its
 * examples at generation time (so the mock ships no sampler).
 */
import { sample } from "openapi-sampler";
import type { DescribedOperation } from "./descriptor-module";
import { componentSchema, schemaRefName, type OpenApiDocument, type SchemaObject } from "./document";
import { GENERATED_HEADER } from "./header";
import { docComment } from "./zod-module";
import { indent, propertyKey } from "./zod-expression";

/** How the mock reads a query parameter out of a URL. */
export type QueryKind = "string" | "integer" | "number" | "boolean" | "array";

/**
 * A blockchain address in a request body (`x-address-network`): the object holding it, as the path of
 * field names to it (`"*"` for every item of an array), the address field, and the sibling naming its network.
 */
export interface AddressField {
  at: string[];
  address: string;
  network: string;
}

/** Generates the source of src/generated/mock-samples.ts. */
export function generateMockSamples(document: OpenApiDocument, described: DescribedOperation[]): string {
  const prepared = withSampleHints(document);
  const entries = described.map(({ info }) => {
    const query = Object.fromEntries(info.queryParameters.map((parameter) => [parameter.name, queryKind(document, parameter.schema)]));
    const body = sample(info.successResponse as object, { skipReadOnly: false, skipWriteOnly: true, quiet: true }, prepared as object);
    const addresses = info.requestBody ? addressFields(document, info.requestBody, [], new Set(), info.operationId) : [];
    const addressLine = addresses.length > 0 ? `\naddresses: ${JSON.stringify(addresses)},` : "";
    return `${propertyKey(info.operationId)}: {\n${indent(`query: ${JSON.stringify(query)},${addressLine}\nresponse: ${JSON.stringify(body)},`)}\n},`;
  });
  return [
    GENERATED_HEADER,
    `/** How the mock reads one operation's query parameters, and a 200 body that satisfies the contract. */`,
    `export interface MockSample {`,
    `  /** Each query parameter's JSON type: arrays are repeated keys, numbers and booleans are parsed. */`,
    `  readonly query: Readonly<Record<string, "string" | "integer" | "number" | "boolean" | "array">>;`,
    `  /** A 200 body made by openapi-sampler from the contract's response schema and examples. */`,
    `  readonly response: unknown;`,
    `  /**`,
    `   * The blockchain addresses of the request body (\`x-address-network\`): where the object holding one is`,
    `   * (field names, \`"*"\` for every item of an array), its address field and the sibling naming its network.`,
    `   */`,
    `  readonly addresses?: readonly { readonly at: readonly string[]; readonly address: string; readonly network: string }[];`,
    `}\n`,
    docComment("Per operation, keyed by operationId."),
    `export const MOCK_SAMPLES: Readonly<Record<string, MockSample>> = {\n${indent(entries.join("\n"))}\n};\n`,
  ].join("\n");
}

/** The `x-address-network` fields under `schema`, each checked to name a sibling that exists. */
function addressFields(document: OpenApiDocument, schema: SchemaObject, at: string[], visiting: Set<string>, where: string): AddressField[] {
  if (schema.$ref) {
    const name = schemaRefName(schema.$ref);
    if (visiting.has(name)) return [];
    return addressFields(document, componentSchema(document, name), at, new Set(visiting).add(name), where);
  }
  const found: AddressField[] = [];
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) found.push(...addressFields(document, branch, at, visiting, where));
  if (schema.items) found.push(...addressFields(document, schema.items, [...at, "*"], visiting, where));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const network = property["x-address-network"];
    if (network !== undefined) {
      if (typeof network !== "string" || !schema.properties?.[network]) {
        throw new Error(`${where}: x-address-network of ${[...at, name].join(".")} must name a sibling field (got ${JSON.stringify(network)})`);
      }
      found.push({ at, address: name, network });
    }
    found.push(...addressFields(document, property, [...at, name], visiting, where));
  }
  return found;
}

function queryKind(document: OpenApiDocument, schema: SchemaObject): QueryKind {
  const resolved = schema.$ref ? componentSchema(document, schemaRefName(schema.$ref)) : schema;
  const type = resolved.type ?? "string";
  if (type === "array" || type === "integer" || type === "number" || type === "boolean") return type;
  return "string";
}

/**
 * A copy of the document in which the two conventions openapi-sampler cannot
 * know get an example: `format: decimal` (a decimal string) and
 * `x-extensible-enum` (its first known value). Explicit examples win.
 */
function withSampleHints(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const schema = node as SchemaObject;
    if (schema.example === undefined && schema.examples === undefined) {
      if (schema.type === "string" && schema.format === "decimal") schema.example = "1.00";
      const known = schema["x-extensible-enum"];
      if (schema.type === "string" && Array.isArray(known) && known.length > 0) schema.example = known[0];
    }
    for (const value of Object.values(schema)) visit(value);
  };
  visit(copy.components);
  visit(copy.paths);
  return copy;
}
