/**
 * The SDK's error classes. Every failure a caller can see is a `PaxosError`, so
 * one `instanceof` check separates SDK failures from bugs in the caller's code.
 * No error ever carries a request header, a token or a client secret.
 */

/** Headers of an HTTP response, lower-cased names. */
export type ResponseHeaders = Readonly<Record<string, string>>;

/**
 * Base class of every error thrown by the SDK. The classes' own fields are `declare`d: each
 * constructor assigns them in the order listed (the order `toJSON` and inspection show), so a
 * bundle needs no separate field definitions.
 */
export class PaxosError extends Error {
  override name = "PaxosError";

  /**
   * A plain, secret-free description, so `JSON.stringify(err)` is useful. It
   * never throws: nesting deeper than a few levels and cycles are cut short
   * (a hostile service may answer with a problem `meta` nested thousands deep).
   */
  toJSON(): Record<string, unknown> {
    const fields: Record<string, unknown> = { name: this.name, message: this.message };
    for (const [key, value] of Object.entries(this)) {
      if (key !== "cause" && value !== undefined) fields[key] = boundedCopy(value, JSON_DEPTH);
    }
    return fields;
  }
}

/** How deep `toJSON` follows nested objects before writing a marker instead. */
const JSON_DEPTH = 8;

/**
 * A copy of `value` at most `depth` levels deep (deeper parts become a marker), without cycles, own
 * `__proto__` keys kept as data; `text`, when given, is applied to every string and key (redaction).
 */
export function boundedCopy(value: unknown, depth: number, text?: (text: string) => string, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return text ? text(value) : value;
  if (typeof value !== "object" || value === null) return typeof value === "bigint" ? String(value) : value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (seen.has(value)) return "[circular]";
  if (depth <= 0) return "[nested too deep]";
  seen.add(value);
  const copy = Array.isArray(value)
    ? value.map((item) => boundedCopy(item, depth - 1, text, seen))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [text ? text(key) : key, boundedCopy(item, depth - 1, text, seen)]));
  seen.delete(value);
  return copy;
}

/** The RFC 9457 problem-details body the service answers errors with. */
export interface ProblemDetails {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  meta?: Record<string, unknown>;
}

/** The service answered with an error status. Subclassed per status. */
export class APIError extends PaxosError {
  override name = "APIError";
  /** The HTTP status code. */
  declare readonly status: number;
  /** The problem `type` URI (`about:blank` when the body gave none). */
  declare readonly type: string;
  /** The problem `title`, or the HTTP reason when the body had none. */
  declare readonly title: string | undefined;
  /** The problem `detail`: what went wrong with this request. */
  declare readonly detail: string | undefined;
  /** The problem's optional `meta` object. */
  declare readonly meta: Record<string, unknown> | undefined;
  /** The service's request id (from `x-request-id`), for support tickets. */
  declare readonly requestId: string | undefined;
  /** The response headers (never the request's, which carry the token). */
  declare readonly headers: ResponseHeaders;

  constructor(status: number, problem: ProblemDetails, headers: ResponseHeaders, message?: string) {
    super(message ?? describeProblem(status, problem));
    this.status = status;
    this.type = problem.type ?? "about:blank";
    this.title = problem.title;
    this.detail = problem.detail;
    this.meta = problem.meta;
    this.requestId = headers["x-request-id"] ?? headers["request-id"];
    this.headers = headers;
  }
}

/** 400: the service refused the request as malformed. */
export class BadRequestError extends APIError {
  override name = "BadRequestError";
}
/** 401: the token is missing, unknown or expired (after one refresh-and-retry). */
export class AuthenticationError extends APIError {
  override name = "AuthenticationError";
}
/**
 * 403: refused. Either the token lacks the operation's scope (the detail says "insufficient scopes"),
 * or the caller may not do this (a disabled account, an order no longer cancellable …). Paxos's named
 * 403 problems have subclasses that say which refusal it is, with their `meta` typed
 * (`InsufficientFundsError`, `ExpiredError`, `RejectedError`, `TravelRuleInformationRequiredError` …).
 */
export class PermissionDeniedError extends APIError {
  override name = "PermissionDeniedError";
}
/** 404: no such resource. */
export class NotFoundError extends APIError {
  override name = "NotFoundError";
}
/** 409: conflicts with the current state; a key used already is its subclass `AlreadyExistsError`. */
export class ConflictError extends APIError {
  override name = "ConflictError";
}
/** 422: well-formed but semantically refused. */
export class UnprocessableEntityError extends APIError {
  override name = "UnprocessableEntityError";
}
/**
 * 429: rate limited. Also thrown without sending when the client holds its
 * requests back after an earlier 429 and the call cannot wait that long
 * (`status` 429, `title` "Held back by the client").
 */
export class RateLimitError extends APIError {
  override name = "RateLimitError";
  /**
   * When sending may resume: the end of the client's hold after the 429 — the later of a valid
   * `Retry-After` and the throttle window (`throttleWindowMs`, default 5 minutes: Paxos throttles the
   * whole IP that long), or the backoff delay when the window is 0. For a call the client held back
   * unsent, the end of that hold (or its turn of the pacing). Undefined only when nothing is known.
   */
  declare resumeAt: Date | undefined;
  /** Milliseconds from when the error was made until `resumeAt`. */
  declare retryAfterMs: number | undefined;

  constructor(status: number, problem: ProblemDetails, headers: ResponseHeaders, message?: string) {
    super(status, problem, headers, message);
    this.resumeAt = undefined;
    this.retryAfterMs = undefined;
  }

  /**
   * The error of a call that was not sent: the client would have had to wait
   * for its rate-limit class until `resumeAt`, past the call's timeout.
   */
  static heldBack(limitClass: string, resumeAt: Date, reason = "the client is holding requests back after a 429"): RateLimitError {
    const error = new RateLimitError(
      429,
      { title: "Held back by the client" },
      {},
      `Not sent: ${reason} (rate-limit class ${limitClass}), and the call's timeout ends before its turn at ${resumeAt.toISOString()}.`,
    );
    return error.setResumeAt(resumeAt);
  }

  /** Records when sending may resume. */
  setResumeAt(resumeAt: Date): this {
    this.resumeAt = resumeAt;
    this.retryAfterMs = Math.max(0, resumeAt.getTime() - Date.now());
    return this;
  }
}

/**
 * A 3xx answer. Redirects are never followed: following one could carry the
 * client secret, a token or a request body to another host, or downgrade to
 * plain http. `location` names only the host the answer pointed to.
 */
export class RedirectError extends APIError {
  override name = "RedirectError";
  /** The host of the `Location` header (never its path or query), if any. */
  declare readonly location: string | undefined;

  constructor(status: number, location: string | undefined, headers: ResponseHeaders) {
    super(
      status,
      { title: "Redirect refused" },
      headers,
      // Status 0: an opaque redirect (a browser's answer to redirect: "manual").
      `The service answered ${status || "opaquely"} with a redirect${location ? ` to host ${location}` : ""}; redirects are never followed.`,
    );
    this.location = location;
  }
}
/** 5xx: the service failed (already retried where retrying is safe). */
export class InternalServerError extends APIError {
  override name = "InternalServerError";
}

/** The request may not have reached the service: network failure or reset. */
export class APIConnectionError extends PaxosError {
  override name = "APIConnectionError";
  constructor(message = "Connection error.", options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** No answer arrived within `timeout` milliseconds. */
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = "APIConnectionTimeoutError";
  constructor(message = "Request timed out.", options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The caller aborted the request through its `signal`. */
export class APIUserAbortError extends PaxosError {
  override name = "APIUserAbortError";
  constructor(message = "Request was aborted.", options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * A package the SDK loads only when a feature needs it is not installed: `ws` for the live feeds on a
 * runtime without a global WebSocket (Node 20), `msw` for `paxos-sdk/mock`. The message says how to install it.
 */
export class MissingDependencyError extends PaxosError {
  override name = "MissingDependencyError";
  /** The npm package to install (`ws`, `msw`). */
  declare readonly packageName: string;

  constructor(packageName: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.packageName = packageName;
  }
}

/** An input was refused before anything was sent; `field` and `rule` say why. */
export class ValidationError extends PaxosError {
  override name = "ValidationError";
  /** The offending field, as a dotted path (`legs.0.amount`, `metadata`). */
  declare readonly field: string;
  /** The rule it broke, named after the OpenAPI keyword (`maxItems`, `pattern`, `format:uuid` …). */
  declare readonly rule: string;

  constructor(field: string, rule: string, message: string) {
    super(message);
    this.field = field;
    this.rule = rule;
  }
}

/** Throws the `ValidationError` of `field`, worded `${who}: ${message} (rule: ${rule}).` (`who`: the method or constructor). */
export function refuse(who: string, field: string, rule: string, message: string): never {
  throw new ValidationError(field, rule, `${who}: ${message} (rule: ${rule}).`);
}

/**
 * A request could not be signed (`requestSigning`): the key could not be imported, or a custom `sign`
 * function failed or returned a signature of the wrong form. Nothing was sent; the call is not retried.
 * The message never contains key material; a failure of a custom `sign` function is its `cause`.
 */
export class RequestSigningError extends PaxosError {
  override name = "RequestSigningError";
}

/** A success response that does not match the contract (not JSON, or a known field of the wrong type). */
export class ResponseValidationError extends PaxosError {
  override name = "ResponseValidationError";
  /** The offending field as a dotted path; empty when the whole body is unusable. */
  declare readonly field: string;
  /** The HTTP status of the response. */
  declare readonly status: number;

  constructor(field: string, status: number, message: string) {
    super(message);
    this.field = field;
    this.status = status;
  }
}

/**
 * A response body larger than `maxResponseBytes` (counted after decompression).
 * The download was stopped there; never retried (the same answer would come again).
 */
export class ResponseTooLargeError extends PaxosError {
  override name = "ResponseTooLargeError";
  /** The HTTP status of the response. */
  declare readonly status: number;
  /** The limit that was exceeded, in bytes. */
  declare readonly maxResponseBytes: number;

  constructor(status: number, maxResponseBytes: number) {
    super(`The response (status ${status}) is larger than maxResponseBytes (${maxResponseBytes} bytes); the download was stopped.`);
    this.status = status;
    this.maxResponseBytes = maxResponseBytes;
  }
}

type APIErrorClass = new (
  status: number,
  problem: ProblemDetails,
  headers: ResponseHeaders,
  message?: string,
) => APIError;

const classByStatus: Readonly<Record<number, APIErrorClass>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

/** The one place a status becomes an error class. */
export function makeAPIError(
  status: number,
  problem: ProblemDetails,
  headers: ResponseHeaders,
  message?: string,
): APIError {
  const ErrorClass = classByStatus[status] ?? (status >= 500 ? InternalServerError : APIError);
  return new ErrorClass(status, problem, headers, message);
}

function describeProblem(status: number, problem: ProblemDetails): string {
  const head = problem.title ? `${status} ${problem.title}` : `${status}`;
  return problem.detail ? `${head}: ${problem.detail}` : head;
}
