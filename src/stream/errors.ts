/** The feeds' own error. */
import { PaxosError } from "../core/errors";

/** A consumer of executions fell further behind the feed than `maxBuffered` allows; the loop ends with it. */
export class FeedOverflowError extends PaxosError {
  override name = "FeedOverflowError";
}
