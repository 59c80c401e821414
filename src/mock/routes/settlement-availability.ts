/**
 * GET /issuer-quote/settlement-availability (scope exchange:write_issuer_quote): how much PAXG can be
 * bought for same-day settlement now. The mock's gold desk sells at most {@link SAME_DAY_PAXG_PER_DAY}
 * PAXG a UTC day for same-day settlement, only while its London gold market is open (weekdays, 08:00 to
 * 16:00 UTC: the mock ignores holidays and summer time); what is left is that figure less the PAXG minted
 * through issuer quote executions that day (`store.issuerQuoteExecutions`). Sales always settle the next
 * day, so their quantity is always "0.000".
 */
import { Decimal } from "../../decimal";
import { badRequest, jsonResponse } from "../protocol/problem";
import { formatNanos } from "../domain/timestamps";
import { operationRoute } from "./operation-route";

/** PAXG the mock's gold desk sells for same-day settlement per UTC day. */
export const SAME_DAY_PAXG_PER_DAY = "250";
const OPEN_HOUR_UTC = 8;
const CLOSE_HOUR_UTC = 16;

/** Whether the mock's London gold market is open at this instant. */
export function goldMarketOpen(at: Date): boolean {
  const day = at.getUTCDay();
  const hour = at.getUTCHours();
  return day !== 0 && day !== 6 && hour >= OPEN_HOUR_UTC && hour < CLOSE_HOUR_UTC;
}

/** PAXGUSD only (400 naming `market` for any other). */
export const getIssuerQuoteSettlementAvailability = operationRoute("getIssuerQuoteSettlementAvailability", ({ query }, { store, clock }) => {
  if (query.market !== "PAXGUSD") throw badRequest("market", "unsupportedMarket", `market ${String(query.market)} is not offered; only PAXGUSD is`);
  const nowNanos = clock.nowNanos();
  const now = new Date(Number(nowNanos / 1_000_000n));
  const dayStart = formatNanos(BigInt(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) * 1_000_000n);
  let bought = new Decimal(0);
  for (const execution of store.issuerQuoteExecutions.values()) {
    if (execution.asset_type === "PAXG" && execution.created_at >= dayStart && new Decimal(execution.token_principal).gt(0)) bought = bought.plus(execution.token_principal);
  }
  const left = Decimal.max(0, new Decimal(SAME_DAY_PAXG_PER_DAY).minus(bought));
  const buy = goldMarketOpen(now) ? left.toDecimalPlaces(3, Decimal.ROUND_DOWN) : new Decimal(0);
  return jsonResponse(200, { buy_quantity: buy.toFixed(3), sell_quantity: "0.000", market: "PAXGUSD", snapshot_at: formatNanos(nowNanos) });
});
