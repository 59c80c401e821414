/**
 * The public document's examples (test/fixtures/public-examples/, both formats: see its README) and
 * how an answer goes through an SDK method: the msw route that answers it, the call, and what the
 * method resolves with. Not a test file itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { http, HttpResponse } from "msw";
import { Paxos } from "../../src/index";
import type { OperationEntry } from "../../src/generated/operation-list";
import { CLIENT_ID, CLIENT_SECRET, type FakeApi } from "./msw-api";

type Wire = Record<string, unknown>;

/** One answer of the document, as restated (both fixture formats give these two). */
export interface ExampleAnswer {
  status: number;
  body: unknown;
  name?: string;
  contentType?: string;
}

/** One fixture: an operation and the answers the document shows for it. */
export interface ExampleFixture {
  file: string;
  operationId: string;
  responses: ExampleAnswer[];
}

const DIRECTORY = join(dirname(fileURLToPath(import.meta.url)), "../fixtures/public-examples");

/** Every fixture of test/fixtures/public-examples/, in file order. */
export function publicExamples(): ExampleFixture[] {
  return readdirSync(DIRECTORY)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(DIRECTORY, file), "utf8")) as Omit<ExampleFixture, "file">) }));
}

/**
 * The answers the SDK hands back in one form whatever form the service chose (the two sources disagree):
 * a transaction lookup's one-element array gives the transaction, a bare monitoring address is wrapped
 * in `address` as the create and update answers are, the tickers come as their array.
 */
export const ONE_FORM: Record<string, (body: unknown) => unknown> = {
  listTickers: (body) => (Array.isArray(body) ? body : ((body as Wire).tickers ?? [])),
  getTransaction: (body) => (Array.isArray(body) ? body[0] : body),
  getMonitoringAddress: (body) => (typeof (body as Wire).address === "string" ? { address: body } : body),
};

/** What the method resolves with when the service answers `body` (a list: its first page's items and cursor). */
export function expectedResult(entry: OperationEntry, body: unknown): unknown {
  const list = entry.operation.list;
  if (!list) return (ONE_FORM[entry.operation.operationId] ?? ((same: unknown) => same))(body);
  // A bare array of items is one page without a cursor.
  if (Array.isArray(body)) return { items: body, nextPageCursor: null };
  return { items: ((body as Wire)[list.items] as unknown[] | null | undefined) ?? [], nextPageCursor: ((body as Wire)[list.cursor] as string | null | undefined) || null };
}

/** A client of the test file's fake service that sends each call once. */
export const examplesClient = (api: FakeApi): Paxos => new Paxos({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, maxRetries: 0, fetch: api.fetch });

/** Calls the entry's method with a client of the file's fake; a list resolves as its first page's items and cursor. */
export async function callMethod(api: FakeApi, entry: OperationEntry, args: unknown[]): Promise<unknown> {
  const client = examplesClient(api);
  const resource = (client as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[entry.resource]!;
  const result = await resource[entry.method]!.call(resource, ...args);
  if (!entry.operation.list) return result;
  const page = result as { items: unknown[]; nextPageCursor: string | null };
  return { items: page.items, nextPageCursor: page.nextPageCursor };
}

/** Has the test file's fake answer `body` on the operation's method and path (path parameters matched as any segment). */
export function answer(api: FakeApi, entry: OperationEntry, status: number, body: unknown, contentType = "application/json"): void {
  const route = `${api.url}${entry.operation.path.replace(/\{(\w+)\}/g, ":$1")}`;
  const method = entry.operation.method.toLowerCase() as "get" | "post" | "put" | "delete";
  api.server.use(http[method](route, () => HttpResponse.json(body as never, { status, headers: { "content-type": contentType } })));
}
