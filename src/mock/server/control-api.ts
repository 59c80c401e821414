/**
 * The mock's control API over HTTP, for programs in any language: what a JavaScript test does through
 * `mock.api` (the clock, faults, a transfer settling, a fiat account's review, a KYC refresh, webhook deliveries, a reset), as
 * JSON requests under {@link MOCK_CONTROL_PATH}. It drives the same objects as the JavaScript handles.
 *
 * The prefix `/__mock` can never be a Paxos path: the API lives under `/v2`, the token endpoint at
 * `/oauth2/token`, the feeds at `/marketdata…` and `/executiondata…`. The endpoints are listed, with
 * their bodies, in docs/cli.md ("The control API").
 */
import type { MockApi } from "../api";
import { mockState } from "../api";
import { settleFiatTransferNow } from "../domain/fiat-settlement";
import { isMockEventType } from "../domain/event-catalog";
import { PaxosError } from "../../core/response/errors";
import type { FaultRule } from "../gateway/faults";
import { jsonResponse, problemResponse, type MockResponse } from "../protocol/problem";

/** Path prefix of the control API on the mock server. */
export const MOCK_CONTROL_PATH = "/__mock";

/** The server the control API steers: its current API, and how to start afresh. */
export interface ControlTarget {
  /** The API the server answers from now (a reset replaces it). */
  api(): MockApi;
  /** Replaces the API with a new one built from the same options; refused (a message) when it cannot. */
  reset(): Promise<string | undefined>;
  /** The URLs a client needs. */
  urls: { baseUrl: string; tokenUrl: string; streamUrl: string; controlUrl: string };
}

/** A refusal of a control request: a 4xx problem naming the field and the rule. */
class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly meta?: { field?: string; rule?: string },
  ) {
    super(message);
  }
}

function bad(field: string, rule: string, message: string): never {
  throw new ControlError(400, message, { field, rule });
}

function parseBody(text: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return bad("body", "json", "the request body is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return bad("body", "type", "the request body must be a JSON object");
  return value as Record<string, unknown>;
}

function finiteNumber(body: Record<string, unknown>, field: string): number | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) return bad(field, "type", `${field} must be a finite number`);
  return value;
}

function text(body: Record<string, unknown>, field: string, required: true): string;
function text(body: Record<string, unknown>, field: string, required?: false): string | undefined;
function text(body: Record<string, unknown>, field: string, required = false): string | undefined {
  const value = body[field];
  if (value === undefined) return required ? bad(field, "required", `${field} is required`) : undefined;
  if (typeof value !== "string" || value === "") return bad(field, "type", `${field} must be a non-empty string`);
  return value;
}

/** The clock's state as the control API answers it. */
function clockBody(api: MockApi) {
  return { now: api.clock.nowIso() };
}

/** An installed fault rule as JSON (an unlimited rule's remaining count is null). */
function faultBody(fault: { id: number; rule: Readonly<FaultRule>; remaining: number }) {
  return { id: fault.id, rule: fault.rule, remaining: Number.isFinite(fault.remaining) ? fault.remaining : null };
}

/** Waits for webhook deliveries to be idle, at most `timeoutMs`; whether they were. */
async function idleWithin(api: MockApi, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([api.webhooks.idle().then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type Handler = (target: ControlTarget, match: string[], body: Record<string, unknown>) => Promise<MockResponse> | MockResponse;

/** Method, path pattern below the prefix, handler: one row of the table in docs/cli.md each. */
const ROUTES: readonly [string, RegExp, Handler][] = [
  ["GET", /^\/?$/, (target) => {
    const api = target.api();
    return jsonResponse(200, {
      ...target.urls,
      seed: api.seed,
      now: api.clock.nowIso(),
      clients: Object.entries(api.clients).map(([name, client]) => ({ name, client_id: client.clientId, client_secret: client.clientSecret, scopes: client.scopes })),
      ids: api.store.ids,
    });
  }],
  ["POST", /^\/reset$/, async (target) => {
    const refused = await target.reset();
    if (refused !== undefined) throw new ControlError(409, refused);
    return jsonResponse(200, clockBody(target.api()));
  }],
  ["GET", /^\/clock$/, (target) => jsonResponse(200, clockBody(target.api()))],
  ["POST", /^\/clock\/advance$/, (target, _match, body) => {
    const ms = finiteNumber(body, "ms");
    const seconds = finiteNumber(body, "seconds");
    if ((ms === undefined) === (seconds === undefined)) bad("ms", "exclusive", "give exactly one of ms and seconds");
    const step = ms ?? seconds! * 1000;
    if (step < 0) bad(ms === undefined ? "seconds" : "ms", "minimum", "the clock only moves forward here (use POST /__mock/clock/set to go back)");
    target.api().clock.advance(step);
    return jsonResponse(200, clockBody(target.api()));
  }],
  ["POST", /^\/clock\/set$/, (target, _match, body) => {
    const time = text(body, "time", true);
    if (Number.isNaN(Date.parse(time))) bad("time", "format:date-time", "time must be an RFC 3339 date-time");
    target.api().clock.set(time);
    return jsonResponse(200, clockBody(target.api()));
  }],
  ["POST", /^\/transfers\/([^/]+)\/(complete|fail)$/, (target, match) => {
    const [id, action] = [decodeURIComponent(match[1]!), match[2]!];
    const state = mockState(target.api());
    const transfer = settleFiatTransferNow(state, id, action === "fail" ? "FAILED" : "COMPLETED");
    if (transfer) return jsonResponse(200, transfer);
    const known = target.api().store.transfers.get(id);
    if (!known) throw new ControlError(404, `no transfer ${id}`, { field: "id", rule: "exists" });
    throw new ControlError(409, `transfer ${id} is ${known.status}, not a fiat transfer waiting to settle (a fiat deposit or withdrawal stays PENDING only with the fiatSettlementSeconds option)`, { field: "id", rule: "state" });
  }],
  ["POST", /^\/fiat-accounts\/([^/]+)\/(approve|reject)$/, (target, match) => {
    const [id, action] = [decodeURIComponent(match[1]!), match[2]!];
    const store = target.api().store;
    if (!store.fiatAccount(id)) {
      const deleted = store.fiatAccount(id, true) !== undefined;
      throw new ControlError(404, `no fiat account ${id}${deleted ? " (it was deleted)" : ""}`, { field: "id", rule: "exists" });
    }
    return jsonResponse(200, store.reviewFiatAccount(id, action === "approve" ? "APPROVED" : "REJECTED"));
  }],
  ["POST", /^\/identities\/([^/]+)\/kyc-refresh$/, (target, match, body) => {
    const id = decodeURIComponent(match[1]!);
    const phase = text(body, "phase") ?? "started";
    if (phase !== "started" && phase !== "completed" && phase !== "expired") bad("phase", "enum", 'phase must be "started", "completed" or "expired"');
    const next = text(body, "next_kyc_refresh_date");
    if (!target.api().store.identities.get(id.toLowerCase())) throw new ControlError(404, `no identity ${id}`, { field: "id", rule: "exists" });
    const event = target.api().store.kycRefresh(id, phase, next);
    return jsonResponse(200, event);
  }],
  ["GET", /^\/faults$/, (target) => jsonResponse(200, { items: target.api().faults.list().map(faultBody), history: target.api().faults.history })],
  ["POST", /^\/faults$/, (target, _match, body) => {
    try {
      return jsonResponse(201, faultBody(target.api().faults.add(body as unknown as FaultRule)));
    } catch (error) {
      // The fault checks throw a TypeError or a ValidationError naming the rule's field: a 400 here.
      if (error instanceof TypeError || error instanceof PaxosError) {
        const field = (error as { field?: unknown }).field;
        throw new ControlError(400, error.message, typeof field === "string" ? { field, rule: String((error as { rule?: unknown }).rule) } : undefined);
      }
      throw error;
    }
  }],
  ["DELETE", /^\/faults$/, (target) => {
    target.api().faults.clear();
    return jsonResponse(200, { items: [] });
  }],
  ["DELETE", /^\/faults\/(\d+)$/, (target, match) => {
    const fault = target.api().faults.list().find((f) => f.id === Number(match[1]));
    if (!fault) throw new ControlError(404, `no fault rule ${match[1]}`, { field: "id", rule: "exists" });
    fault.remove();
    return jsonResponse(200, faultBody(fault));
  }],
  ["GET", /^\/webhooks$/, (target) => jsonResponse(200, { webhooks: target.api().webhooks.stats(), attempts: target.api().webhooks.attempts() })],
  ["POST", /^\/webhooks\/idle$/, async (target, _match, body) => {
    const timeoutMs = finiteNumber(body, "timeout_ms") ?? 30_000;
    if (timeoutMs < 0 || timeoutMs > 600_000) bad("timeout_ms", "range", "timeout_ms must be from 0 to 600000");
    const idle = await idleWithin(target.api(), timeoutMs);
    if (!idle) throw new ControlError(504, `webhook deliveries were still under way after ${timeoutMs} ms`, { rule: "timeout" });
    return jsonResponse(200, { idle: true, webhooks: target.api().webhooks.stats() });
  }],
  ["POST", /^\/webhooks\/test-event$/, (target, _match, body) => {
    const type = text(body, "type", true);
    if (!isMockEventType(type)) bad("type", "enum", `type must be a documented event type, not ${JSON.stringify(type)}`);
    const webhook = body.webhook;
    if (webhook !== undefined && !Number.isInteger(webhook)) bad("webhook", "type", "webhook must be the index of a configured webhook");
    try {
      return jsonResponse(200, target.api().webhooks.sendTestEvent(type, webhook === undefined ? {} : { webhook: webhook as number }));
    } catch (error) {
      throw new ControlError(409, error instanceof Error ? error.message : String(error), { field: "webhook", rule: "configured" });
    }
  }],
];

/**
 * Answers one control request: `path` below {@link MOCK_CONTROL_PATH} ("/clock/advance" …), `body` the
 * request's text. Never throws: a bad request is a problem+json answer naming the field and the rule.
 */
export async function handleControlRequest(target: ControlTarget, method: string, path: string, body: string): Promise<MockResponse> {
  const upper = method.toUpperCase();
  const matching = ROUTES.filter(([, pattern]) => pattern.test(path));
  if (matching.length === 0) return problemResponse(404, `no such control endpoint: ${MOCK_CONTROL_PATH}${path} (see GET ${MOCK_CONTROL_PATH} and docs/cli.md)`);
  const route = matching.find(([verb]) => verb === upper);
  if (!route) {
    const allowed = matching.map(([verb]) => verb).join(", ");
    return problemResponse(405, `${upper} is not allowed on ${MOCK_CONTROL_PATH}${path}; allowed: ${allowed}`, undefined, { allow: allowed });
  }
  try {
    return await route[2](target, route[1].exec(path)!, parseBody(body));
  } catch (error) {
    if (error instanceof ControlError) return problemResponse(error.status, error.message, error.meta as never);
    return problemResponse(500, `mock control error: ${error instanceof Error ? error.message : String(error)}`);
  }
}
