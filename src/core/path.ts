/** Builds request paths so that no parameter value can change which path is requested. */
import { ValidationError } from "./errors";

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
      throw new ValidationError(name, "type", `${operation}: ${name} must be a string (rule: type).`);
    }
    if (value === "" || value === "." || value === "..") {
      throw new ValidationError(name, "pathSegment", `${operation}: ${name} must not be empty, "." or ".." (rule: pathSegment).`);
    }
    try {
      return encodeURIComponent(value);
    } catch {
      // A lone surrogate cannot be percent-encoded (URIError): refuse it as input, not as a crash.
      throw new ValidationError(name, "format:unicode", `${operation}: ${name} must be well-formed Unicode (rule: format:unicode).`);
    }
  });
}
