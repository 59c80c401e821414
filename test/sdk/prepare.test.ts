/** The generic argument encoder every descriptor with arguments uses: optional bodies and idempotency fields. */
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ValidationError } from "../../src/index";
import type { Operation } from "../../src/core/call/operation-descriptor";
import { prepareRequest } from "../../src/core/request/prepare";

const base = {
  operationId: "createTransaction",
  name: "things.create",
  method: "POST",
  path: "/things",
  scope: "things:write",
  retry: "idempotent",
  bodySchema: z.strictObject({ ref_id: z.optional(z.string()), note: z.optional(z.string()) }),
  response: () => undefined,
} as const satisfies Partial<Operation>;

describe("prepareRequest", () => {
  it("leaves out a body the contract lets the caller omit", () => {
    const op = { ...base, bodyOptional: true } as unknown as Operation;
    expect(prepareRequest(op, {})).toEqual({ path: "/things" });
    expect(prepareRequest(op, { body: { note: "n" } })).toEqual({ path: "/things", body: { note: "n" } });
  });

  it("refuses a missing body the contract requires, naming the rule", () => {
    const op = base as unknown as Operation;
    const error = (() => {
      try {
        prepareRequest(op, {});
      } catch (e) {
        return e;
      }
    })() as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.rule).toBe("required");
    expect(error.message).toBe("things.create: the body is required (rule: required).");
  });

  it("fills the idempotency field once when the caller gives none, and keeps the caller's", () => {
    const op = { ...base, retry: "idempotency-field", idempotencyField: "ref_id" } as unknown as Operation;
    const filled = prepareRequest(op, { body: { note: "n" } }).body as { ref_id: string };
    expect(filled.ref_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(prepareRequest(op, { body: { ref_id: "mine" } }).body).toEqual({ ref_id: "mine" });
  });
});
