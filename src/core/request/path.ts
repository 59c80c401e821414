/** Builds request paths so that no parameter value can change which path is requested. */
import { refuse } from "../response/errors";

/**
 * Expands an OpenAPI path template (`/transfer/fiat-accounts/{id}`): each
 * value is percent-encoded as exactly one path segment, and a value that is
 * empty or a dot segment (which URL resolution would collapse) is refused,
 * naming the parameter.
 */
export function expandPath(template: string, params: Readonly<Record<string, unknown>>, operation: string): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (typeof value !== "string") {
      refuse(operation, name, "type", `${name} must be a string`);
    }
    if (value === "" || value === "." || value === "..") {
      refuse(operation, name, "pathSegment", `${name} must not be empty, "." or ".."`);
    }
    try {
      return encodeURIComponent(value);
    } catch {
      // A lone surrogate cannot be percent-encoded (URIError): refuse it as input, not as a crash.
      refuse(operation, name, "format:unicode", `${name} must be well-formed Unicode`);
    }
  });
}
