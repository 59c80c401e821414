// Lists payment statements: the first page, every payment with `for await`, and the exclusive
// ref_ids form. Run: `npx tsx examples/list-payments.ts` (mock), or with PAXOS_CUSTOMER_ID set.
import { ValidationError } from "../src/index";
import { Decimal, toDecimal } from "../src/decimal";
import { pick, run } from "./support/connect";

await run(async (connection) => {
  const { paxos } = connection;
  const customer_id = pick(connection, "PAXOS_CUSTOMER_ID", (m) => m.api.store.ids.customerIds[0]);

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
});
