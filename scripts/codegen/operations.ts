/**
 * Flattens the paths of the contract into a list of operations, in document
 * order, with the facts the emitters need (method, path, scope, parameters,
 * body and success schemas).
 */
import {
  HTTP_METHODS,
  resolveParameter,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type SchemaObject,
} from "./document";

/** One operation of the contract, resolved. */
export interface OperationInfo {
  operationId: string;
  summary: string;
  /** Upper-case HTTP method, as sent on the wire. */
  method: string;
  /** Path relative to the server URL (which already ends in /v2). */
  path: string;
  /** The one OAuth scope the operation needs, or null when it needs no credentials. */
  scope: string | null;
  /** Query parameters of which each, when given, must be the only parameter. */
  exclusiveParameters?: string[];
  /** Groups of query parameters that must be given all together or not at all. */
  requiredTogether?: string[][];
  /** True when the operation exists only in the sandbox environment. */
  sandboxOnly: boolean;
  /** The rate-limit class the operation counts against (`x-rate-limit-class`, default `default`). */
  rateLimitClass: string;
  pathParameters: ParameterObject[];
  queryParameters: ParameterObject[];
  /** Schema of the application/json request body, if any. */
  requestBody?: SchemaObject;
  /** Schema of the application/json 200 response, if any. */
  successResponse?: SchemaObject;
}

/** Every operation of the document, in the order the document lists them. */
export function collectOperations(document: OpenApiDocument): OperationInfo[] {
  const operations: OperationInfo[] = [];
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as OperationObject | undefined;
      if (operation) operations.push(describeOperation(document, path, method, operation));
    }
  }
  return operations;
}

function describeOperation(
  document: OpenApiDocument,
  path: string,
  method: string,
  operation: OperationObject,
): OperationInfo {
  const operationId = operation.operationId;
  if (!operationId) throw new Error(`${method.toUpperCase()} ${path}: operationId is missing`);

  const parameters = (operation.parameters ?? []).map((parameter) => resolveParameter(document, parameter));
  const unsupported = parameters.filter((parameter) => parameter.in !== "query" && parameter.in !== "path");
  if (unsupported.length > 0) {
    throw new Error(`${operationId}: only query and path parameters are supported (${unsupported.map((p) => p.name).join(", ")})`);
  }
  const queryParameters = parameters.filter((parameter) => parameter.in === "query");

  const exclusiveParameters = operation["x-exclusive-parameters"];
  for (const name of exclusiveParameters ?? []) {
    if (!queryParameters.some((parameter) => parameter.name === name)) {
      throw new Error(`${operationId}: x-exclusive-parameters names ${name}, which is not a query parameter`);
    }
  }

  const requiredTogether = operation["x-required-together"] as string[][] | undefined;
  for (const name of (requiredTogether ?? []).flat()) {
    if (!queryParameters.some((parameter) => parameter.name === name)) {
      throw new Error(`${operationId}: x-required-together names ${name}, which is not a query parameter`);
    }
  }

  const info: OperationInfo = {
    operationId,
    summary: operation.summary ?? operationId,
    method: method.toUpperCase(),
    path,
    scope: operationScope(operationId, operation.security ?? document.security),
    sandboxOnly: operation["x-sandbox-only"] === true,
    rateLimitClass: rateLimitClass(operationId, operation["x-rate-limit-class"]),
    pathParameters: parameters.filter((parameter) => parameter.in === "path"),
    queryParameters,
  };
  if (exclusiveParameters) info.exclusiveParameters = exclusiveParameters;
  if (requiredTogether) info.requiredTogether = requiredTogether;
  const requestBody = operation.requestBody?.content?.["application/json"]?.schema;
  if (requestBody) info.requestBody = requestBody;
  const successResponse = operation.responses?.["200"]?.content?.["application/json"]?.schema;
  if (successResponse) info.successResponse = successResponse;
  return info;
}

/**
 * The scope of an operation. The SDK asks for one scope per call, so a
 * requirement with several schemes or scopes is refused rather than guessed at.
 */
function operationScope(operationId: string, security: Record<string, string[]>[] | undefined): string | null {
  if (!security) throw new Error(`${operationId}: no security requirement (use \`security: []\` for a public operation)`);
  if (security.length === 0) return null;
  const scopes = security.flatMap((requirement) => Object.values(requirement).flat());
  if (security.length !== 1 || scopes.length !== 1) {
    throw new Error(`${operationId}: expected exactly one security requirement with one scope`);
  }
  return scopes[0] ?? null;
}

/** The `x-rate-limit-class` of an operation: a plain identifier, `default` when absent. */
function rateLimitClass(operationId: string, value: unknown): string {
  if (value === undefined) return "default";
  if (typeof value !== "string" || !/^[A-Za-z][A-Za-z0-9]*$/.test(value)) {
    throw new Error(`${operationId}: x-rate-limit-class must be an identifier such as default or identity`);
  }
  return value;
}
