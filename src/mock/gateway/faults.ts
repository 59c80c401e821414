/**
 * Fault injection: rules that make the next N matching requests (or a seeded-random share of them) slow,
 * fail, or break at the transport level — the failures a client's retry logic must survive.
 */
import { optionKeys, refuseUnknownOptions } from "../../core/shared/option-keys";
import { Rng, Stream } from "../domain/random";
import { OPERATION_IDS, type OperationId } from "../protocol/operation-id";

/** What a fault rule can target: an operation, the token endpoint, or every route ("*"). */
export type FaultRoute = OperationId | "token" | "*";

/**
 * Kinds of fault:
 * - `latency`: wait `latencyMs` (real time) before answering; combines with any other fault.
 * - `reset`: destroy the connection before processing (nothing happened server-side).
 * - `status`: answer `status` (default 503) with a problem body, without processing.
 * - `rate-limit`: answer 429 with `Retry-After` (`retryAfter`: seconds, a `Date`, or a verbatim string).
 * - `truncate`: process, then send the headers with the full Content-Length and only half the body.
 * - `malformed-json`: process, then answer 200 with a body that is not valid JSON.
 * - `html`: answer 502 with a text/html proxy error page, without processing.
 * - `drop-after-processing`: process (a settlement is created, a deposit credited), then destroy the
 *   connection without answering — the ambiguous failure.
 */
export type FaultKind =
  | "latency"
  | "reset"
  | "status"
  | "rate-limit"
  | "truncate"
  | "malformed-json"
  | "html"
  | "drop-after-processing";

const KINDS: readonly FaultKind[] = [
  "latency", "reset", "status", "rate-limit", "truncate", "malformed-json", "html", "drop-after-processing",
];

/** A fault rule. Without `times` or `probability` it applies once; with only `probability` it never runs out. */
export interface FaultRule {
  /** Which requests it matches. */
  route: FaultRoute;
  kind: FaultKind;
  /** Apply to the next `times` matching requests (counting only those it fired on). */
  times?: number;
  /** Fire on each matching request with this probability (seeded PRNG draws, reproducible). */
  probability?: number;
  /** For `latency`: delay in milliseconds of real time. */
  latencyMs?: number;
  /** For `status`: the status code (default 503). */
  status?: number;
  /** For `rate-limit`: seconds (number), an HTTP date (`Date`), or a verbatim header value; default 1. */
  retryAfter?: number | Date | string;
}

/** A rule that is installed, with its remaining budget. */
export interface ActiveFault {
  readonly id: number;
  readonly rule: Readonly<FaultRule>;
  /** How many more times it can fire (Infinity for an unlimited probabilistic rule). */
  remaining: number;
  /** Uninstalls it. */
  remove(): void;
}

/** A fault that fired, in order, for tests to assert on. */
export interface FaultEvent {
  route: OperationId | "token";
  kind: FaultKind;
  ruleId: number;
}

/** The faults to apply to one request. */
export interface FaultDecision {
  /** Total extra latency (latency rules, plus the global latency option). */
  latencyMs: number;
  /** The first non-latency rule that fired, if any. */
  fault?: Readonly<FaultRule>;
}

/** The keys of {@link FaultRule}, for refusing a misspelt one. */
const FAULT_RULE_KEYS = optionKeys<FaultRule>()("route", "kind", "times", "probability", "latencyMs", "status", "retryAfter");

/**
 * Refuses an unknown key of a fault rule (`faults[i].` in the mock's options, none for `faults.add()`),
 * naming it and the closest key: a misspelt `time` would make a one-shot fault fire on every request.
 */
export function refuseUnknownFaultOptions(who: string, rule: unknown, prefix = ""): void {
  if (typeof rule === "object" && rule !== null && !Array.isArray(rule)) refuseUnknownOptions(who, rule, FAULT_RULE_KEYS, prefix);
}

/** The faults of a mock (`api.faults`): what a test installs, lists and reads back. */
export interface MockFaults {
  /** Installs a rule (validated; a misspelt key is refused) and answers a handle to inspect or remove it. */
  add(rule: FaultRule): ActiveFault;
  /** Removes every rule. */
  clear(): void;
  /** The rules installed, oldest first. */
  list(): readonly ActiveFault[];
  /** Every fault that fired, oldest first. */
  readonly history: readonly FaultEvent[];
}

/** Installed fault rules and the seeded PRNG that decides probabilistic ones. */
export class FaultInjector implements MockFaults {
  private rules: ActiveFault[] = [];
  private nextId = 1;
  private readonly rng: Rng;
  /** Every fault that fired, oldest first. */
  readonly history: FaultEvent[] = [];

  constructor(seed: number, initial: readonly FaultRule[] = []) {
    this.rng = new Rng(seed, Stream.faults);
    for (const rule of initial) this.add(rule);
  }

  /** Installs a rule (validated) and returns a handle to inspect or remove it. */
  add(rule: FaultRule): ActiveFault {
    refuseUnknownFaultOptions("faults.add()", rule);
    if (!KINDS.includes(rule.kind)) throw new TypeError(`mock faults: unknown kind ${String(rule.kind)}`);
    if (rule.route !== "*" && rule.route !== "token" && !(OPERATION_IDS as readonly string[]).includes(rule.route)) {
      throw new TypeError(`mock faults: unknown route ${String(rule.route)}; use an operationId, "token" or "*"`);
    }
    if (rule.probability !== undefined && !(rule.probability >= 0 && rule.probability <= 1)) {
      throw new TypeError("mock faults: probability must be within [0, 1]");
    }
    if (rule.times !== undefined && !(Number.isInteger(rule.times) && rule.times > 0)) {
      throw new TypeError("mock faults: times must be a positive integer");
    }
    if (rule.kind === "latency" && !(typeof rule.latencyMs === "number" && rule.latencyMs >= 0)) {
      throw new TypeError("mock faults: a latency rule needs latencyMs >= 0");
    }
    const id = this.nextId++;
    const active: ActiveFault = {
      id,
      rule: { ...rule },
      remaining: rule.times ?? (rule.probability !== undefined ? Infinity : 1),
      remove: () => {
        this.rules = this.rules.filter((r) => r.id !== id);
      },
    };
    this.rules.push(active);
    return active;
  }

  /** Removes every rule. */
  clear(): void {
    this.rules = [];
  }

  /** The installed rules, oldest first. */
  list(): readonly ActiveFault[] {
    return [...this.rules];
  }

  /** Decides which faults apply to a request on `route`, consuming their budgets. */
  draw(route: OperationId | "token"): FaultDecision {
    const decision: FaultDecision = { latencyMs: 0 };
    for (const active of [...this.rules]) {
      const { rule } = active;
      if (rule.route !== "*" && rule.route !== route) continue;
      if (rule.kind !== "latency" && decision.fault) continue;
      if (rule.probability !== undefined && !(this.rng.next() < rule.probability)) continue;
      active.remaining -= 1;
      if (active.remaining <= 0) active.remove();
      this.history.push({ route, kind: rule.kind, ruleId: active.id });
      if (rule.kind === "latency") decision.latencyMs += rule.latencyMs ?? 0;
      else decision.fault = rule;
    }
    return decision;
  }
}
