/**
 * Lists whose items moved to another field (`x-pagination.formerItems`): Paxos moves orchestration and
 * rule pages from `orchestrations` / `rules` to `items` and says the old fields go away. A page in
 * either form reads as the same items, across pages; `items` wins when both are present.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { Paxos } from "../../src/index";
import { API, CLIENT_ID, CLIENT_SECRET, useFakeApi } from "../support/msw-api";

const { server, fetch: fakeFetch } = useFakeApi();

const rule = (id: string) => ({ id, profile_id: "p", status: "ACTIVE", source_asset: "USDC", destination_asset: "USDG", created_at: "2026-03-01T12:00:00Z" });
const orchestration = (id: string) => ({ id, ref_id: id, status: "COMPLETED", source_asset: "USD", destination_asset: "USDG", created_at: "2026-03-01T12:00:00Z" });

function client(): Paxos {
  return new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, maxRetries: 0 });
}

/** Answers the pages in turn, the cursor naming the next one. */
function pages(path: string, bodies: object[]): void {
  server.use(
    http.get(`${API}${path}`, ({ request }) => {
      const at = Number(new URL(request.url).searchParams.get("page_cursor") ?? "0");
      return HttpResponse.json({ ...bodies[at], next_page_cursor: at + 1 < bodies.length ? String(at + 1) : "" });
    }),
  );
}

describe("orchestrations.listRules and orchestrations.list", () => {
  it("read the older field and the new one alike, page after page", async () => {
    pages("/orchestration/rules", [{ rules: [rule("a"), rule("b")] }, { items: [rule("c")] }]);
    const ids = [];
    for await (const item of client().orchestrations.listRules()) ids.push(item.id);
    expect(ids).toEqual(["a", "b", "c"]);

    pages("/orchestration/orchestrations", [{ items: [orchestration("x")] }, { orchestrations: [orchestration("y")] }]);
    const page = await client().orchestrations.list();
    expect(page.items.map((o) => o.id)).toEqual(["x"]);
    expect((await page.getNextPage()).items.map((o) => o.id)).toEqual(["y"]);
  });

  it("prefer items when both are present, and read an empty page in either form", async () => {
    pages("/orchestration/rules", [{ items: [rule("new")], rules: [rule("old")] }]);
    expect((await client().orchestrations.listRules()).items.map((r) => r.id)).toEqual(["new"]);
    pages("/orchestration/rules", [{}]);
    expect((await client().orchestrations.listRules()).items).toEqual([]);
  });
});
