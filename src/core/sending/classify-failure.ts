/** Turns whatever a failed call threw into the SDK's typed errors. */
import { HTTPError, TimeoutError } from "ky";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  type APIError,
  APIUserAbortError,
  boundedCopy,
  makeAPIError,
  PaxosError,
  type ProblemDetails,
  type ResponseHeaders,
} from "../response/errors";
import { responseText } from "./fetch";
import { networkErrorCode } from "./retry";
import { isRecord } from "../shared/is-record";

/** Response headers as a plain object with lower-cased names. */
export function headersOf(response: Response): ResponseHeaders {
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Reads an RFC 9457 problem, or an OAuth `{error, error_description}`, from a JSON body. */
function problemFrom(body: unknown): ProblemDetails | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.error === "string" && body.title === undefined) {
    return { title: body.error, detail: optionalString(body.error_description) };
  }
  return {
    type: optionalString(body.type),
    title: optionalString(body.title),
    detail: optionalString(body.detail),
    meta: isRecord(body.meta) ? body.meta : undefined,
  };
}

/** Builds an error of the class a status and problem call for (`makeAPIError`, or `makeProblemError` of ../response/problem-errors). */
export type APIErrorFactory = (status: number, problem: ProblemDetails, headers: ResponseHeaders, message?: string) => APIError;

/**
 * Builds the typed error for an error response, whatever its body holds; `makeError` picks the class
 * (a client with credentials gives Paxos's named problem types theirs, ../response/problem-errors).
 */
export async function apiErrorFrom(response: Response, redactText: (text: string) => string, makeError: APIErrorFactory = makeAPIError): Promise<APIError> {
  // A hostile service may echo a secret anywhere: every string it sent is redacted.
  const headers = boundedCopy(headersOf(response), 1, redactText) as ResponseHeaders;
  const text = await responseText(response).catch(() => "");
  let parsed: unknown;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const problem = problemFrom(parsed);
  if (problem) {
    const safe: ProblemDetails = {
      type: problem.type && redactText(problem.type),
      title: problem.title && redactText(problem.title),
      detail: problem.detail && redactText(problem.detail),
      meta: problem.meta && (boundedCopy(problem.meta, 8, redactText) as Record<string, unknown>),
    };
    return makeError(response.status, safe, headers);
  }
  const reason = redactText(response.statusText || "HTTP error");
  const what = text === "" ? "an empty body" : `a body that is not JSON (${headers["content-type"] ?? "no content-type"}, ${text.length} characters)`;
  return makeAPIError(
    response.status,
    { title: reason },
    headers,
    `${response.status} ${reason}: the service answered with ${what}.`,
  );
}

/** Maps anything a call through ky threw (ky's errors, fetch's, the hooks') to a `PaxosError`. */
export async function toPaxosError(
  error: unknown,
  signal: AbortSignal | undefined,
  redactText: (text: string) => string,
  makeError?: APIErrorFactory,
): Promise<PaxosError> {
  if (error instanceof PaxosError) return error;
  if (signal?.aborted) return new APIUserAbortError(undefined, { cause: signal.reason });
  if (error instanceof HTTPError) return apiErrorFrom(error.response, redactText, makeError);
  if (error instanceof TimeoutError || (error instanceof Error && error.name === "TokenWaitTimeout")) {
    return new APIConnectionTimeoutError();
  }
  const code = networkErrorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  return new APIConnectionError(redactText(`Connection error: ${message}${code ? ` (${code})` : ""}.`), {
    cause: error,
  });
}
