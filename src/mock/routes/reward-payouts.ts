/**
 * Payout groups, claim schedules and claims (scopes rewards:*_payout_groups, rewards:*_claims*):
 * /rewards/payout-groups[/{id}], /rewards/claim-schedules[/{id}] and GET /rewards/claims, kept in the
 * store's rewards maps (model: ../rewards.ts, figures: ../reward-figures.ts).
 */
import { Decimal } from "../../decimal";
import { badRequest, jsonResponse, notFound } from "../protocol/problem";
import { groupBalance } from "../domain/reward-figures";
import { type ClaimRecord, type ClaimScheduleRecord, type PayoutGroupRecord, nextRun, rateFor } from "../domain/rewards";
import type { MockState } from "../domain/store";
import { formatNanos, normalizeDateTime } from "../domain/timestamps";
import type { RouteContext } from "./context";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";

function findGroup({ store }: RouteContext, id: string, field = "id"): PayoutGroupRecord {
  const group = store.payoutGroups.get(id.toLowerCase());
  if (!group) throw notFound(`payout group ${id} not found`, { field });
  return group;
}

function findSchedule({ store }: RouteContext, id: string): ClaimScheduleRecord {
  const schedule = store.claimSchedules.get(id.toLowerCase());
  if (!schedule) throw notFound(`claim schedule ${id} not found`, { field: "id" });
  return schedule;
}

/** A group as answered: with its balance, taken now. */
function groupAnswer(store: MockState, group: PayoutGroupRecord, now: string): Record<string, unknown> {
  return { ...group, balance: groupBalance(store, group), balance_at: now };
}

/**
 * A schedule's timing fields checked and its next run computed from mock now: WEEKLY needs
 * `days_of_week` (0–6), MONTHLY `days_of_month` (1–31), each 400 naming the field otherwise.
 */
function timing(body: Record<string, unknown>, at: string, nowNanos: bigint): Omit<ClaimScheduleRecord, "id" | "payout_group_id" | "created_at" | "updated_at"> {
  const type = body.schedule_type as string;
  const week = body.days_of_week as number[] | undefined;
  const month = body.days_of_month as number[] | undefined;
  if (type === "WEEKLY" && (!week?.length || week.some((d) => d < 0 || d > 6))) throw badRequest(`${at}days_of_week`, "weekdays", "a WEEKLY schedule needs days_of_week, each from 0 (Sunday) to 6");
  if (type === "MONTHLY" && (!month?.length || month.some((d) => d < 1 || d > 31))) throw badRequest(`${at}days_of_month`, "monthDays", "a MONTHLY schedule needs days_of_month, each from 1 to 31");
  const fields = {
    schedule_type: type,
    ...(week ? { days_of_week: week } : {}),
    ...(month ? { days_of_month: month } : {}),
    hour: body.hour as number,
    minute: body.minute as number,
  };
  return { ...fields, next_run_at: nextRun(fields, nowNanos)! };
}

/**
 * Creates a group: the rate is the asset's in the jurisdiction (US when none; 400 naming asset_type when
 * the mock pays none there), the claimer address must have the ledger's form (400), and manager and
 * destination default to it. On chain it is PENDING_REGISTRATION (the mock registers nothing); on the
 * PAXOS ledger ACTIVE. With `schedule`, a claim schedule is made for it too.
 */
export const createPayoutGroup = operationRoute("createPayoutGroup", ({ body }, { store, clock }) => {
  const ledger = body.ledger as string;
  const jurisdiction = (body.jurisdiction as string | undefined) ?? "US";
  const rate = rateFor(body.asset_type as string, jurisdiction);
  if (!rate) throw badRequest("asset_type", "noRate", `no reward rate for ${String(body.asset_type)} in ${jurisdiction}`);
  const claimer = body.claimer_address as string;
  // An address not of its network's form was refused before this route ran (./address-checks).
  const now = store.stamp();
  const group: PayoutGroupRecord = {
    id: store.newId(),
    ...(typeof body.name === "string" ? { name: body.name } : {}),
    ledger,
    asset_type: body.asset_type as string,
    rate_id: rate.id,
    jurisdiction,
    claimer_address: claimer,
    manager_address: claimer,
    destination_address: claimer,
    onchain_status: ledger === "PAXOS" ? "ACTIVE" : "PENDING_REGISTRATION",
    created_at: now,
    updated_at: now,
  };
  const schedule = body.schedule as Record<string, unknown> | undefined;
  const planned = schedule ? timing(schedule, "schedule.", clock.nowNanos()) : undefined;
  store.payoutGroups.set(group.id, group);
  if (planned) {
    const record: ClaimScheduleRecord = { id: store.newId(), payout_group_id: group.id, ...planned, created_at: now, updated_at: now };
    store.claimSchedules.set(record.id, record);
  }
  return jsonResponse(200, { group: groupAnswer(store, group, now) });
});

/** Groups by creation (newest first), filtered as asked; `count` is the number matching over all pages. */
export const listPayoutGroups = operationRoute("listPayoutGroups", ({ query }, { store, clock }) => {
  const statuses = query.onchain_statuses as string[] | undefined;
  const prefix = (query.name_prefix as string | undefined)?.toLowerCase();
  if (query.min_balance !== undefined && !/^\d+(\.\d+)?$/.test(query.min_balance as string)) throw badRequest("min_balance", "format", "min_balance must be a decimal number");
  const match = (g: PayoutGroupRecord) =>
    (query.asset_type === undefined || g.asset_type === query.asset_type) &&
    (prefix === undefined || (g.name ?? "").toLowerCase().startsWith(prefix)) &&
    (query.claimer_address === undefined || g.claimer_address === query.claimer_address) &&
    (query.ledger === undefined || g.ledger === query.ledger) &&
    (query.jurisdiction === undefined || g.jurisdiction === query.jurisdiction) &&
    (statuses === undefined || statuses.includes(g.onchain_status)) &&
    (query.min_balance === undefined || new Decimal(groupBalance(store, g)).gte(query.min_balance as string));
  // Matched once: the page and the count both need it, and min_balance sums every group's addresses.
  const matching = [...store.payoutGroups.values()].filter(match);
  const page = listPage(matching, query);
  // A read changes nothing: the balances are taken at mock now (not a fresh stamp).
  const now = formatNanos(clock.nowNanos());
  return jsonResponse(200, { items: page.items.map((g) => groupAnswer(store, g, now)), next_page_cursor: page.next_page_cursor, count: matching.length });
});

/** Renames a group or moves it to another jurisdiction (whose rate must exist: 400 naming jurisdiction). */
export const updatePayoutGroup = operationRoute("updatePayoutGroup", ({ path, body }, ctx) => {
  const group = findGroup(ctx, path.id as string);
  if (typeof body.jurisdiction === "string") {
    const rate = rateFor(group.asset_type, body.jurisdiction);
    if (!rate) throw badRequest("jurisdiction", "noRate", `no reward rate for ${group.asset_type} in ${body.jurisdiction}`);
    group.jurisdiction = body.jurisdiction;
    group.rate_id = rate.id;
  }
  if (typeof body.name === "string") group.name = body.name;
  group.updated_at = ctx.store.stamp();
  return jsonResponse(200, { group: groupAnswer(ctx.store, group, group.updated_at) });
});

/** Removes a group, its schedules, and the group from its addresses (they stay, in no group). */
export const deletePayoutGroup = operationRoute("deletePayoutGroup", ({ path }, ctx) => {
  const group = findGroup(ctx, path.id as string);
  const { store } = ctx;
  store.payoutGroups.delete(group.id);
  for (const schedule of [...store.claimSchedules.values()]) if (schedule.payout_group_id === group.id) store.claimSchedules.delete(schedule.id);
  for (const address of store.rewardAddresses.values()) if (address.payout_group_id === group.id) delete address.payout_group_id;
  return jsonResponse(200, {});
});

/** A schedule for an existing group (404 naming payout_group_id otherwise), first run computed from mock now. */
export const createClaimSchedule = operationRoute("createClaimSchedule", ({ body }, ctx) => {
  const group = findGroup(ctx, body.payout_group_id as string, "payout_group_id");
  const now = ctx.store.stamp();
  const record: ClaimScheduleRecord = { id: ctx.store.newId(), payout_group_id: group.id, ...timing(body, "", ctx.clock.nowNanos()), created_at: now, updated_at: now };
  ctx.store.claimSchedules.set(record.id, record);
  return jsonResponse(200, { claim_schedule: record });
});

/** Schedules newest first, optionally of one group, in keyset pages under `items`. */
export const listClaimSchedules = operationRoute("listClaimSchedules", ({ query }, { store }) => {
  const group = (query.payout_group_id as string | undefined)?.toLowerCase();
  const page = listPage(store.claimSchedules.values(), query, (s) => group === undefined || s.payout_group_id === group);
  return jsonResponse(200, { items: page.items, next_page_cursor: page.next_page_cursor });
});

/** Replaces a schedule's timing; its next run is computed again from mock now. */
export const updateClaimSchedule = operationRoute("updateClaimSchedule", ({ path, body }, ctx) => {
  const schedule = findSchedule(ctx, path.id as string);
  delete schedule.days_of_week;
  delete schedule.days_of_month;
  Object.assign(schedule, timing(body, "", ctx.clock.nowNanos()), { updated_at: ctx.store.stamp() });
  return jsonResponse(200, { claim_schedule: schedule });
});

/** Stops a schedule. */
export const deleteClaimSchedule = operationRoute("deleteClaimSchedule", ({ path }, ctx) => {
  ctx.store.claimSchedules.delete(findSchedule(ctx, path.id as string).id);
  return jsonResponse(200, {});
});

/** Claims newest first, filtered as asked (start_time and end_time bound created_at, both included). */
export const listClaims = operationRoute("listClaims", ({ query }, { store }) => {
  const statuses = query.statuses as string[] | undefined;
  const bound = (name: string) => (typeof query[name] === "string" ? normalizeDateTime(query[name] as string) : undefined);
  const [start, end] = [bound("start_time"), bound("end_time")];
  const group = (query.payout_group_id as string | undefined)?.toLowerCase();
  const match = (c: ClaimRecord) =>
    (group === undefined || c.payout_group_id === group) &&
    (statuses === undefined || statuses.includes(c.onchain_status)) &&
    (query.chain === undefined || c.blockchain === query.chain) &&
    (query.jurisdiction === undefined || store.payoutGroups.get(c.payout_group_id)?.jurisdiction === query.jurisdiction) &&
    (query.asset_type === undefined || c.asset_type === query.asset_type) &&
    (start === undefined || c.created_at >= start) &&
    (end === undefined || c.created_at <= end);
  const page = listPage(store.claims.values(), query, match);
  return jsonResponse(200, { items: page.items, next_page_cursor: page.next_page_cursor });
});
