/** Turns a list operation into a `PagePromise`: query checked once, cursor added per page. */
import type { ZodMiniType } from "zod/mini";
import { Page, PagePromise } from "./pagination";
import { flattenQuery, toSearchParams } from "./query";
import type { ClientContext } from "./resource";
import type { RequestOptions, ResponseSchema } from "./transport";
import { ValidationError } from "./errors";
import { validateInput } from "./validation";

/** Per-call options of a list method. */
export interface ListOptions extends RequestOptions {
  /** Request the next page while the caller works on the current one (default true). */
  prefetch?: boolean;
}

/** How one list operation looks on the wire. */
export interface ListSpec<Item, Body> {
  operation: string;
  /** The public method name, for error messages (`depositAddresses.list`). */
  method: string;
  path: string;
  scope: string;
  /** The rate-limit class of the operation (from the contract). */
  rateLimitClass: string;
  query: ZodMiniType<Record<string, unknown>>;
  response: ResponseSchema<Body>;
  /** Reads the items and the cursor out of a response body. */
  read: (body: Body) => { items: Item[]; cursor: string | undefined };
}

/** Starts a paginated list call. Nothing is checked or sent until it is awaited or iterated. */
export function paginate<Item, Body>(
  context: ClientContext,
  spec: ListSpec<Item, Body>,
  params: Record<string, unknown> = {},
  options: ListOptions = {},
): PagePromise<Item> {
  let checked: Record<string, unknown> | undefined;
  const fetchPage = async (
    cursor: string | undefined,
    signal?: AbortSignal,
    onNextCursor?: (cursor: string) => void,
  ): Promise<Page<Item>> => {
    if (!checked) {
      if (typeof params !== "object" || params === null || Array.isArray(params)) {
        throw new ValidationError("", "type", `${spec.method}: the parameters must be an object, or omitted (rule: type).`);
      }
      const flat = flattenQuery(params, spec.method);
      checked = validateInput(spec.query, flat, spec.method);
    }
    // The first page starts at the caller's page_cursor (if any); later ones at the service's.
    const query = toSearchParams(cursor === undefined ? checked : { ...checked, page_cursor: cursor }, spec.method);
    const body = await context.transport.request(
      {
        operation: spec.operation,
        method: "GET",
        path: spec.path,
        query,
        scope: spec.scope,
        rateLimitClass: spec.rateLimitClass,
        retry: "idempotent",
        response: spec.response,
        onParsed: onNextCursor && ((raw) => {
          const next = (raw as { next_page_cursor?: unknown } | null)?.next_page_cursor;
          if (typeof next === "string" && next !== "") onNextCursor(next);
        }),
      },
      { ...options, signal: signal ?? options.signal },
    );
    const { items, cursor: next } = spec.read(body);
    return new Page(items, next, fetchPage);
  };
  return new PagePromise(fetchPage, { prefetch: options.prefetch, signal: options.signal });
}
