/**
 * Every operation of the contract, walked from openapi/paxos.yaml: each required field of its body (at
 * any depth: `legs.0.amount`), each path parameter and each required query parameter, left out of
 * otherwise valid arguments, is refused before anything is sent with `rule: "required"` and the message
 * `<operation>: <field> is required (rule: required).`; each field or parameter the contract closes to a
 * list of values (an `enum`, or an `x-extensible-enum` as a request sends it), given a value outside it,
 * is refused with `rule: "enum"` and a message listing the allowed values. The field is named once, and
 * no message reads "a undefined".
 */
import { describe, expect, it } from "vitest";
import { Paxos, ValidationError } from "../../src/index";
import { OPERATIONS, type OperationEntry } from "../../src/generated/operation-list";
import { checkParameters } from "../../src/core/parameters";
import { toWire } from "../../src/core/inputs";
import { CLIENT_ID, CLIENT_SECRET, useFakeApi } from "../support/msw-api";
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

// Nothing may be sent: an unexpected request fails the test (msw refuses unhandled requests).
useFakeApi();

const paxos = new Paxos({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, maxRetries: 0 });
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

const dotted = (path: readonly (string | number)[]) => path.join(".");
const required = (name: string, field: string): Refusal => ({ field, rule: "required", message: `${name}: ${field} is required (rule: required).` });
const outside = (name: string, field: string, values: readonly string[]): Refusal => ({
  field,
  rule: "enum",
  message: `${name}: ${field} must be one of ${values.map((value) => JSON.stringify(value)).join(", ")} (rule: enum).`,
});

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

    it("refuses a value outside each closed list, listing the allowed values", async () => {
      const expected: Refusal[] = [];
      const actual: Refusal[] = [];
      const parameters = [
        ...info.pathParameters.map((p) => ["path", p] as const),
        ...info.queryParameters.map((p) => ["query", p] as const),
      ];
      for (const [where, parameter] of parameters) {
        const schema = resolve(parameter.schema);
        const item = schema.type === "array" ? schema.items! : schema;
        const values = enumValues(item);
        if (!values) continue;
        const wrong = schema.type === "array" ? ["NOT_A_LISTED_VALUE"] : "NOT_A_LISTED_VALUE";
        const field = schema.type === "array" ? `${parameter.name}.0` : parameter.name;
        expected.push(outside(name, field, values));
        actual.push(await refusalOf(info, { ...valid, [where]: { ...valid[where], [parameter.name]: wrong } }));
      }
      for (const field of bodyFields) {
        const values = enumValues(field.schema);
        if (!values) continue;
        expected.push(outside(name, dotted(field.path), values));
        actual.push(await refusalOf(info, { ...valid, body: withField(valid.body, field.path, { value: "NOT_A_LISTED_VALUE" }) }));
      }
      expect(actual).toEqual(expected);
      expectPlainWording(actual);
    });
  },
);
