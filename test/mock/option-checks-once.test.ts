/**
 * Each way to start the mock checks its options once, under the name the caller used: `createMockApi`,
 * `startMockServer` and `mockHandlers` check them and hand them to `new MockApi`, which does not check
 * them again; `new MockApi` called directly checks them itself. The count is taken on the `clock`
 * options: a check lists their keys, while the clock reads them by name, so each listing is one check.
 */
import { describe, expect, it } from "vitest";
import { ValidationError } from "../../src/index";
import { createMockApi, MockApi, mockHandlers, startMockServer } from "../../src/mock/index";
import { asyncRefusal, refusal } from "../support/refusals";

/** Clock options that count how often their keys are listed (this file's own recorder). */
function countedClock(fields: Record<string, unknown> = { start: "2026-01-01T00:00:00Z" }) {
  const seen = { listings: 0 };
  const clock = new Proxy(fields, {
    ownKeys(target) {
      seen.listings += 1;
      return Reflect.ownKeys(target);
    },
  });
  return { clock, seen };
}

describe("the mock's options are checked once per construction", () => {
  it("new MockApi checks them itself", () => {
    const { clock, seen } = countedClock();
    expect(new MockApi({ clock }).clock.now().toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(seen.listings).toBe(1);
  });

  it("createMockApi checks them, and new MockApi does not again", () => {
    const { clock, seen } = countedClock();
    createMockApi({ clock });
    expect(seen.listings).toBe(1);
  });

  it("mockHandlers checks its own options and the API's once", () => {
    const { clock, seen } = countedClock();
    mockHandlers({ clock, baseUrl: "http://127.0.0.1:9/v2" });
    expect(seen.listings).toBe(1);
  });

  it("startMockServer checks its own options and the API's once", async () => {
    const { clock, seen } = countedClock();
    const server = await startMockServer({ clock, port: 0 });
    await server.close();
    expect(seen.listings).toBe(1);
  });

  it("options an entry point checked are checked again when given to new MockApi another time", () => {
    const { clock, seen } = countedClock();
    const options = { clock };
    createMockApi(options);
    new MockApi(options);
    expect(seen.listings).toBe(2);
  });
});

describe("a misspelt key is refused once, naming the entry point called", () => {
  it("through startMockServer", async () => {
    const { clock, seen } = countedClock({ strat: "2026-01-01T00:00:00Z" });
    const error = await asyncRefusal(() => startMockServer({ clock, port: 0 } as never));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe("startMockServer(): clock.strat is not an option; did you mean clock.start? (rule: additionalProperties).");
    expect(seen.listings).toBe(1);
  });

  it("through new MockApi", () => {
    const { clock, seen } = countedClock({ strat: "2026-01-01T00:00:00Z" });
    const error = refusal(() => new MockApi({ clock } as never));
    expect(error.message).toBe("new MockApi(): clock.strat is not an option; did you mean clock.start? (rule: additionalProperties).");
    expect(seen.listings).toBe(1);
  });
});

describe("an API option given beside an api is refused, not dropped", () => {
  it("through startMockServer: the api keeps its own seed, so seed beside it is refused", async () => {
    const api = createMockApi({ seed: 1 });
    const error = await asyncRefusal(() => startMockServer({ api, seed: 2, port: 0 }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: "seed", rule: "exclusive" });
    expect(error.message).toBe(
      "startMockServer(): seed is an option of the API, and the api given already has its own; pass seed to createMockApi() when making that api (rule: exclusive).",
    );
  });

  it("through mockHandlers, webhooks included", () => {
    const api = createMockApi();
    const error = refusal(() => mockHandlers({ api, webhooks: [{ url: "http://127.0.0.1:9/hook" }] } as never));
    expect(error).toMatchObject({ field: "webhooks", rule: "exclusive" });
  });

  it("the entry point's own options and an undefined API option are accepted beside an api", async () => {
    const api = createMockApi();
    expect(mockHandlers({ api, baseUrl: "http://127.0.0.1:9/v2", seed: undefined })).not.toHaveLength(0);
    const server = await startMockServer({ api, port: 0, host: "127.0.0.1" });
    expect(server.api).toBe(api);
    await server.close();
  });
});
