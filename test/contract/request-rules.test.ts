/**
 * Every operation of the contract, walked from openapi/paxos.yaml: each required field of its body (at
 * any depth: `legs.0.amount`), each path parameter and each required query parameter, left out of
 * otherwise valid arguments, is refused before anything is sent with `rule: "required"` and the message
 * `<operation>: <field> is required (rule: required).`; each field or parameter the contract gives a
 * list of values (an `enum`, or an `x-extensible-enum`), given a value outside it, is SENT as given
 * (Paxos may add values without notice) and logged once through the client's logger, naming the
 * operation, the field and the value. The field is named once, and no message reads "a undefined".
 */
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { Paxos, ValidationError } from "../../src/index";
import { OPERATIONS, type OperationEntry } from "../../src/generated/operation-list";
import { checkParameters } from "../../src/core/request/check-parameters";
import { toWire } from "../../src/core/request/to-wire";
import { CLIENT_ID, CLIENT_SECRET, problem, useFakeApi } from "../support/msw-api";
import {
  CONTRACT_OPERATIONS,
  enumValues,
  fieldsOf,
  methodArguments,
  resolve,
  validArguments,
  withField,
  type ValidArguments,
} from "../support/contract-values";
import type { OperationInfo } from "../../scripts/codegen/operations";

// Nothing may be sent unless a test says so: an unexpected request fails the test (msw refuses unhandled requests).
const api = useFakeApi();

/** What the client logged at warn level (unknown enum values are logged there). */
const warnings: string[] = [];
const logger = { debug() {}, info() {}, warn: (message: string) => warnings.push(message), error() {} };
const paxos = new Paxos({ fetch: api.fetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, maxRetries: 0, logLevel: "warn", logger });
const entryOf = (operationId: string): OperationEntry => OPERATIONS.find((entry) => entry.operation.operationId === operationId)!;

/** What a refusal says: its field, its rule and its whole message. */
interface Refusal {
  field: string;
  rule: string;
  message: string;
}

/** Calls the operation's SDK method with `args` (a list: its first page) and returns the refusal it must give. */
async function refusalOf(info: OperationInfo, args: ValidArguments): Promise<Refusal> {
  const entry = entryOf(info.operationId);
  const resource = (paxos as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[entry.resource]!;
  const error = await Promise.resolve()
    .then(() => resource[entry.method]!.call(resource, ...methodArguments(info, args)))
    .then(
      () => new Error(`${entry.operation.name} accepted the arguments`),
      (caught: unknown) => caught,
    );
  if (!(error instanceof ValidationError)) throw error;
  return { field: error.field, rule: error.rule, message: error.message };
}

/** What sending a value the contract does not list did: whether it reached the service, and the lines logged. */
interface Sent {
  field: string;
  sent: boolean;
  logged: string[];
}

const UNLISTED = "NOT_A_LISTED_VALUE";

/** Calls the operation with `args` against a fake that answers 400, and reports what went out and what was logged. */
async function sentOf(info: OperationInfo, field: string, args: ValidArguments): Promise<Sent> {
  const entry = entryOf(info.operationId);
  const resource = (paxos as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[entry.resource]!;
  let wire = "";
  api.server.use(
    http.all(`${api.url}/*`, async ({ request }) => {
      wire = `${decodeURIComponent(request.url)} ${await request.clone().text()}`;
      return problem(400, "Bad Request", "the fake answers every call so");
    }),
  );
  warnings.length = 0;
  const settled = Promise.resolve().then(() => resource[entry.method]!.call(resource, ...methodArguments(info, args)));
  const error = await settled.then(() => undefined, (caught: unknown) => caught);
  if (error instanceof ValidationError) throw error;
  // Only the unknown-value lines: a deprecated operation also logs its deprecation.
  return { field, sent: wire.includes(UNLISTED), logged: warnings.filter((line) => line.includes("is not a value this SDK's contract lists")) };
}

const sentAndLogged = (name: string, field: string): Sent => ({
  field,
  sent: true,
  logged: [`[paxos-sdk] ${name}: ${field} "${UNLISTED}" is not a value this SDK's contract lists; sent as given (Paxos may have added it). (Logged once per process.)`],
});

const dotted = (path: readonly (string | number)[]) => path.join(".");
const required = (name: string, field: string): Refusal => ({ field, rule: "required", message: `${name}: ${field} is required (rule: required).` });

/** No message names its field twice or reads "a undefined". */
function expectPlainWording(refusals: readonly Refusal[]): void {
  for (const { field, message } of refusals) {
    expect(message).not.toMatch(/\ba undefined\b/);
    if (field) expect(message.split(`${field} `).length - 1, message).toBe(1);
  }
}

describe("the walk", () => {
  it("covers every operation of the contract, with valid arguments the checks accept", () => {
    expect(CONTRACT_OPERATIONS.length).toBe(OPERATIONS.length);
    for (const info of CONTRACT_OPERATIONS) {
      const op = entryOf(info.operationId).operation;
      const args = validArguments(info);
      if (op.pathParameters) checkParameters(op.pathParameters, args.path, op.name);
      if (op.queryParameters) checkParameters(op.queryParameters, args.query, op.name);
      if (op.bodySchema) {
        const parsed = op.bodySchema.safeParse(toWire(args.body, op.inputs, op.name));
        expect(parsed.success, `${op.name}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
      }
    }
  });

  it("finds required fields at every depth, enums in bodies and parameters", () => {
    const settlement = CONTRACT_OPERATIONS.find((info) => info.operationId === "createTransaction")!;
    const fields = fieldsOf(settlement.requestBody!, validArguments(settlement).body);
    expect(fields.filter((field) => field.required).map((field) => dotted(field.path))).toEqual(
      expect.arrayContaining(["source_profile_id", "target_profile_id", "legs", "legs.0.direction", "legs.0.asset", "legs.0.amount"]),
    );
    expect(fields.filter((field) => enumValues(field.schema)).map((field) => dotted(field.path))).toEqual(["legs.0.direction"]);
  });
});

describe.each(CONTRACT_OPERATIONS.map((info) => [`${entryOf(info.operationId).operation.name} (${info.operationId})`, info] as const))(
  "%s",
  (_, info) => {
    const op = entryOf(info.operationId).operation;
    const name = op.name;
    const valid = validArguments(info);
    const bodyFields = info.requestBody ? fieldsOf(info.requestBody, valid.body) : [];

    it("refuses each missing required field and parameter as required, naming it", async () => {
      const expected: Refusal[] = [];
      const actual: Refusal[] = [];
      for (const parameter of info.pathParameters) {
        const path = { ...valid.path };
        delete path[parameter.name];
        expected.push(required(name, parameter.name));
        actual.push(await refusalOf(info, { ...valid, path }));
      }
      for (const parameter of info.queryParameters.filter((p) => p.required)) {
        const query = { ...valid.query };
        delete query[parameter.name];
        expected.push(required(name, parameter.name));
        actual.push(await refusalOf(info, { ...valid, query }));
      }
      if (info.requestBody && info.source.requestBody?.required === true) {
        expected.push({ field: "", rule: "required", message: `${name}: the body is required (rule: required).` });
        actual.push(await refusalOf(info, { ...valid, body: undefined }));
      }
      // The idempotency field is filled by the SDK when left out; the contract keeps it optional.
      for (const field of bodyFields.filter((f) => f.required && dotted(f.path) !== op.idempotencyField)) {
        expected.push(required(name, dotted(field.path)));
        actual.push(await refusalOf(info, { ...valid, body: withField(valid.body, field.path) }));
      }
      expect(actual).toEqual(expected);
      expectPlainWording(actual);
    });

    it("sends a value outside each enum's list as given, and logs it once naming the field and the value", async () => {
      const expected: Sent[] = [];
      const actual: Sent[] = [];
      const parameters = [
        ...info.pathParameters.map((p) => ["path", p] as const),
        ...info.queryParameters.map((p) => ["query", p] as const),
      ];
      for (const [where, parameter] of parameters) {
        const schema = resolve(parameter.schema);
        const item = schema.type === "array" ? schema.items! : schema;
        if (!enumValues(item)) continue;
        // A parameter that must come with others (`x-required-together`) is refused alone, whatever its value:
        // test/sdk/unknown-enums.test.ts sends payments.list's product with its customer_id.
        if (info.requiredTogether?.some((group) => group.includes(parameter.name))) continue;
        const wrong = schema.type === "array" ? [UNLISTED] : UNLISTED;
        const field = schema.type === "array" ? `${parameter.name}.0` : parameter.name;
        expected.push(sentAndLogged(name, field));
        actual.push(await sentOf(info, field, { ...valid, [where]: { ...valid[where], [parameter.name]: wrong } }));
      }
      for (const field of bodyFields) {
        if (!enumValues(field.schema)) continue;
        // A specification's limit (`x-closed-enum`, the USD-only sandbox deposit) is refused instead: test/sdk/validation.test.ts.
        if (resolve(field.schema)["x-closed-enum"] === true) continue;
        expected.push(sentAndLogged(name, dotted(field.path)));
        actual.push(await sentOf(info, dotted(field.path), { ...valid, body: withField(valid.body, field.path, { value: UNLISTED }) }));
      }
      expect(actual).toEqual(expected);
    });
  },
);
