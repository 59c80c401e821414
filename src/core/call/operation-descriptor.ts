/**
 * The shape of a generated operation descriptor (src/generated/descriptors.ts):
 * everything the core needs to send one operation, as module-level constants,
 * so a call does no lookups and builds no schemas.
 */
import type { CallResult } from "../sending/transport";
import type { ClientContext } from "./client-context";
import type { PaxosError } from "../response/errors";
import type { OperationEnums } from "../request/unknown-enums";
import type { ZodMiniType } from "zod/mini";
import type { OperationId, SuccessBody } from "../request/wire-shapes";
import type { WireInputs } from "../request/to-wire";
import type { ParametersSchema } from "../request/check-parameters";
import type { ResponseCheck } from "../response/response-check";
import type { CallArgs, CallExtras, PreparedRequest } from "../request/prepare";

/**
 * When a failed call may be sent again (the contract's `x-retry`):
 * - `idempotent`: repeating it cannot do the work twice (GET, PUT, DELETE);
 * - `idempotency-field`: the body field `idempotencyField` is the service's
 *   duplicate key; the SDK fills it once per call and resends the same value;
 * - `never-after-send`: no key, so it is re-sent only when the failure proves
 *   nothing reached the service.
 */
export type RetryClass = "idempotent" | "idempotency-field" | "never-after-send";

/** One operation of the contract, as `npm run generate` describes it. */
export interface Operation<Id extends OperationId = OperationId> {
  /** The contract's operationId, for logs, errors and the mock's fault routes. */
  readonly operationId: Id;
  /** The public method, for messages: `fiatAccounts.update`. */
  readonly name: string;
  /** Upper-case HTTP method. */
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path template below the base URL: `/transfer/fiat-accounts/{id}`. */
  readonly path: string;
  /** The OAuth scope to request; null for a public operation. */
  readonly scope: string | null;
  /** The rate-limit class the operation counts against (`x-rate-limit-class`). */
  readonly rateLimitClass: string;
  /** When a failed call may be sent again (`x-retry`). */
  readonly retry: RetryClass;
  /** For `idempotency-field`: the body field the SDK fills with a UUID when the caller gives none. */
  readonly idempotencyField?: string;
  /**
   * For `idempotency-field`: how to fetch the record a used key holds when the 409's `meta.existing`
   * will not do (`x-existing-lookup`), tried in order.
   */
  readonly existingLookup?: readonly ExistingLookup[];
  /**
   * For `idempotency-field` (./existing-record): turns a 409 Already Exists that answered the SDK's
   * own re-send into the existing record, or decides it is thrown; set by the generator only there, so
   * other bundles do without it.
   */
  readonly recoverExisting?: (
    context: ClientContext,
    op: Operation,
    failure: PaxosError,
    input: { args: CallArgs; resent: boolean },
  ) => Promise<CallResult<unknown> | undefined>;
  /**
   * Refuses the call in production (`x-sandbox-only`; ../request/sandbox-only): set by the generator only on
   * sandbox-only operations, so other bundles do without it. Its presence is what marks such an operation.
   */
  readonly refuseInProduction?: (context: ClientContext, op: Operation) => void;
  /** Path parameters as data (written into the descriptor), checked before they go into the URL. */
  readonly pathParameters?: ParametersSchema;
  /** Query parameters as data (wire names, dotted comparisons flattened), checked before sending. */
  readonly queryParameters?: ParametersSchema;
  /**
   * The zod form of the path parameters: only on the entries of operation-list.ts, for the mock,
   * which checks requests with it. The client checks `pathParameters` (no zod in its bundle).
   */
  readonly pathSchema?: ZodMiniType<Record<string, string>>;
  /** The zod form of the query parameters: like `pathSchema`, only in operation-list.ts. */
  readonly querySchema?: ZodMiniType<Record<string, unknown>>;
  /** Checks the request body (strict form). */
  readonly bodySchema?: ZodMiniType<unknown>;
  /** True when the contract lets the body be left out (`requestBody.required` not true). */
  readonly bodyOptional?: boolean;
  /** Body fields that accept `Decimal` / `Date`. */
  readonly inputs?: WireInputs;
  /** Checks the 200 body (src/generated/checks.ts): nothing when it matches, else its first problem. */
  readonly response: ResponseCheck;
  /**
   * For list operations: the page's array of items and its next-page cursor field, and the arrays an
   * older form of the answer carries the items in (read only when `items` is absent).
   */
  readonly list?: { readonly items: string; readonly cursor: string; readonly formerItems?: readonly string[] };
  /** Set when Paxos has deprecated the operation: what to use instead (`x-deprecated-replacement`), logged once per process on first use. */
  readonly deprecated?: string;
  /** The date Paxos retired the operation (`x-retired-on`): a 404 from it says so, with `deprecated`'s replacement. */
  readonly retiredOn?: string;
  /** Query parameters Paxos has deprecated (wire name → what to use instead), logged once per process when given. */
  readonly deprecatedParameters?: Readonly<Record<string, string>>;
  /**
   * Logs the deprecation once per process (./deprecation): set by the generator only where
   * something is deprecated, so other bundles do without it.
   */
  readonly noteDeprecation?: (context: ClientContext, op: Operation, query?: Readonly<Record<string, unknown>>) => void;
  /** The enum fields of the body, query and path, with the values the contract lists (../request/unknown-enums). */
  readonly enums?: OperationEnums;
  /**
   * Logs, once per process, an enum value the contract does not list (it is sent as given):
   * set by the generator only where `enums` is, so other bundles do without it.
   */
  readonly noteUnknownEnums?: (context: ClientContext, op: Operation, given: { readonly body?: unknown; readonly query?: unknown; readonly path?: unknown }) => void;
  /** Rewords a retired operation's 404 (./deprecation); set only where `retiredOn` is. */
  readonly retiredError?: (op: Operation, error: unknown) => unknown;
  /**
   * Encodes the arguments (../request/prepare: `prepareRequest` where there is a body,
   * `prepareQuery` where there is only a query without filter forms, `prepareParameters` for other
   * parameters); set by the generator
   * only on operations that take any, so the others' bundles do without it.
   */
  readonly prepare?: (op: Operation, args: CallArgs, extras?: CallExtras) => PreparedRequest;
}

/**
 * A way to fetch the record a used idempotency key holds: `operation` (a GET), its path parameters from
 * the existing record's fields (`path`: parameter → field; the others are the create's own), or, for a
 * list, its query from the request body (`query`: parameter → field), the item holding the key.
 */
export interface ExistingLookup {
  readonly operation: () => Operation;
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
}

/** A list operation: one with `list` set; `Items` is the page's property that holds the items. */
export type ListOperation<Id extends OperationId = OperationId, Items extends string = string> = Operation<Id> & {
  readonly list: { readonly items: Items; readonly cursor: string; readonly formerItems?: readonly string[] };
};

/**
 * The item type of a list operation's pages (of its page object, when the answer may also be a bare
 * array; the items array may be absent or null, which reads as no items).
 */
export type ListItem<Id extends OperationId, Items extends string> =
  Exclude<SuccessBody<Id>, readonly unknown[]> extends { [K in Items]?: readonly (infer Item)[] | null } ? Item : never;
