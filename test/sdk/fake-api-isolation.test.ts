/**
 * The test files of a worker share their modules (`isolate: false`) and run one after another; each
 * makes its own fake service (test/support/msw-api.ts). This file plays two such files in one test:
 * what the first one's client sends, in flight or late, never appears in the second one's recorder,
 * and the second's requests and resets never touch the first's.
 */
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { Paxos } from "../../src/index";
import { API, CLIENT_ID, CLIENT_SECRET, createFakeApi, type FakeApi } from "../support/msw-api";

const ROUTE = `${API}/transfer/deposit-addresses`;
const client = () => new Paxos({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, maxRetries: 0, rateLimiter: false });
const paths = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);

const opened: FakeApi[] = [];
afterEach(() => {
  for (const api of opened.splice(0)) api.close();
});

function listening(): FakeApi {
  const api = createFakeApi();
  api.listen();
  opened.push(api);
  return api;
}

describe("each test file's fake service", () => {
  it("records only its own file's requests: one in flight at the switch, and a late one, stay out of the next file's", async () => {
    // The first file: one answered call, then one whose answer is still on its way when the file ends.
    const first = listening();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    first.server.use(
      http.get(ROUTE, async ({ request }) => {
        if (new URL(request.url).searchParams.has("limit")) await held;
        return HttpResponse.json({ items: [], next_page_cursor: "" });
      }),
    );
    const leftover = client();
    await leftover.depositAddresses.list();
    // A list call sends when awaited (or `then`-ed).
    const inFlight = Promise.resolve(leftover.depositAddresses.list({ limit: 5 }));
    await expect.poll(() => first.requests.length).toBe(2);
    first.close();

    // The second file starts while the first one's request is unanswered, then its client sends again.
    const second = listening();
    second.server.use(http.get(ROUTE, () => HttpResponse.json({ items: [], next_page_cursor: "" })));
    release();
    await expect(inFlight).resolves.toMatchObject({ items: [] });
    await expect(leftover.depositAddresses.list({ profile_ids: ["late"] })).rejects.toMatchObject({ status: 421 });
    await client().depositAddresses.list({ profile_ids: ["own"] });

    expect(paths(second.requests)).toEqual(["/v2/transfer/deposit-addresses?profile_ids=own"]);
    expect(paths(second.strays)).toEqual(["/v2/transfer/deposit-addresses?profile_ids=late"]);
    expect(second.tokens.issued).toHaveLength(1);
    expect(paths(first.requests)).toEqual(["/v2/transfer/deposit-addresses", "/v2/transfer/deposit-addresses?limit=5"]);
    expect(first.tokens.issued).toHaveLength(1);

    // One file's reset after each test leaves another's records alone.
    second.reset();
    expect(second.requests).toHaveLength(0);
    expect(first.requests).toHaveLength(2);
  });

  it("a late request reaches whichever fake listens (a shared recorder took it): it is answered 421 there, before the file's own handlers", async () => {
    const first = listening();
    first.server.use(http.get(ROUTE, () => HttpResponse.json({ items: [], next_page_cursor: "" })));
    const leftover = client();
    await leftover.depositAddresses.list();
    first.close();

    const second = listening();
    const own = { id: "7d9f3e1a-2b4c-4d5e-8f60-718293a4b5c6", address: "own", asset: "BTC" };
    second.server.use(http.get(ROUTE, () => HttpResponse.json({ items: [own], next_page_cursor: "" }), { once: true }));
    await expect(leftover.depositAddresses.list()).rejects.toMatchObject({ status: 421 });
    // The one-time answer is still there for the file's own client.
    await expect(client().depositAddresses.list()).resolves.toMatchObject({ items: [{ address: "own" }] });
    expect(second.requests).toHaveLength(1);
    expect(second.strays).toHaveLength(1);
    expect(first.requests).toHaveLength(1);
  });
});
