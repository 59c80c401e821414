/**
 * The msw form delivers webhooks too: the API created with `webhooks` delivers through `fetch`, which msw
 * intercepts in this process; `mockHandlers` lets the webhook URLs pass through to the real receiver (an
 * unhandled request would be an error here), and the SDK talks to the API through msw.
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Paxos } from "../../src/index";
import { createMockApi, DEFAULT_MSW_BASE_URL, DEFAULT_MSW_TOKEN_URL, mockHandlers, type MockApi } from "../../src/mock/index";
import { startReceiver, type TestReceiver } from "../support/webhook-receiver";

const KEY = { header: "X-Webhook-Key", value: "msw-form-webhook-key" };
let receiver: TestReceiver;
let api: MockApi;
let server: ReturnType<typeof setupServer>;

beforeAll(async () => {
  receiver = await startReceiver({ clientId: "paxos", clientSecret: "receiver-secret" });
  api = createMockApi({
    webhooks: [
      { url: receiver.url, apiKey: KEY, eventTypes: ["transfer.crypto_deposit.completed"] },
      { url: `${receiver.url}?oauth`, oauth: { tokenUrl: receiver.tokenUrl, clientId: "paxos", clientSecret: "receiver-secret" }, eventTypes: ["transfer.crypto_deposit.completed"] },
    ],
  });
  server = setupServer(...mockHandlers({ api }));
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(async () => {
  await api.webhooks.close();
  server.close();
  await receiver.close();
});

it("refuses webhooks given to mockHandlers directly: it could not stop their delivery", () => {
  expect(() => mockHandlers({ webhooks: [{ url: receiver.url, apiKey: KEY }] })).toThrow(/create it with createMockApi\(\{ webhooks \}\), pass mockHandlers\(\{ api \}\)/);
});

it("delivers a sandbox deposit's event to a loopback receiver while msw serves the API", async () => {
  const paxos = new Paxos({ baseUrl: DEFAULT_MSW_BASE_URL, tokenUrl: DEFAULT_MSW_TOKEN_URL, clientId: api.clients.main.clientId, clientSecret: api.clients.main.clientSecret, logLevel: "off" });
  await paxos.sandbox.createDeposit(api.store.ids.profileIds[0]!, { asset: "BTC", amount: "0.5", crypto_network: "BITCOIN" });
  await api.webhooks.idle();
  // The two webhooks deliver independently: compare in a fixed order.
  expect(receiver.deliveries.map((d) => [d.headers["x-webhook-key"] ?? d.headers.authorization, d.body.type]).sort()).toEqual([
    ["Bearer receiver-token-1", "transfer.crypto_deposit.completed"],
    [KEY.value, "transfer.crypto_deposit.completed"],
  ]);
  const id = receiver.deliveries[0]!.body.id as string;
  expect(receiver.deliveries[1]!.body.id).toBe(id);
  expect(await paxos.events.get(id)).toMatchObject({ id, undelivered_webhooks: 0, object: { type: "CRYPTO_DEPOSIT", status: "COMPLETED" } });
});
