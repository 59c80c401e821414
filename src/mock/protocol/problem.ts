/**
 * Responses of the transport-free mock, and the RFC 9457 problem documents used for every error except the
 * OAuth token endpoint's (which answers in the RFC 6749 `{ error }` shape, like real authorization servers).
 */

/**
 * What a transport must do besides (or instead of) sending the response: `reset` destroys the connection
 * before anything is processed; `drop` destroys it after processing; `truncate` sends the headers with the
 * full Content-Length and half of the body, then destroys the connection.
 */
export type TransportAction = "reset" | "drop" | "truncate";

/** A complete answer of the mock, independent of any transport. */
export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  /** The exact body text (empty for 204). */
  body: string;
  /** Set when a fault asks the transport to misbehave. */
  action?: TransportAction;
}

/** Extra machine-readable details of a problem, e.g. `{ rule: "maxItems", field: "ids", limit: 100 }`. */
export type ProblemMeta = Record<string, unknown>;

/** An RFC 9457 problem document. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  meta?: ProblemMeta;
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** The standard reason phrase of a status code, or a generic one. */
export function statusTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? "Server Error" : "Error");
}

/**
 * Thrown by route code to answer with a problem; the API turns it into a response. Throwing keeps
 * validation code linear (check, check, check) instead of threading results back up.
 */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly meta?: ProblemMeta,
    readonly headers: Record<string, string> = {},
    /** A named problem type (`paxos-problems.ts`, `paxosProblem`); absent: `about:blank`, titled by the status. */
    readonly named?: NamedProblem,
  ) {
    super(detail);
    this.name = "ProblemError";
  }
}

/** The `type` URI and `title` of a named problem type (see `paxos-problems.ts`). */
export interface NamedProblem {
  type: string;
  title: string;
}

/** A 400 naming the violated rule and the field: the shape every section-8 limit check answers with. */
export function badRequest(field: string, rule: string, detail: string, extra: ProblemMeta = {}): ProblemError {
  return new ProblemError(400, detail, { rule, field, ...extra });
}

/** A 404 for an unknown resource. */
export function notFound(detail: string, meta?: ProblemMeta): ProblemError {
  return new ProblemError(404, detail, meta);
}

/** Headers present on every response (CORS, so a browser page can read the ticker from the mock). */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "retry-after, www-authenticate, x-request-id",
};

/**
 * Builds an `application/problem+json` response. Without `named`, `type` stays `about:blank`, so `title`
 * is the reason phrase.
 */
export function problemResponse(
  status: number,
  detail: string,
  meta?: ProblemMeta,
  headers: Record<string, string> = {},
  named?: NamedProblem,
): MockResponse {
  const problem: Problem = { type: named?.type ?? "about:blank", title: named?.title ?? statusTitle(status), status, detail };
  if (meta !== undefined) problem.meta = meta;
  return {
    status,
    headers: { ...COMMON_HEADERS, "content-type": "application/problem+json", ...headers },
    body: JSON.stringify(problem),
  };
}

/** Builds a JSON success (or OAuth error) response. */
export function jsonResponse(status: number, value: unknown, headers: Record<string, string> = {}): MockResponse {
  return {
    status,
    headers: { ...COMMON_HEADERS, "content-type": "application/json", ...headers },
    body: JSON.stringify(value),
  };
}

/** Builds a JSON response from body text that is already serialised. */
export function rawJsonResponse(status: number, body: string): MockResponse {
  return { status, headers: { ...COMMON_HEADERS, "content-type": "application/json" }, body };
}

/** The response a thrown `ProblemError` stands for. */
export function problemErrorResponse(error: ProblemError): MockResponse {
  return problemResponse(error.status, error.detail, error.meta, error.headers, error.named);
}
