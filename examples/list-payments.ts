// Lists payment statements: the first page, every payment with `for await`, the first N into an array
// with `toArray({ limit })`, and the exclusive ref_ids form. Run: `npx tsx examples/list-payments.ts`.
// Without credentials it starts the package's mock API; with PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET set
// (PAXOS_ENVIRONMENT, default "sandbox") it uses the real service and needs PAXOS_CUSTOMER_ID.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { Paxos, ValidationError } from "paxos-sdk";
import { Decimal, toDecimal } from "paxos-sdk/decimal";
import { startMockServer } from "paxos-sdk/mock";

const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
// `new Paxos()` reads PAXOS_CLIENT_ID, PAXOS_CLIENT_SECRET and PAXOS_ENVIRONMENT; options given win.
const paxos = mock
  ? new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
  : new Paxos();
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);

try {
  const customer_id = mock ? mock.api.store.ids.customerIds[0]! : process.env.PAXOS_CUSTOMER_ID;
  if (!customer_id) throw new Error("Set PAXOS_CUSTOMER_ID to run this example against the real service.");

  // Awaiting a list gives its first page; `items` holds the wire's `payments`.
  const page = await paxos.payments.list({ customer_id, product: "USDG_REWARDS", limit: 5 });
  console.log(`First page: ${page.items.length} payments, more: ${page.hasNextPage()}`);
  for (const p of page.items) {
    console.log(`  ${p.created_at}  ${p.payment_status?.padEnd(26)} ${p.payment_amount} ${p.payment_asset}`);
  }

  // `for await` walks every page; amounts are summed exactly with Decimal.
  let count = 0;
  let completed = new Decimal(0);
  for await (const p of paxos.payments.list({ customer_id, product: "USDG_REWARDS", payment_status: "PAYMENT_STATUS_COMPLETED", limit: 100 })) {
    count++;
    if (p.payment_amount) completed = completed.plus(toDecimal(p.payment_amount));
  }
  console.log(`Completed payments of this customer: ${count}, total ${completed.toFixed()}`);

  // The first 12 into an array: pages of 5 are fetched until 12 are in hand, and no further.
  const first = await paxos.payments.list({ customer_id, product: "USDG_REWARDS", limit: 5 }).toArray({ limit: 12 });
  console.log(`toArray({ limit: 12 }): ${first.length} payments`);

  // ref_ids (or payment_ids) must be the only parameter.
  const ref_ids = page.items.slice(0, 2).flatMap((p) => (p.ref_id ? [p.ref_id] : []));
  if (ref_ids.length > 0) {
    const byRef = await paxos.payments.list({ ref_ids });
    console.log(`By ref_ids ${ref_ids.join(", ")}: ${byRef.items.map((p) => p.id).join(", ")}`);
  }
  try {
    await paxos.payments.list({ ref_ids: ["abc"], limit: 10 });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    console.log(`Refused before sending: field=${error.field} rule=${error.rule}`);
  }
} finally {
  await mock?.close();
}
