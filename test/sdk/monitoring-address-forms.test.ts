/**
 * `monitoringAddresses.get` (getMonitoringAddress): the public document shows the answer both as the
 * bare record and wrapped in `{ address: {…} }` (as create and update answer). Both are accepted, with
 * optional fields absent or null, and the method hands back one form: the wrapped one. Anything else
 * is refused as an answer that breaks the contract.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, expectTypeOf, it } from "vitest";
import { Paxos, ResponseValidationError } from "../../src/index";
import type { MonitoringAddressResult } from "../../src/types";
import { API, CLIENT_ID, CLIENT_SECRET, useFakeApi } from "../support/msw-api";

const { server, fetch: fakeFetch } = useFakeApi();

const ID = "6477f17d-7c17-43a5-84cc-a6a104a89d81";
const record = {
  address: "0xD6E012522DB5075694ac9907BABBDB4825A1c822",
  id: ID,
  crypto_network: "ETHEREUM",
  name: "Address 1",
  created_at: "2025-03-21T14:45:22.682768Z",
};

function answering(body: unknown): Paxos {
  server.use(http.get(`${API}/rewards/monitor/address/:id`, () => HttpResponse.json(body as never)));
  return new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, maxRetries: 0 });
}

describe("monitoringAddresses.get", () => {
  it("is typed as the wrapped form", () => {
    expectTypeOf(answering({}).monitoringAddresses.get(ID)).resolves.toEqualTypeOf<MonitoringAddressResult>();
  });

  it.each([
    ["the bare record", record],
    ["the wrapped record", { address: record }],
    ["the bare record with its optional fields null", { ...record, id: null, name: null }],
    ["the wrapped record with its optional fields null", { address: { ...record, id: null, name: null } }],
  ])("hands back %s wrapped in address, values intact", async (_, body) => {
    const inner = "crypto_network" in body ? body : body.address;
    expect(await answering(body).monitoringAddresses.get(ID)).toStrictEqual({ address: inner });
  });

  it("hands back a wrapper without a record as it came (address absent or null)", async () => {
    expect(await answering({}).monitoringAddresses.get(ID)).toStrictEqual({});
    expect(await answering({ address: null }).monitoringAddresses.get(ID)).toStrictEqual({ address: null });
  });

  it("refuses a record without its required fields, in either form", async () => {
    const { crypto_network: _, ...partial } = record;
    await expect(answering(partial).monitoringAddresses.get(ID)).rejects.toBeInstanceOf(ResponseValidationError);
    await expect(answering({ address: partial }).monitoringAddresses.get(ID)).rejects.toBeInstanceOf(ResponseValidationError);
    await expect(answering({ ...record, created_at: null }).monitoringAddresses.get(ID)).rejects.toBeInstanceOf(ResponseValidationError);
  });
});
