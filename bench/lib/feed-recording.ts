/**
 * A recorded order-book stream: what the mock's `/marketdata` feed sends while its moving market runs
 * (every ticker market re-quoted each step, trades now and then), captured frame by frame without a
 * socket. Deterministic: the same steps give the same frames.
 */
import { createMockApi } from "../../src/mock/index";
import { mockFeeds } from "../../src/mock/api";

/** The frames of `steps` steps of the moving market on the all-markets book feed, snapshots first. */
export function recordBookFeed(steps: number): string[] {
  const api = createMockApi({ movingMarket: { stepMs: 100 } });
  const frames: string[] = [];
  mockFeeds(api).subscribe({ kind: "book", market: undefined }, { send: (text) => frames.push(text), terminate() {} });
  for (let i = 0; i < steps; i++) api.clock.advance(100);
  api.movingMarket?.stop();
  return frames;
}
