/**
 * Orders on the mock's books: POST /profiles/{profile_id}/orders, GET and DELETE
 * /profiles/{profile_id}/orders/{id} (scopes exchange:*), and the public GET /markets/{market}/order-book.
 * Matching and reservations are in ../order-book.ts; the order and execution lists in ./order-lists.ts.
 */
import { Decimal } from "../../decimal";
import { type ExecutionRecord, type OrderRecord, type OrderRequest, PRICE_SCALE, marketAssets, priceScale, reservation, settleFill } from "../domain/order-book";
import { ProblemError, badRequest, jsonResponse, notFound } from "../protocol/problem";
import { canonicalToNanos } from "../domain/timestamps";
import { paxosProblem, refIdTaken } from "../protocol/paxos-problems";
import { exceededNotionalCap } from "../domain/order-notional-caps";
import { TAKER_PRICE_BAND, takerPriceBreach } from "../domain/order-price-band";
import type { RouteContext } from "./context";
import { operationRoute } from "./operation-route";
import { marketsListedFor } from "../domain/listed-markets";
import { checkAttribution, requireProfile } from "./references";

/** The markets an order may name, and those with a public book: the contract's lists. */
const ORDER_MARKETS = marketsListedFor("createOrder", "body");
const BOOK_MARKETS = marketsListedFor("getOrderBook", "path");

/** The order named by the path (of that profile), or 404 naming profile_id (no such profile) or id. */
function find(ctx: RouteContext, profileId: string, id: string): OrderRecord {
  const owner = requireProfile(ctx.store, profileId, "profile_id");
  const order = ctx.store.orders.get(id.toLowerCase());
  if (!order || order.profile_id !== owner.id) throw notFound(`order ${id} not found`, { field: "id" });
  return order;
}

/** The amounts a type and side need (the contract's rule): a limit order base_amount and price, a market buy quote_amount, a market sell base_amount. */
function checkAmounts(body: Record<string, unknown>): void {
  const needs = body.type === "LIMIT" ? ["base_amount", "price"] : body.side === "BUY" ? ["quote_amount"] : ["base_amount"];
  for (const field of needs) if (body[field] === undefined) throw badRequest(field, "required", `a ${body.type} ${body.side} order needs ${needs.join(" and ")}`);
  const allowed = new Set(needs);
  for (const field of ["base_amount", "price", "quote_amount"]) {
    if (body[field] !== undefined && !allowed.has(field)) throw badRequest(field, "notAllowed", `a ${body.type} ${body.side} order takes ${needs.join(" and ")}, not ${field}`);
  }
}

/** Records one fill of one order: the execution, the balances, the order's filled amount and average price. */
function recordFill(ctx: RouteContext, order: OrderRecord, amount: Decimal, price: Decimal, at: string): void {
  const { store } = ctx;
  settleFill(store.ledger, order, { amount, price });
  const filled = new Decimal(order.amount_filled).plus(amount);
  const gross = amount.times(price);
  const previous = new Decimal(order.amount_filled).times(order.volume_weighted_average_price);
  order.volume_weighted_average_price = previous.plus(gross).div(filled).toFixed(PRICE_SCALE);
  order.amount_filled = filled.toFixed(8);
  order.modified_at = at;
  const execution: ExecutionRecord = {
    execution_id: store.newId(),
    order_id: order.id,
    profile_id: order.profile_id,
    executed_at: at,
    market: order.market,
    side: order.side,
    amount: amount.toFixed(8),
    price: price.toFixed(PRICE_SCALE),
    commission: "0.00",
    commission_asset: marketAssets(order.market)[1],
    gross_trade_amount: gross.toFixed(Math.max(PRICE_SCALE, gross.decimalPlaces())),
  };
  store.executions.push(execution);
}

/** How long a closed order keeps its ref_id (Paxos: reusable once the order has been closed for 24 hours). */
const REF_ID_REUSE_AFTER_NANOS = 24n * 3600n * 1_000_000_000n;

/**
 * Places an order: funds reserved first (403 insufficientFunds, nothing changes), then matched against the
 * book; every fill becomes an execution of the order (and of a resting order it met) and moves balances
 * exactly. A limit remainder rests (OPEN); a market order never rests (FILLED, or CANCELLED with what it
 * got). A ref_id in use is refused with 409 Already Exists carrying that order in meta.existing, until the
 * order has been closed (FILLED or CANCELLED) for 24 hours on the mock's clock. Above the orders guide's
 * largest notional value: 403 notional-value-too-large; a limit order that would trade at once priced 15 %
 * or more from the book's midpoint: 400 naming price (rule takerPriceBand). Both reserve nothing. What it names must
 * exist: the path's profile, `recipient_profile_id`, `identity_id` and `identity_account_id` (404 naming
 * the field), and the market must be one the contract lists for orders (400 unknownMarket).
 */
export const createOrder = operationRoute("createOrder", ({ path, body }, ctx) => {
  const { store } = ctx;
  const profile = requireProfile(store, path.profile_id as string, "profile_id", { activeOnly: true });
  if (!ORDER_MARKETS.has(body.market as string)) throw badRequest("market", "unknownMarket", `market ${String(body.market)} is not traded`);
  if (typeof body.recipient_profile_id === "string") requireProfile(store, body.recipient_profile_id, "recipient_profile_id", { activeOnly: true });
  checkAttribution(store, body, "identity_id", "identity_account_id");
  checkAmounts(body);
  const refId = body.ref_id as string | undefined;
  // Paxos: an order's ref_id may be used again once that order has been closed for 24 hours.
  const closedLongAgo = (o: OrderRecord) => o.status !== "OPEN" && canonicalToNanos(o.modified_at) + REF_ID_REUSE_AFTER_NANOS <= ctx.clock.nowNanos();
  const existing = refId === undefined ? undefined : [...store.orders.values()].find((o) => o.ref_id === refId && !closedLongAgo(o));
  if (existing) throw refIdTaken("order", refId, existing);
  const request = body as unknown as OrderRequest;
  // Above the guide's largest notional value: 403, before anything is reserved.
  const book = store.orderBooks.book(request.market);
  const best = (request.side === "BUY" ? book.asks[0] : book.bids[0])?.price;
  const excess = exceededNotionalCap(request, best);
  if (excess !== undefined) {
    const field = request.type === "MARKET" && request.quote_amount !== undefined ? "quote_amount" : "base_amount";
    throw paxosProblem(
      "notional-value-too-large",
      `a ${request.type} order in ${request.market} may be worth at most ${excess.limit}, not ${excess.notional}`,
      { market: request.market, max_notional_value: excess.limit, order_notional_value: excess.notional, order_type: request.type },
      { rule: "maxNotionalValue", field },
    );
  }
  // A taker limit order 15 % or more from the midpoint: 400, before anything is reserved. Paxos documents
  // the rule (orders guide; `InvalidPriceForTakerOrder` over FIX) but no REST problem type for it.
  const breach = takerPriceBreach(request, book.bids[0]?.price, book.asks[0]?.price);
  if (breach !== undefined) {
    const percent = new Decimal(TAKER_PRICE_BAND).times(100).toFixed();
    throw badRequest(
      "price",
      "takerPriceBand",
      `InvalidPriceForTakerOrder: a ${request.side} limit order that would trade at once in ${request.market} must be priced less than ${percent}% from the midpoint ${breach.midpoint} (above ${breach.lowest} and below ${breach.highest}), not ${request.price}`,
      { midpoint: breach.midpoint, lowest: breach.lowest, highest: breach.highest },
    );
  }
  const reserve = reservation(request, profile.id);
  store.ledger.apply([reserve], request.side === "SELL" || request.type === "LIMIT" ? "base_amount" : "quote_amount", 403);

  const now = store.stamp();
  const order: OrderRecord = {
    id: store.newId(),
    profile_id: profile.id,
    status: "OPEN",
    side: request.side,
    market: request.market,
    type: request.type,
    ...(request.base_amount !== undefined ? { base_amount: request.base_amount } : {}),
    ...(request.price !== undefined ? { price: request.price } : {}),
    ...(request.quote_amount !== undefined ? { quote_amount: request.quote_amount } : {}),
    ...(refId !== undefined ? { ref_id: refId } : {}),
    ...(body.metadata !== undefined ? { metadata: body.metadata as Record<string, string> } : {}),
    amount_filled: "0.00000000",
    volume_weighted_average_price: "0.00",
    time_in_force: request.type === "MARKET" ? "IOC" : ((body.time_in_force as string | undefined) ?? "GTC"),
    created_at: now,
    modified_at: now,
  };
  store.orders.add(order);
  for (const fill of store.orderBooks.match(request)) {
    recordFill(ctx, order, fill.amount, fill.price, now);
    store.recordTrade(order.market, fill.price.toFixed(priceScale(order.market)), fill.amount.toFixed(8), now);
    if (fill.maker) {
      recordFill(ctx, fill.maker, fill.amount, fill.price, now);
      if (new Decimal(fill.maker.amount_filled).eq(fill.maker.base_amount as string)) {
        fill.maker.status = "FILLED";
      }
    }
  }

  const [base, quote] = marketAssets(order.market);
  if (order.type === "LIMIT") {
    const remaining = new Decimal(order.base_amount as string).minus(order.amount_filled);
    if (remaining.isZero()) order.status = "FILLED";
    else store.orderBooks.rest(order, remaining);
  } else {
    // A market order ends here: give back what it reserved and did not use.
    const used = order.side === "SELL" ? new Decimal(order.amount_filled) : store.executions.filter((e) => e.order_id === order.id).reduce((sum, e) => sum.plus(e.gross_trade_amount), new Decimal(0));
    const left = new Decimal(reserve.delta).negated().minus(used);
    if (!left.isZero()) store.ledger.apply([{ profileId: profile.id, asset: order.side === "SELL" ? base : quote, delta: left }]);
    // Filled when it got what it asked for: all its base (a sell), or as much as its quote buys while the
    // book still has asks (a buy keeps the dust its quote cannot buy at 8 decimals). Else it ran out of book.
    const book = store.orderBooks.book(order.market);
    const complete = order.side === "SELL" ? new Decimal(order.amount_filled).eq(order.base_amount as string) : !new Decimal(order.amount_filled).isZero() && book.asks.length > 0;
    order.status = complete ? "FILLED" : "CANCELLED";
  }
  return jsonResponse(200, order);
});

/** One order of the profile. */
export const getOrder = operationRoute("getOrder", ({ path }, ctx) => jsonResponse(200, find(ctx, path.profile_id as string, path.id as string)));

/**
 * Cancels an OPEN order: it leaves the book and its unfilled reservation returns to the balance. A repeat
 * on a CANCELLED order changes nothing (the DELETE is safe to retry); a FILLED order can no longer be
 * cancelled: 403, as the contract says.
 */
export const cancelOrder = operationRoute("cancelOrder", ({ path }, ctx) => {
  const order = find(ctx, path.profile_id as string, path.id as string);
  if (order.status === "CANCELLED") return jsonResponse(200, {});
  if (order.status !== "OPEN") {
    throw new ProblemError(403, `order ${order.id} is ${order.status} and can no longer be cancelled`, { rule: "illegalTransition", field: "id", status: order.status });
  }
  const remaining = ctx.store.orderBooks.remove(order) ?? new Decimal(0);
  const [base, quote] = marketAssets(order.market);
  const refund = order.side === "BUY" ? { asset: quote, delta: remaining.times(order.price as string) } : { asset: base, delta: remaining };
  if (!refund.delta.isZero()) ctx.store.ledger.apply([{ profileId: order.profile_id, ...refund }]);
  order.status = "CANCELLED";
  order.modified_at = ctx.store.stamp();
  return jsonResponse(200, {});
});

/**
 * The public order book of a market: seeded liquidity and resting orders, aggregated by price; 404 naming
 * market for a market the contract does not list for order books.
 */
export const getOrderBook = operationRoute("getOrderBook", ({ path }, { store }) => {
  if (!BOOK_MARKETS.has(path.market as string)) throw notFound(`the mock has no order book for market ${path.market}`, { field: "market" });
  return jsonResponse(200, store.orderBooks.snapshot(path.market as string));
});

/** Whether the contract lists `market` for order books (its recent executions too). */
export function hasBook(market: string): boolean {
  return BOOK_MARKETS.has(market);
}
