/** The tour's workflow chapters: each runs one script of examples/workflows/ against the tour's mock. */
import { events } from "../workflows/events";
import { fiatFunding } from "../workflows/fiat-funding";
import { identity } from "../workflows/identity";
import { orders } from "../workflows/orders";
import { profilesAndBalances } from "../workflows/profiles-and-balances";
import { settlementLifecycle } from "../workflows/settlement-lifecycle";
import type { TourContext } from "./steps";
import { heading, say } from "./ui";

/** One chapter per workflow, in the order a new integration would meet them. */
export async function workflows({ mock, paxos }: TourContext): Promise<void> {
  heading("Workflow: profiles and balances", "A profile renamed, its deposit address, sandbox crypto deposits, exact balances, a transfer and a withdrawal, deactivation (examples/workflows/profiles-and-balances.ts).");
  await profilesAndBalances(paxos, say);
  heading("Workflow: fiat funding", "A fiat account (listed, masked, approved by Paxos's review), deposit instructions and their memo id, a sandbox wire, a withdrawal, one too many, the account deleted (examples/workflows/fiat-funding.ts).");
  await fiatFunding(paxos, say, mock);
  heading("Workflow: settlement lifecycle", "Create, list, affirm, settle with both balances moving; cancel; expire on the mock clock (examples/workflows/settlement-lifecycle.ts).");
  await settlementLifecycle(paxos, say, mock);
  heading("Workflow: orders", "Limit and market orders on the seeded book; fills, executions, a cancel, the lists across profiles (examples/workflows/orders.ts).");
  await orders(paxos, say);
  heading("Workflow: identity", "An identity approved in the sandbox, an account with a profile, both updated (examples/workflows/identity.ts).");
  await identity(paxos, say);
  heading("Workflow: events", "The changes Paxos announces (identity reviews, crypto transfers, orchestrations) are events; created_at.gt of the last one read is the cursor (examples/workflows/events.ts).");
  await events(paxos, say);
}
