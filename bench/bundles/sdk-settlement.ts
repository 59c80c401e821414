/** Browser page (c): one resource on its own — a `PaxosClient` and the settlement resource built from it. */
import { PaxosClient, SettlementResource } from "../../src/index";

const client = new PaxosClient({ accessToken: "token-from-your-backend" });
const settlement = new SettlementResource(client);
settlement
  .createTransaction({
    source_profile_id: "3f1b0c9e-1d2a-4c3b-9e8f-7a6b5c4d3e2f",
    target_profile_id: "8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d",
    legs: [{ direction: "DELIVER", asset: "USD", amount: "1250.00" }],
    settlement_window_end: "2026-12-01T00:00:00Z",
  })
  .then((tx) => console.log(tx.status), (error: unknown) => console.error(error));
