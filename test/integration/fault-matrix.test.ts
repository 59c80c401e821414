/**
 * Fault kinds × every operation of the contract (the generated operation list; each row's call comes
 * from test/support/operation-samples.ts), injected once at the mock (`times: 1`), through the SDK over real
 * HTTP. The eight operations of our specification get every fault; the other 86 get three, one per
 * distinct outcome of the retry tables below (a 503 nothing processed, a 429 that proves nothing was
 * done, and an answer lost after the work was done), which exercise every branch of `expectedOutcome` for
 * each retry class while keeping the run short (the latency fault alone costs about a second a row). The expected outcome is computed from two small tables — how safe the operation is to repeat, and
 * what the fault tells the client — not written out 88 times. Each case is bounded in time (no hang), its
 * data and side effects are checked against the store (no wrong data, no double effect), and no promise
 * rejection goes unhandled. The matrix is printed at the end.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Decimal } from "../../src/decimal";
import { APIError, Paxos, PaxosError } from "../../src/index";
import type { FaultRule, MockServer, OperationId } from "../../src/mock/index";
import { OPERATIONS as OPERATION_LIST, type OperationEntry } from "../../src/generated/operation-list";
import { STATEFUL_ROUTES } from "../../src/mock/routes/index";
import { invoke, OPERATION_SAMPLES, type SampleContext } from "../support/operation-samples";
import { client, collectUnhandledRejections, RequestLog, sleep, startMock, within } from "./support";

/** Per-attempt timeout of the "latency" cases, and the injected latency (well beyond it). */
const ATTEMPT_TIMEOUT_MS = 250;
const LATENCY_MS = 700;
/** A case that has not settled after this long is a hang. */
const CASE_BOUND_MS = 8_000;

// ---------------------------------------------------------------------------
// Table 1: the faults, and what each tells the client.
// ---------------------------------------------------------------------------

/**
 * - `processed`: whether the mock did the work: "no" (it failed first), "before-failure" (the work is
 *   done, then the answer is lost or broken) or "late" (the work happens after the client gave up).
 * - `failure`: what the client sees on the first attempt.
 * - `provesNothingDone`: the answer itself proves the request had no effect (429), so even an operation
 *   without an idempotency key may be re-sent.
 * - `errorClass`: the typed error the SDK raises when it does not (or may not) retry.
 */
interface FaultSpec {
  name: string;
  rule: () => Omit<FaultRule, "route">;
  processed: "no" | "before-failure" | "late";
  failure: "connection" | "timeout" | "status" | "bad-body";
  provesNothingDone: boolean;
  errorClass: string;
  status?: number;
  /**
   * The answer asks for a wait longer than the client's budget (FAST_BACKOFF.maxRetryAfterMs): the
   * client does not retry into it, and fails at once with a RateLimitError saying when to resume.
   */
  waitBeyondBudget?: boolean;
}

const FAULTS: FaultSpec[] = [
  { name: "reset", rule: () => ({ kind: "reset" }), processed: "no", failure: "connection", provesNothingDone: false, errorClass: "APIConnectionError" },
  ...[500, 502, 503].map(
    (status): FaultSpec => ({
      name: `status ${status}`,
      rule: () => ({ kind: "status", status }),
      processed: "no",
      failure: "status",
      provesNothingDone: false,
      errorClass: "InternalServerError",
      status,
    }),
  ),
  {
    name: "429 Retry-After s",
    rule: () => ({ kind: "rate-limit", retryAfter: 2 }),
    processed: "no",
    failure: "status",
    provesNothingDone: true,
    errorClass: "RateLimitError",
    status: 429,
    waitBeyondBudget: true,
  },
  {
    name: "429 Retry-After junk",
    rule: () => ({ kind: "rate-limit", retryAfter: "soon" }),
    processed: "no",
    failure: "status",
    provesNothingDone: true,
    errorClass: "RateLimitError",
    status: 429,
  },
  {
    name: "429 Retry-After date",
    rule: () => ({ kind: "rate-limit", retryAfter: new Date(Date.now() + 3_000) }),
    processed: "no",
    failure: "status",
    provesNothingDone: true,
    errorClass: "RateLimitError",
    status: 429,
    waitBeyondBudget: true,
  },
  { name: "truncate", rule: () => ({ kind: "truncate" }), processed: "before-failure", failure: "connection", provesNothingDone: false, errorClass: "APIConnectionError" },
  {
    name: "malformed-json",
    rule: () => ({ kind: "malformed-json" }),
    processed: "before-failure",
    failure: "bad-body",
    provesNothingDone: false,
    errorClass: "ResponseValidationError",
  },
  { name: "html 502", rule: () => ({ kind: "html" }), processed: "no", failure: "status", provesNothingDone: false, errorClass: "InternalServerError", status: 502 },
  {
    name: "latency>timeout",
    rule: () => ({ kind: "latency", latencyMs: LATENCY_MS }),
    processed: "late",
    failure: "timeout",
    provesNothingDone: false,
    errorClass: "APIConnectionTimeoutError",
  },
  {
    name: "drop-after-proc",
    rule: () => ({ kind: "drop-after-processing" }),
    processed: "before-failure",
    failure: "connection",
    provesNothingDone: false,
    errorClass: "APIConnectionError",
  },
];

// ---------------------------------------------------------------------------
// Table 2: the operations, and how safe each is to repeat.
// ---------------------------------------------------------------------------

/**
 * Derived from each descriptor's retry class (the contract's `x-retry`) and method:
 * - `repeatable`: `idempotent` or `idempotency-field` (a create's ref_id): a repeat cannot do the work twice, and
 *   a create's re-send answered 409 Already Exists returns the record its first attempt made.
 * - `delete`: DELETE is repeatable in effect, but not in its answer: once the credentials are gone, a
 *   repeat is 404. A cancel (settlement transaction, order) is a DELETE that keeps its record: a repeat
 *   answers it unchanged, so it is `repeatable`.
 * - `refuses-duplicate`: an operation the service answers 409 when repeated after it succeeded (a document
 *   name used already, a held deposit already decided): it cannot do the work twice, and the 409 tells the
 *   caller it was done.
 * - `unsafe`: no idempotency key (the sandbox deposits, profiles …); a repeat could do the work twice.
 */
type Safety = "repeatable" | "delete" | "refuses-duplicate" | "unsafe";

/** What one case did, for the checks and the printed matrix. */
type Outcome = { ok: true; tries: number; result: unknown } | { ok: false; tries: number; error: unknown };
type Expected = { ok: true; tries: number } | { ok: false; tries: number; errorClass: string };

/**
 * The expected outcome of one fault injected once into one operation (with the default two retries).
 * A success body that cannot be read is never retried (the request succeeded; repeating it blindly is not
 * the SDK's call). Otherwise a repeatable operation is retried once and succeeds; the deposit is retried
 * only when the answer proves nothing was done; and a delete that did its work before the answer was lost
 * is answered 404 on the retry: the SDK surfaces that NotFoundError rather than guessing that the lost
 * answer was a success (a 404 may as well mean the id was wrong) — the credentials are gone either way,
 * which the effect check asserts.
 */
function expectedOutcome(safety: Safety, fault: FaultSpec): Expected {
  if (fault.failure === "bad-body" || fault.waitBeyondBudget) return { ok: false, tries: 1, errorClass: fault.errorClass };
  if (safety === "unsafe") return fault.provesNothingDone ? { ok: true, tries: 2 } : { ok: false, tries: 1, errorClass: fault.errorClass };
  if (safety === "delete" && fault.processed === "before-failure") return { ok: false, tries: 2, errorClass: "NotFoundError" };
  if (safety === "refuses-duplicate" && fault.processed === "before-failure") return { ok: false, tries: 2, errorClass: "ConflictError" };
  return { ok: true, tries: 2 };
}

/** Whether the work was done (exactly once) at the end of the case. */
function workDone(fault: FaultSpec, expected: Expected): boolean {
  return expected.ok || fault.processed !== "no";
}

// ---------------------------------------------------------------------------
// The operations under test: one row per operation of the generated list.
// ---------------------------------------------------------------------------

let mock: MockServer;
let log: RequestLog;
let paxos: Paxos;
let caseNumber = 0;
const matrix = new Map<OperationId, Map<string, string>>();
let rejections: ReturnType<typeof collectUnhandledRejections>;

interface CaseContext extends SampleContext {
  options: { timeout?: number };
}

/** The checks of a row whose mock route has behaviour: the data is right, the effect happened once. */
interface OperationChecks {
  /** Checks a success result (the data is right). */
  checkResult(result: unknown, ctx: CaseContext): void;
  /** Checks the effect on the store, given whether the work should be done. */
  checkEffect?(ctx: CaseContext, done: boolean): Promise<void> | void;
}

interface OperationRow extends Partial<OperationChecks> {
  id: OperationId;
  entry: OperationEntry;
  safety: Safety;
  /** Path prefix of its requests (the template up to its first parameter), to count attempts. */
  path: string;
  /** The faults this row is tried with. */
  faults: FaultSpec[];
}

/**
 * How safe an operation is to repeat, from its descriptor: its contract's
 * retry class, and DELETE's 404 on a repeat.
 */
function safetyOf(entry: OperationEntry): Safety {
  if (entry.operation.retry === "never-after-send") return "unsafe";
  const id = entry.operation.operationId as OperationId;
  // Only a stateful route remembers what was done; the contract-driven one answers every repeat alike.
  if (!STATEFUL_ROUTES[id]) return "repeatable";
  if (REFUSES_DUPLICATE_REF_ID.has(id)) return "refuses-duplicate";
  return entry.operation.method === "DELETE" && !CANCELS.has(id) ? "delete" : "repeatable";
}

/** DELETEs that cancel (or mark deleted) a record rather than remove it: a repeat finds it so and answers 200. */
const CANCELS = new Set<OperationId>(["cancelTransaction", "cancelOrder", "cancelStablecoinConversion", "deleteOrchestrationRule", "deleteIdentityControl"]);

/**
 * Operations whose repeat after a lost success is a 409 the SDK cannot take for that success. (Every create
 * that carries a ref_id is `repeatable`: its 409 Already Exists to the SDK's own re-send returns the record.)
 */
const REFUSES_DUPLICATE_REF_ID = new Set<OperationId>([
  // Not a ref_id but the same answer: a document name the identity used already is 409 (the contract says a retry may end so).
  "documentUpload",
  // A decision on a held crypto deposit: a repeat after success finds it decided and answers 409 (the contract's rule).
  "rejectCryptoDeposit",
  "updateCryptoDeposit",
]);

/** The ref_id every attempt of the case carried (generated once by the SDK; the matrix checks it is one). */
function caseRefId(path: string): string {
  return (JSON.parse(log.api(path)[0]!.body!) as { ref_id: string }).ref_id;
}

/** The operations of our specification, which get every fault. */
const SPECIFIED = new Set<OperationId>([
  "initiateSandboxFiatDeposit",
  "deleteApiCredentials",
  "updateFiatAccount",
  "createTransaction",
  "listPayments",
  "listAccounts",
  "listTickers",
  "listDepositAddresses",
]);

/** The faults of the other operations: one per distinct outcome (see the header). */
const REPRESENTATIVE_FAULTS = new Set(["status 503", "429 Retry-After junk", "drop-after-proc"]);

/** Checks of the operations whose stateful routes have effects worth asserting. */
const CHECKS: Partial<Record<OperationId, OperationChecks>> = {
  updateFiatAccount: {
    checkResult: (result, ctx) => {
      expect(result).toMatchObject({ id: ctx.state.id, metadata: ctx.state.metadata });
      expect(result).toEqual(mock.api.store.fiatAccounts.get(ctx.state.id as string));
    },
    checkEffect: (ctx, done) => {
      if (done) expect(mock.api.store.fiatAccounts.get(ctx.state.id as string)!.metadata).toEqual(ctx.state.metadata);
    },
  },
  createTransaction: {
    checkResult: (result, ctx) => {
      const tx = result as { id: string; status: string; legs: { amount: string }[] };
      expect(tx.status).toBe("PENDING");
      expect(tx.legs.map((l) => l.amount)).toEqual([ctx.state.amount]);
      expect(mock.api.store.settlements.get(tx.id)).toEqual(tx);
    },
    checkEffect: (ctx, done) => {
      // Every attempt carried the same (generated) ref_id; exactly one transaction exists for it.
      const refIds = new Set(log.api("/settlement/transactions").map((r) => (JSON.parse(r.body!) as { ref_id: string }).ref_id));
      expect(refIds.size).toBe(1);
      const [refId] = refIds;
      const created = [...mock.api.store.settlements.values()].filter((t) => t.ref_id === refId);
      expect(created).toHaveLength(done ? 1 : 0);
      if (done) expect(created[0]!.legs[0]!.amount).toBe(ctx.state.amount);
    },
  },
  deleteApiCredentials: {
    checkResult: (result, ctx) => expect(result).toEqual({ credentials: ctx.state.record }),
    checkEffect: (ctx, done) => {
      expect(mock.api.store.apiCredentials.has(ctx.state.clientId as string)).toBe(!done);
    },
  },
  deleteFiatAccount: {
    checkResult: (result) => expect(result).toEqual({}),
    checkEffect: (ctx, done) => {
      expect(mock.api.store.fiatAccount(ctx.state.id as string)).toBe(done ? undefined : mock.api.store.fiatAccounts.get(ctx.state.id as string));
    },
  },
  createInternalTransfer: {
    checkResult: (result) => expect(result).toMatchObject({ type: "INTERNAL_TRANSFER_DEBIT", direction: "DEBIT", amount: "1.25", status: "COMPLETED" }),
    checkEffect: () => {
      // One debit and one credit for the case's ref_id, however many attempts reached the mock.
      const debit = mock.api.store.transferByRefId(caseRefId("/transfer/internal"));
      if (!debit) return;
      const sides = [...mock.api.store.transfers.values()].filter((t) => t.group_id === debit.group_id);
      expect(sides.map((t) => t.type)).toEqual(["INTERNAL_TRANSFER_DEBIT", "INTERNAL_TRANSFER_CREDIT"]);
    },
  },
  createDepositAddress: {
    checkResult: (result) => expect(mock.api.store.depositAddresses.get((result as { id: string }).id)).toEqual(result),
    checkEffect: (_ctx, done) => {
      expect(mock.api.store.depositAddresses.getByRefId(caseRefId("/transfer/deposit-addresses"))).toHaveLength(done ? 1 : 0);
    },
  },
  cancelStablecoinConversion: {
    checkResult: (result, ctx) => expect(result).toMatchObject({ id: ctx.state.id, status: "CANCELLED" }),
    checkEffect: (ctx, done) => {
      // Cancelled once, its 3.00 USD given back once, however many attempts reached the mock.
      const conversion = mock.api.store.stablecoinConversions.get(ctx.state.id as string)!;
      expect(conversion.status).toBe(done ? "CANCELLED" : "CREATED");
      const expected = done ? new Decimal(ctx.state.usdBefore as string).plus("3.00").toFixed(2) : ctx.state.usdBefore;
      expect(mock.api.store.ledger.available(conversion.profile_id, "USD")).toBe(expected);
    },
  },
  createOrchestration: {
    checkResult: (result) => expect(result).toMatchObject({ status: "PROCESSING", source_amount: "10.00", source_asset: "USD", destination_asset: "USDG" }),
    checkEffect: (ctx, done) => {
      // One orchestration for the case's ref_id, its 10.00 USD taken once, however many attempts reached the mock.
      const made = [...mock.api.store.orchestrations.values()].filter((o) => o.ref_id === caseRefId("/orchestration/orchestrations"));
      expect(made).toHaveLength(done ? 1 : 0);
      const expected = done ? new Decimal(ctx.state.usdBefore as string).minus("10.00").toFixed(2) : ctx.state.usdBefore;
      expect(mock.api.store.ledger.available(mock.api.store.ids.profileIds[ctx.n % 3]!, "USD")).toBe(expected);
    },
  },
  createQuoteExecution: {
    checkResult: (result) => expect(result).toMatchObject({ status: "CREATED", price: "60000.00", base_amount: "0.01000000", quote_amount: "600.00" }),
    checkEffect: (_ctx, done) => {
      const made = [...mock.api.store.quoteExecutions.values()].filter((e) => e.ref_id === caseRefId("/profiles/"));
      expect(made).toHaveLength(done ? 1 : 0);
    },
  },
  initiateSandboxFiatDeposit: {
    checkResult: (result) => expect(result).toEqual({}),
    checkEffect: (ctx, done) => {
      const credited = mock.api.store.deposits.filter((d) => d.amount === ctx.state.amount);
      expect(credited).toHaveLength(done ? 1 : 0);
    },
  },
};

const OPERATIONS: OperationRow[] = OPERATION_LIST.map((entry) => {
  const id = entry.operation.operationId as OperationId;
  const path = entry.operation.path.split("{")[0]!;
  const faults = SPECIFIED.has(id) ? FAULTS : FAULTS.filter((f) => REPRESENTATIVE_FAULTS.has(f.name));
  return { id, entry, safety: safetyOf(entry), path, faults, ...CHECKS[id] };
});

/**
 * A GET answers the same data whatever the fault, once it succeeds: compare with an undisturbed call
 * with the same arguments, made right after (nothing else runs in between).
 */
async function checkAgainstUndisturbed(row: OperationRow, result: unknown, args: unknown[]): Promise<void> {
  if (row.entry.operation.method === "GET") expect(result).toEqual(await invoke(paxos, row.entry, args));
  else expect(result).toBeDefined();
}

function describeOutcome(outcome: Outcome): string {
  if (outcome.ok) return `ok after ${outcome.tries} tries`;
  const error = outcome.error;
  const name = error instanceof Error ? error.constructor.name : typeof error;
  return error instanceof APIError ? `${name} ${error.status}` : name;
}

beforeAll(async () => {
  rejections = collectUnhandledRejections();
  mock = await startMock();
  log = new RequestLog();
  log.keepBodies = true;
  paxos = client(mock, { fetch: log.fetch });
});

afterAll(async () => {
  rejections.stop();
  await mock.close();
  printMatrix();
});

beforeEach(() => {
  mock.api.faults.clear();
  log.clear();
});

describe.each(OPERATIONS)("$id", (op) => {
  it.each(op.faults)("$name", async (fault) => {
    const ctx: CaseContext = { api: mock.api, n: ++caseNumber, options: {}, state: {} };
    if (fault.failure === "timeout") ctx.options.timeout = ATTEMPT_TIMEOUT_MS;
    const args = OPERATION_SAMPLES[op.id](ctx);
    mock.api.faults.add({ route: op.id, times: 1, ...fault.rule() });

    const started = Date.now();
    let outcome: Outcome;
    try {
      const result = await within(CASE_BOUND_MS, invoke(paxos, op.entry, args, ctx.options), `${op.id} under ${fault.name}`);
      outcome = { ok: true, tries: log.api(op.path).length, result };
    } catch (error) {
      outcome = { ok: false, tries: log.api(op.path).length, error };
    }
    if (fault.processed === "late") {
      // Let the delayed first attempt reach the store before looking at the effects.
      await sleep(Math.max(0, LATENCY_MS + 150 - (Date.now() - started)));
    }
    const cell = describeOutcome(outcome);
    if (!matrix.has(op.id)) matrix.set(op.id, new Map());
    matrix.get(op.id)!.set(fault.name, cell);

    expect(mock.api.faults.history.some((e) => e.route === op.id && e.kind === fault.rule().kind), "the fault fired").toBe(true);
    const expected = expectedOutcome(op.safety, fault);
    if (expected.ok) {
      expect(cell).toBe(`ok after ${expected.tries} tries`);
      if (outcome.ok) {
        if (op.checkResult) op.checkResult(outcome.result, ctx);
        else await checkAgainstUndisturbed(op, outcome.result, args);
      }
    } else {
      expect(outcome.ok ? cell : (outcome.error as Error).constructor.name).toBe(expected.errorClass);
      // Attempts: 1 when the SDK must not (or need not) repeat the request; the deposit is never re-sent.
      expect(outcome.tries).toBe(expected.tries);
      const error = (outcome as { error: unknown }).error;
      expect(error).toBeInstanceOf(PaxosError);
      if (expected.errorClass === fault.errorClass && fault.status !== undefined) expect((error as APIError).status).toBe(fault.status);
    }
    const key = op.entry.operation.idempotencyField;
    if (key !== undefined) {
      // Every attempt carried the same idempotency key, generated once (the sample gives none).
      const keys = log.api(op.path).map((r) => (JSON.parse(r.body!) as Record<string, unknown>)[key]);
      expect(keys.length).toBe(outcome.tries);
      expect(new Set(keys).size, `${key} of every attempt`).toBe(1);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    }
    await op.checkEffect?.(ctx, workDone(fault, expected));
  });
});

describe("after the matrix", () => {
  it("no promise rejection went unhandled", async () => {
    await sleep(50);
    expect(rejections.reasons).toEqual([]);
  });
});

function printMatrix(): void {
  const columns = FAULTS.map((f) => f.name);
  const rows = OPERATIONS.map((op) => [op.id, ...columns.map((c) => matrix.get(op.id)?.get(c) ?? "—")]);
  const header = ["operation \\ fault", ...columns];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ");
  const text = [line(header), widths.map((w) => "-".repeat(w)).join("-+-"), ...rows.map(line)].join("\n");
  const cases = OPERATIONS.reduce((sum, op) => sum + op.faults.length, 0);
  console.log(`\nFault matrix (each fault injected once; ${cases} cases; — not tried):\n${text}\n`);
}
