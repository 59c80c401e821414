/**
 * Reading the two documents the drift report compares: the contract (YAML) and a Paxos document (OpenAPI 3,
 * usually JSON). Typed loosely on purpose: a Paxos document is whatever Paxos published, so every lookup is
 * checked where it is made, and only what the report compares is read.
 */
import { readFile } from "node:fs/promises";
import { parse as parseYaml } from "yaml";

/** A parsed OpenAPI document, or any JSON value inside one. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/** Whether `value` is a JSON object (not an array, not null). */
export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Parses the text of an OpenAPI 3 document, JSON or YAML (JSON when it starts with `{`: a large JSON
 * document parses far faster as JSON than as YAML). `name` (the file) is only used in messages.
 */
export function parseOpenApiText(text: string, name: string): JsonObject {
  let parsed: Json;
  try {
    parsed = text.trimStart().startsWith("{") ? (JSON.parse(text) as Json) : (parseYaml(text) as Json);
  } catch (error) {
    throw new Error(`${name}: not valid JSON or YAML (${(error as Error).message})`);
  }
  if (!isObject(parsed)) throw new Error(`${name}: an OpenAPI document must be an object at the top level`);
  if (typeof parsed.openapi !== "string" || !parsed.openapi.startsWith("3.")) {
    throw new Error(`${name}: not an OpenAPI 3 document (the top-level \`openapi\` field must be "3.x")`);
  }
  if (!isObject(parsed.paths)) throw new Error(`${name}: an OpenAPI document must have a \`paths\` object`);
  return parsed;
}

/** Reads and parses an OpenAPI 3 document from a file (JSON or YAML). */
export async function loadOpenApiDocument(file: string): Promise<JsonObject> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new Error(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return parseOpenApiText(text, file);
}

/**
 * Follows a local `$ref` (`#/components/schemas/Name`) to the object it names. A reference to another
 * file, or one that names nothing, is an error: a document the report cannot read whole is not compared.
 */
export function followRef(document: JsonObject, ref: string): JsonObject {
  if (!ref.startsWith("#/")) throw new Error(`$ref ${ref}: only references inside the document ("#/…") are supported`);
  let target: Json | undefined = document;
  for (const raw of ref.slice(2).split("/")) {
    const segment = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    target = isObject(target) ? target[segment] : undefined;
  }
  if (!isObject(target)) throw new Error(`$ref ${ref}: names nothing in the document`);
  return target;
}

/** `value`, or the object its `$ref` names (followed until it is not a reference). */
export function dereference(document: JsonObject, value: JsonObject): JsonObject {
  let current = value;
  for (let hops = 0; typeof current.$ref === "string"; hops++) {
    if (hops > 32) throw new Error(`$ref ${current.$ref}: a chain of references that does not end`);
    current = followRef(document, current.$ref);
  }
  return current;
}
