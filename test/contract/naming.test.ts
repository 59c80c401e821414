/**
 * The method naming rule (CONTRIBUTING.md): a method name is the operationId with the resource's noun
 * taken out, unless the contract fixes it with x-sdk-method. The eight public names are fixed points of
 * the whole scheme; the generator refuses what the rule cannot keep apart.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { collectOperations, describeOperations, generateFromText, parseDocument, ruleMethodName } from "../../scripts/generate";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const contract = () => readFile(resolve(ROOT, "openapi/paxos.yaml"), "utf8");
const describeText = (text: string) => describeOperations(parseDocument(text), collectOperations(parseDocument(text)));

describe("the naming rule", () => {
  it.each([
    ["listDepositAddresses", "depositAddresses", "list"],
    ["getDepositAddress", "depositAddresses", "get"],
    ["updateFiatAccount", "fiatAccounts", "update"],
    ["listPayments", "payments", "list"],
    ["createTransaction", "settlement", "createTransaction"],
    ["listAccounts", "identity", "listAccounts"],
    ["listTickers", "market", "listTickers"],
    ["cancelOrder", "orders", "cancel"],
    ["listProfileBalances", "profiles", "listBalances"],
    ["getIdentity", "identities", "get"],
    // Whole words only: "Order" is not taken out of "Orderbook".
    ["getOrderbook", "orders", "getOrderbook"],
  ])("%s in %s → %s", (operationId, resource, method) => {
    expect(ruleMethodName(operationId, resource)).toBe(method);
  });

  it("every method of the contract follows the rule or is a declared fixed point", async () => {
    for (const { info, sdk } of describeText(await contract())) {
      expect(sdk.method === sdk.ruleMethod || sdk.fixedPoint, info.operationId).toBe(true);
    }
  });

  it("keeps the eight public names", async () => {
    const eight = ["initiateSandboxFiatDeposit", "deleteApiCredentials", "updateFiatAccount", "createTransaction", "listPayments", "listAccounts", "listTickers", "listDepositAddresses"];
    const names = describeText(await contract())
      .filter(({ info }) => eight.includes(info.operationId))
      .map(({ info, signature }) => [info.operationId, signature]);
    expect(Object.fromEntries(names)).toEqual({
      initiateSandboxFiatDeposit: "sandbox.createFiatDeposit(body)",
      deleteApiCredentials: "apiCreds.deleteCredentials(clientId)",
      updateFiatAccount: "fiatAccounts.update(id, body)",
      createTransaction: "settlement.createTransaction(body)",
      listPayments: "payments.list(params)",
      listAccounts: "identity.listAccounts(params)",
      listTickers: "market.listTickers()",
      listDepositAddresses: "depositAddresses.list(params)",
    });
  });
});

describe("the generator refuses", () => {
  /** The contract with `edit` applied to the createTransaction operation. */
  async function withEdit(edit: (operation: Record<string, unknown>, document: any) => void): Promise<string> {
    const document = parse(await contract());
    edit(document.paths["/settlement/transactions"].post, document);
    return stringify(document);
  }

  it("a non-GET operation without x-retry", async () => {
    const text = await withEdit((op) => delete op["x-retry"]);
    await expect(generateFromText(text)).rejects.toThrow("createTransaction: x-retry is required on a POST");
  });

  it("an idempotency field the body does not have", async () => {
    const text = await withEdit((op) => (op["x-idempotency-field"] = "request_id"));
    await expect(generateFromText(text)).rejects.toThrow("x-idempotency-field request_id is not a string property");
  });

  it("an x-sdk-method the rule gives anyway", async () => {
    const text = await withEdit((op) => (op["x-sdk-method"] = "createTransaction"));
    await expect(generateFromText(text)).rejects.toThrow("is what the naming rule gives anyway");
  });

  it("two operations with one method name", async () => {
    const text = await withEdit((op) => {
      op.tags = ["Statements"];
      op["x-sdk-method"] = "list";
    });
    await expect(generateFromText(text)).rejects.toThrow("listPayments: payments.list is already the method of createTransaction");
  });
});

describe("list facts", () => {
  /** The contract with listPayments' page given a second array property. */
  async function withSecondArray(pagination?: object): Promise<string> {
    const document = parse(await contract());
    document.components.schemas.PaymentPage.properties.warnings = { type: "array", items: { type: "string" } };
    if (pagination) document.paths["/statements/payments"].get["x-pagination"] = pagination;
    return stringify(document);
  }

  it("reads the only array of the page and next_page_cursor when x-pagination is absent", async () => {
    const listPayments = describeText(await contract()).find(({ info }) => info.operationId === "listPayments")!;
    expect(listPayments.facts.list).toEqual({ items: "payments", cursor: "next_page_cursor" });
    expect(listPayments.facts.retry).toBe("idempotent");
  });

  it("refuses to guess between two arrays, and follows x-pagination", async () => {
    await expect(generateFromText(await withSecondArray())).rejects.toThrow("listPayments: cannot tell which response array holds the items");
    const described = describeText(await withSecondArray({ items: "payments" }));
    expect(described.find(({ info }) => info.operationId === "listPayments")!.facts.list).toEqual({ items: "payments", cursor: "next_page_cursor" });
  });

  it("keeps a page_cursor operation a one-page call under x-pagination: false, and refuses other non-objects", async () => {
    const document = parse(await contract());
    document.paths["/events"].get["x-pagination"] = false;
    const listEvents = describeText(stringify(document)).find(({ info }) => info.operationId === "listEvents")!;
    expect(listEvents.info.queryParameters.map((parameter) => parameter.name)).toContain("page_cursor");
    expect(listEvents.facts.list).toBeUndefined();
    document.paths["/events"].get["x-pagination"] = true;
    await expect(generateFromText(stringify(document))).rejects.toThrow("listEvents: x-pagination must be an object ({ items, cursor }) or false");
  });

  it("takes formerItems naming other arrays of the page, and refuses any other", async () => {
    const described = describeText(await withSecondArray({ items: "payments", formerItems: ["warnings"] }));
    expect(described.find(({ info }) => info.operationId === "listPayments")!.facts.list).toEqual({ items: "payments", cursor: "next_page_cursor", formerItems: ["warnings"] });
    for (const formerItems of [["payments"], ["next_page_cursor"], "warnings", []]) {
      await expect(generateFromText(await withSecondArray({ items: "payments", formerItems }))).rejects.toThrow("listPayments: x-pagination.formerItems must list other array properties");
    }
  });
});
