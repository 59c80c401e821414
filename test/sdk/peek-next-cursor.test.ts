/**
 * The next cursor read from the end of a page before it is decoded and parsed
 * (src/core/pagination/peek-next-cursor) must be exactly what `JSON.parse` gives, or nothing: a
 * wrong hint would request a page the walk does not need.
 */
import fc from "fast-check";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { trailingStringMember, trailingStringMemberOfBytes } from "../../src/core/pagination/peek-next-cursor";

const KEY = "next_page_cursor";

/** Strings made mostly of the characters that could fool a backwards reader. */
const tricky = fc.string({
  unit: fc.constantFrom('"', "\\", ":", ",", "{", "}", "[", "]", " ", "\n", "a", "é", "\u0001", KEY, `"${KEY}":"`),
  maxLength: 12,
});

/** JSON values whose strings (keys included) are tricky. */
const value = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    tricky,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.oneof(tricky, fc.constant(KEY)), tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** A top-level object, written compactly or indented. */
const body = fc
  .tuple(fc.dictionary(fc.oneof(tricky, fc.constant(KEY)), value, { maxKeys: 4 }), fc.option(fc.oneof(tricky, fc.stringMatching(/^[\w=-]{1,24}$/), value)), fc.constantFrom(0, 2, "\t"))
  .map(([members, last, indent]) => {
    const object: Record<string, unknown> = { ...members };
    // Often put the cursor last, the form the hint reads.
    if (last !== null) {
      delete object[KEY];
      object[KEY] = last;
    }
    return JSON.stringify(object, null, indent) + (typeof indent === "string" ? "\n" : "");
  });

describe("trailingStringMember", () => {
  it("gives exactly the parsed cursor, or nothing, for any JSON object", () => {
    let hints = 0;
    fc.assert(
      fc.property(body, (text) => {
        const hint = trailingStringMember(text, KEY);
        if (hint === undefined) return;
        hints++;
        expect(hint).toBe((JSON.parse(text) as Record<string, unknown>)[KEY]);
      }),
      { numRuns: 5000 },
    );
    // Not a vacuous pass: a good share of the bodies do close with a readable cursor.
    expect(hints).toBeGreaterThan(1000);
  });

  it("reads a cursor that closes the object, compact or indented", () => {
    for (const indent of [0, 2, "\t"]) {
      const text = JSON.stringify({ items: [{ next_page_cursor: "inner" }], [KEY]: "eyJ2IjoxfQ" }, null, indent);
      expect(trailingStringMember(`${text}\r\n`, KEY)).toBe("eyJ2IjoxfQ");
    }
  });

  it.each([
    ["not last", `{"${KEY}":"abc","items":[]}`],
    ["the last page", `{"items":[],"${KEY}":""}`],
    ["escaped", `{"items":[],"${KEY}":"a\\/b"}`],
    ["inside a nested object", `{"items":[],"meta":{"${KEY}":"abc"}}`],
    ["inside the last item", `{"items":[{"${KEY}":"abc"}]}`],
    ["a longer key ending in it", `{"items":[],"x${KEY}":"abc"}`],
    ["a key with an escaped quote before it", `{"items":[],"a\\"${KEY}":"abc"}`],
    ["inside a string", `{"note":"\\",\\"${KEY}\\":\\"abc\\"}"}`],
    ["an array", `["${KEY}","abc"]`],
    ["not a string", `{"items":[],"${KEY}":12}`],
  ])("gives nothing for a cursor %s", (_, text) => {
    JSON.parse(text);
    expect(trailingStringMember(text, KEY)).toBeUndefined();
  });

  it("keeps none of the page's text alive (a slice of it would keep all of it)", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    // 20 texts of 1 MB each; only their cursors are kept.
    const cursors = Array.from({ length: 20 }, (_, i) =>
      trailingStringMember(`{"items":"${"x".repeat(1_000_000)}${i}","${KEY}":"eyJ2IjoxLCJvIjoiREVTQyIsImMiOiIy${i}"}`, KEY),
    );
    gc();
    expect(cursors[19]).toBe("eyJ2IjoxLCJvIjoiREVTQyIsImMiOiIy19");
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(5_000_000);
  });
});

describe("trailingStringMemberOfBytes", () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it("gives what the whole text gives, for any JSON object, also behind a long first part", () => {
    fc.assert(
      fc.property(body, fc.string({ unit: fc.constantFrom("a", "é", "€", "😀", '"', "\\"), maxLength: 3000 }), (text, padding) => {
        // The padding, a string member first, pushes the start of the object out of the 4096-byte window.
        const padded = text.replace(/^\{/, `{"pad":${JSON.stringify(padding)}${text.trim() === "{}" ? "" : ","}`);
        expect(trailingStringMemberOfBytes(encode(padded), KEY)).toBe(trailingStringMember(padded, KEY));
      }),
      { numRuns: 2000 },
    );
  });

  it("reads the cursor of a large page from its last bytes, whatever character the window cuts", () => {
    for (const filler of ["x", "é", "€", "😀"]) {
      const text = `{"items":["${filler.repeat(200_000)}"],"${KEY}":"eyJ2IjoxfQ"}`;
      for (let cut = 0; cut < 4; cut++) expect(trailingStringMemberOfBytes(encode(text + " ".repeat(cut)), KEY)).toBe("eyJ2IjoxfQ");
    }
  });

  it("gives nothing when the member does not fit in the window (the parsed body then has the cursor)", () => {
    const cursor = "c".repeat(5000);
    const text = `{"items":[],"${KEY}":"${cursor}"}`;
    expect(trailingStringMember(text, KEY)).toBe(cursor);
    expect(trailingStringMemberOfBytes(encode(text), KEY)).toBeUndefined();
  });
});
