/**
 * Quote executions (scopes exchange:*_quote_execution): POST and GET /profiles/{profile_id}/quote-executions,
 * GET /profiles/{profile_id}/quote-executions/{id}. The model is ../quotes.ts: the paying side leaves the
 * balance at once at the quote's price, exactly; the other side arrives when the execution settles.
 */
import { Decimal } from "../../decimal";
import { canonicalToNanos } from "../domain/timestamps";
import { ProblemError, badRequest, jsonResponse, notFound } from "../protocol/problem";
import { paxosProblem, refIdTaken } from "../protocol/paxos-problems";
import { QUOTE_EXECUTION_SETTLEMENT_SECONDS, type QuoteExecutionRecord, hasExpired } from "../domain/quotes";
import type { RouteContext } from "./context";
import { inclusiveWindow, listPage } from "./list-page";
import { operationRoute } from "./operation-route";
import { checkAttribution, requireProfile } from "./references";

/** Most decimals of each amount field (the contract's rule: base at most 8, quote at most 2). */
const SCALES = { base_amount: 8, quote_amount: 2 } as const;

/** The execution named by the path, of that profile, or 404 naming profile_id (no such profile) or id. */
function find({ store }: RouteContext, profileId: string, id: string): QuoteExecutionRecord {
  const owner = requireProfile(store, profileId, "profile_id");
  const execution = store.quoteExecutions.get(id.toLowerCase());
  if (!execution || execution.profile_id !== owner.id) throw notFound(`quote execution ${id} not found`, { field: "id" });
  return execution;
}

/**
 * Executes a held quote for the path's profile (404 naming profile_id when unknown; so is an unknown
 * recipient_profile_id, identity_id or account_id). Exactly one of
 * base_amount (at most 8 decimals) and quote_amount (at most 2) is given, else 400 naming the field; the
 * other is computed at the quote's price: a BUY's quote amount rounded up to the cent (the buyer never
 * pays less than the price), a SELL's rounded down, a base amount from a quote amount rounded down to 8
 * decimals. Refusals as the contract says: 404 naming quote_id for an unknown quote, 403 quoteExpired once
 * it has expired, 403 insufficientFunds naming the amount field when the paying side (quote asset for a
 * BUY, base asset for a SELL) exceeds the balance, 409 with the first execution for a reused ref_id.
 */
export const createQuoteExecution = operationRoute("createQuoteExecution", ({ path, body }, ctx) => {
  const { store, clock } = ctx;
  const profile = requireProfile(store, path.profile_id as string, "profile_id", { activeOnly: true });
  const recipient = body.recipient_profile_id === undefined ? undefined : requireProfile(store, body.recipient_profile_id as string, "recipient_profile_id", { activeOnly: true });
  checkAttribution(store, body);
  const given = (["base_amount", "quote_amount"] as const).filter((f) => body[f] !== undefined);
  if (given.length !== 1) throw badRequest("base_amount", "oneOf", `give exactly one of base_amount and quote_amount (got ${given.length})`);
  const field = given[0] as keyof typeof SCALES;
  const amount = new Decimal(body[field] as string);
  if (amount.decimalPlaces() > SCALES[field]) throw badRequest(field, "scale", `${field} takes at most ${SCALES[field]} decimals`);
  const quote = store.quotes.get(body.quote_id as string);
  if (!quote) throw notFound(`quote ${body.quote_id} not found`, { field: "quote_id" });
  if (hasExpired(quote.expires_at, clock.nowNanos())) {
    throw paxosProblem("expired", `quote ${quote.id} expired at ${quote.expires_at}`, { expired_at: quote.expires_at }, { rule: "quoteExpired", field: "quote_id" });
  }
  const refId = body.ref_id as string | undefined;
  const existing = refId === undefined ? undefined : [...store.quoteExecutions.values()].find((e) => e.ref_id === refId);
  if (existing) throw refIdTaken("quote execution", refId, existing);

  const price = new Decimal(quote.price);
  const [base, quoteAmount] =
    field === "base_amount"
      ? [amount, amount.times(price).toDecimalPlaces(2, quote.side === "BUY" ? Decimal.ROUND_UP : Decimal.ROUND_DOWN)]
      : [amount.div(price).toDecimalPlaces(8, Decimal.ROUND_DOWN), amount];
  if (base.isZero() || quoteAmount.isZero()) throw badRequest(field, "tooSmall", `${amount.toFixed()} is too small to trade at ${quote.price}`);
  const [pays, paid, gets, got] = quote.side === "BUY" ? [quote.quote_asset, quoteAmount, quote.base_asset, base] : [quote.base_asset, base, quote.quote_asset, quoteAmount];
  store.ledger.apply([{ profileId: profile.id, asset: pays, delta: paid.negated() }], field, 403);
  const execution: QuoteExecutionRecord = {
    id: store.newId(),
    profile_id: profile.id,
    quote_id: quote.id,
    ...(refId !== undefined ? { ref_id: refId } : {}),
    status: "CREATED",
    market: quote.market,
    side: quote.side,
    price: quote.price,
    base_amount: base.toFixed(8),
    base_asset: quote.base_asset,
    quote_amount: quoteAmount.toFixed(2),
    quote_asset: quote.quote_asset,
    created_at: store.stamp(),
    ...(body.metadata !== undefined ? { metadata: body.metadata as Record<string, string> } : {}),
    ...(typeof body.identity_id === "string" ? { identity_id: body.identity_id } : {}),
    ...(typeof body.account_id === "string" ? { account_id: body.account_id } : {}),
    ...(recipient !== undefined ? { recipient_profile_id: recipient.id } : {}),
  };
  store.quoteExecutions.add(execution);
  store.scheduledCredits.add({
    dueNanos: canonicalToNanos(execution.created_at) + BigInt(QUOTE_EXECUTION_SETTLEMENT_SECONDS) * 1_000_000_000n,
    movements: [{ profileId: recipient?.id ?? profile.id, asset: gets, delta: got }],
    complete(at) {
      execution.status = "SETTLED";
      execution.settled_at = at;
    },
  });
  return jsonResponse(200, execution);
});

/** One execution of the profile (its settling applied first, like every read). */
export const getQuoteExecution = operationRoute("getQuoteExecution", ({ path }, ctx) => jsonResponse(200, find(ctx, path.profile_id as string, path.id as string)));

/** The profile's executions newest first (ASC on request), by side, market, status and creation time, in keyset pages with the total. */
export const listQuoteExecutions = operationRoute("listQuoteExecutions", ({ path, query }, { store }) => {
  const profile = requireProfile(store, path.profile_id as string, "profile_id");
  const created = inclusiveWindow(query, "created_at");
  const match = (e: QuoteExecutionRecord) =>
    e.profile_id === profile.id &&
    (query.side === undefined || e.side === query.side) &&
    (query.market === undefined || e.market === query.market) &&
    (query.status === undefined || e.status === query.status) &&
    created(e.created_at);
  const total = [...store.quoteExecutions.values()].filter(match).length;
  const page = listPage(store.quoteExecutions.values(), query, match);
  return jsonResponse(200, { items: page.items, total_count: total, next_page_cursor: page.next_page_cursor });
});
