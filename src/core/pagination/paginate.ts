/** Turns a list operation into a `PagePromise`: query checked once, cursor added per page. */
import { Page, PagePromise } from "./page";
import { flattenQuery, toSearchParams } from "../request/query";
import type { ClientContext } from "../call/client-context";
import { REQUEST_OPTION_KEYS, type RequestOptions } from "../sending/transport";
import { optionKeys, refuseUnknownOptions } from "../config/option-keys";
import type { ListItem, ListOperation } from "../call/operation-descriptor";
import type { ListParams, OperationId } from "../request/call-arguments";
import { refuse } from "../response/errors";
import { refuseExtraBody, withExtraQuery } from "../request/extras";
import { forgetBody } from "../sending/fetch";
import { expandPath } from "../request/path";
import { checkParameters } from "../request/check-parameters";
import { trailingStringMemberOfBytes } from "./peek-next-cursor";
import { nextTurn } from "./next-turn";

/** Per-call options of a list method. */
export interface ListOptions extends RequestOptions {
  /** Request the next page while the caller works on the current one (default true). */
  prefetch?: boolean;
}

/** The keys of {@link ListOptions}, for refusing a misspelt one. */
const LIST_OPTION_KEYS: readonly string[] = /* @__PURE__ */ REQUEST_OPTION_KEYS.concat(/* @__PURE__ */ optionKeys<Omit<ListOptions, keyof RequestOptions>>()("prefetch"));

/**
 * Starts a paginated call of a list operation. Nothing is checked or sent
 * until it is awaited or iterated. The descriptor says where a page keeps its
 * items (`items`, `payments` …) and its next cursor. `pathParams` (by wire
 * name) fill a path such as `/profiles/{profile_id}/orders`, checked with the
 * query before the first page.
 */
export function paginate<Id extends OperationId, Items extends string>(
  context: ClientContext,
  op: ListOperation<Id, Items>,
  params: ListParams<Id> = {},
  options: ListOptions = {},
  pathParams?: Readonly<Record<string, string>>,
): PagePromise<ListItem<Id, Items>> {
  type Item = ListItem<Id, Items>;
  const { items: itemsField, cursor: cursorField, formerItems } = op.list;
  let checked: Record<string, unknown> | undefined;
  let path = op.path;
  const fetchPage = async (
    cursor: string | undefined,
    signal?: AbortSignal,
    onNextCursor?: (cursor: string) => void,
  ): Promise<Page<Item>> => {
    if (!checked) {
      refuseUnknownOptions(op.name, options, LIST_OPTION_KEYS);
      if (typeof params !== "object" || params === null || Array.isArray(params)) {
        refuse(op.name, "", "type", "the parameters must be an object, or omitted");
      }
      const flat = flattenQuery(params as Record<string, unknown>, op.name);
      if (op.pathParameters) path = expandPath(op.path, checkParameters(op.pathParameters, pathParams ?? {}, op.name), op.name);
      checked = op.queryParameters ? checkParameters(op.queryParameters, flat, op.name) : flat;
      op.noteDeprecation?.(context, op, params as Record<string, unknown>);
      op.noteUnknownEnums?.(context, op, { query: checked, path: pathParams });
      refuseExtraBody(op, options.extraBody);
    }
    // The first page starts at the caller's page_cursor (if any); later ones at the service's. The
    // extra query goes on every page.
    const query = withExtraQuery(op, toSearchParams(cursor === undefined ? checked : { ...checked, page_cursor: cursor }, op.name), options.extraQuery);
    // The next cursor as read from the body's last bytes before decoding and parsing (./peek-next-cursor), if it could be.
    let hinted: string | undefined;
    const { data, response } = await context.transport.request(
      {
        operation: op.operationId,
        name: op.name,
        method: "GET",
        path,
        query,
        scope: op.scope,
        rateLimitClass: op.rateLimitClass,
        retry: "idempotent",
        response: op.response,
        onBody: onNextCursor && ((bytes) => {
          hinted = trailingStringMemberOfBytes(bytes, cursorField);
          if (hinted === undefined) return undefined;
          onNextCursor(hinted);
          // Let the next request leave before this page's decoding and parse take the thread.
          return nextTurn();
        }),
        onParsed: onNextCursor && ((raw) => {
          const next = (raw as Record<string, unknown> | null)?.[cursorField];
          if (typeof next === "string" && next !== "" && next !== hinted) onNextCursor(next);
        }),
      },
      { signal: signal ?? options.signal, timeout: options.timeout, maxRetries: options.maxRetries, headers: options.headers },
    );
    forgetBody(response);
    const body = data as Record<string, unknown> | Item[];
    // A bare array (a form some answers take, where the contract allows it) is one page without a cursor.
    if (Array.isArray(body)) return new Page(body, undefined, fetchPage, response);
    return new Page(itemsOf<Item>(body, itemsField, formerItems), body[cursorField] as string | undefined, fetchPage, response);
  };
  return new PagePromise(fetchPage, { prefetch: options.prefetch, signal: options.signal });
}

/**
 * A page's items: its `items` field, else (a service still answering the older form) the first former
 * field present. A function of its own, not a closure in `fetchPage`: a closure there reading `body` puts
 * the parsed page in the context that the request's `onBody` / `onParsed` callbacks keep alive, so every
 * page outlived its iteration by a request or two, survived young-generation collections and was
 * promoted (a 100k walk spent about 3× as long in the garbage collector: `npm run bench`, walk rows).
 */
function itemsOf<Item>(body: Record<string, unknown>, itemsField: string, formerItems: readonly string[] | undefined): Item[] {
  const items = body[itemsField] as Item[] | null | undefined;
  if (items == null && formerItems) {
    for (const name of formerItems) if (body[name] != null) return body[name] as Item[];
  }
  return items ?? [];
}
