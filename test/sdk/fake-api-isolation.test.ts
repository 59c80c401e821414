/**
 * The test files of a worker share their modules (`isolate: false`) and the one global `fetch` msw
 * patches, and run one after another; each makes its own fake service (test/support/msw-api.ts), and
 * its clients send through that fake's `fetch`, which marks every request. This file plays two such
 * files, and clients of a third kind, in one test each: a request one file leaves in flight, or sends
 * late, never reaches another file's fake; a request without the fake's own mark is refused there.
 */
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { APIConnectionError, Paxos, type PaxosOptions } from "../../src/index";
import { API, CLIENT_ID, CLIENT_SECRET, createFakeApi, FAKE_MARK, type FakeApi } from "../support/msw-api";

const ROUTE = `${API}/transfer/deposit-addresses`;
const EMPTY = { items: [], next_page_cursor: "" };
const client = (options: PaxosOptions) => new Paxos({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, maxRetries: 0, rateLimiter: false, ...options });
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
  it("answers a request in flight at the switch itself, and its file's late request never leaves the client", async () => {
    // The first file: one answered call, then one whose answer is still on its way when the file ends.
    const first = listening();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    first.server.use(
      http.get(ROUTE, async ({ request }) => {
        if (new URL(request.url).searchParams.has("limit")) await held;
        return HttpResponse.json(EMPTY);
      }),
    );
    const leftover = client({ fetch: first.fetch });
    await leftover.depositAddresses.list();
    // A list call sends when awaited (or `then`-ed).
    const inFlight = Promise.resolve(leftover.depositAddresses.list({ limit: 5 }));
    await expect.poll(() => first.requests.length).toBe(2);
    first.close();

    // The second file starts while the first one's request is unanswered, then the first's client sends again.
    const second = listening();
    second.server.use(http.get(ROUTE, () => HttpResponse.json({ items: [{ id: "7d9f3e1a-2b4c-4d5e-8f60-718293a4b5c6", address: "second", asset: "BTC" }], next_page_cursor: "" })));
    release();
    await expect(inFlight).resolves.toMatchObject({ items: [] });
    const late = await leftover.depositAddresses.list({ profile_ids: ["late"] }).catch((caught: unknown) => caught);
    expect(late).toBeInstanceOf(APIConnectionError);
    expect(String((late as Error).cause)).toContain("is not listening");
    await client({ fetch: second.fetch }).depositAddresses.list({ profile_ids: ["own"] });

    // The late request reached no fake at all: not even as a stray.
    expect(paths(second.requests)).toEqual(["/v2/transfer/deposit-addresses?profile_ids=own"]);
    expect(second.strays).toEqual([]);
    expect(second.tokens.issued).toHaveLength(1);
    expect(paths(first.requests)).toEqual(["/v2/transfer/deposit-addresses", "/v2/transfer/deposit-addresses?limit=5"]);
    expect(first.tokens.issued).toHaveLength(1);

    // One file's reset after each test leaves another's records alone.
    second.reset();
    expect(second.requests).toHaveLength(0);
    expect(first.requests).toHaveLength(2);
  });

  it("refuses 421, before the file's own handlers, every request without its mark: another fake's, a plain client's, a static token's", async () => {
    const api = listening();
    const own = { id: "7d9f3e1a-2b4c-4d5e-8f60-718293a4b5c6", address: "own", asset: "BTC" };
    api.server.use(http.get(ROUTE, () => HttpResponse.json({ items: [own], next_page_cursor: "" }), { once: true }));
    // Another file's client, as if its fake still listened: its requests carry that fake's mark.
    const otherMark: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      request.headers.set(FAKE_MARK, "0ther0ne");
      return globalThis.fetch(request);
    };
    const foreign = [
      client({ fetch: otherMark }),
      client({}),
      new Paxos({ accessToken: "static-token-of-another-file", maxRetries: 0, rateLimiter: false }),
    ];
    for (const stranger of foreign) await expect(stranger.depositAddresses.list()).rejects.toMatchObject({ status: 421 });

    // The one-time answer is still there for the file's own client, and only its request is recorded.
    await expect(client({ fetch: api.fetch }).depositAddresses.list()).resolves.toMatchObject({ items: [{ address: "own" }] });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.headers.has(FAKE_MARK)).toBe(false);
    // The two with credentials were refused at the token endpoint already; the static token's at the route.
    expect(api.strays.map((request) => new URL(request.url).pathname)).toEqual(["/oauth2/token", "/oauth2/token", "/v2/transfer/deposit-addresses"]);
    expect(api.tokens.issued).toHaveLength(1);
  });

  it("its fetch refuses before the fake listens and after it closes, sending nothing", async () => {
    const api = createFakeApi();
    opened.push(api);
    await expect(api.fetch(ROUTE)).rejects.toThrow(/^fetch failed: the fake service \w+ of this client's test file is not listening$/);
    api.listen();
    api.server.use(http.get(ROUTE, () => HttpResponse.json(EMPTY)));
    expect((await api.fetch(ROUTE)).status).toBe(200);
    api.close();
    await expect(api.fetch(ROUTE)).rejects.toBeInstanceOf(TypeError);
    expect(api.requests).toHaveLength(1);
  });
});
