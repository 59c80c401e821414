/** The feeds' own error. */
import { PaxosError } from "../core/response/errors";

/** A consumer of executions fell further behind the feed than `maxBuffered` allows; the loop ends with it. */
export class FeedOverflowError extends PaxosError {
  override name = "FeedOverflowError";
}

/**
 * The feed does not serve what a loop asked for: the service answered the channel with `{"error": …}`
 * (Paxos's answer to a channel it does not know), or a market is not among the books of the all-markets
 * snapshot. Only the loops concerned end with it; the others on the same socket go on.
 */
export class FeedRefusedError extends PaxosError {
  override name = "FeedRefusedError";
}
