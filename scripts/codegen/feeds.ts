/**
 * The public WebSocket feeds of the contract (`x-feeds` at the top level): channels and the component
 * schemas of the messages each sends. The feeds are not HTTP operations, so nothing under `paths`
 * reaches their messages; the check module adds them to the schemas it emits checks for.
 */
import type { OpenApiDocument, SchemaObject } from "./document";

/** One channel of `x-feeds`, as far as the generators read it. */
interface FeedChannel {
  messages?: SchemaObject[];
}

/** The message schemas (`$ref`s) of every feed channel, in document order, each once. */
export function feedMessageSchemas(document: OpenApiDocument): SchemaObject[] {
  const feeds = document["x-feeds"] as { channels?: Record<string, FeedChannel> } | undefined;
  const seen = new Set<string>();
  const out: SchemaObject[] = [];
  for (const [path, channel] of Object.entries(feeds?.channels ?? {})) {
    for (const message of channel.messages ?? []) {
      if (!message.$ref) throw new Error(`x-feeds ${path}: a message must be a $ref to a component schema`);
      if (seen.has(message.$ref)) continue;
      seen.add(message.$ref);
      out.push(message);
    }
  }
  return out;
}
