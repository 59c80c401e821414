/**
 * Where one page of a raw `fetch` walk spends its time, phase by phase: the
 * request until the headers arrive (sending, the service, the first bytes),
 * the rest of the body as text, and `JSON.parse`. What a walk can overlap
 * depends on it: only what happens before the parse can hide behind it.
 */
import { addressesPath, fetchToken } from "../contenders/raw";
import type { InstanceInfo } from "./server-protocol";
import { median } from "./stats";

/** Median milliseconds per phase over `walks` walks of 1000-item pages (the first walk is a warm-up). */
export async function rawPagePhases(server: InstanceInfo, walks = 6): Promise<Record<"headers" | "body" | "parse", number>> {
  const token = await fetchToken(server);
  const phases = { headers: [] as number[], body: [] as number[], parse: [] as number[] };
  for (let walk = 0; walk < walks; walk++) {
    let cursor: string | undefined;
    do {
      const sent = performance.now();
      const response = await fetch(`${server.baseUrl}${addressesPath(1000, cursor)}`, {
        headers: { accept: "application/json", authorization: `Bearer ${token}` },
      });
      const headers = performance.now();
      const text = await response.text();
      const read = performance.now();
      const page = JSON.parse(text) as { next_page_cursor?: string };
      const parsed = performance.now();
      if (walk > 0) {
        phases.headers.push(headers - sent);
        phases.body.push(read - headers);
        phases.parse.push(parsed - read);
      }
      cursor = page.next_page_cursor || undefined;
    } while (cursor);
  }
  return { headers: median(phases.headers), body: median(phases.body), parse: median(phases.parse) };
}
