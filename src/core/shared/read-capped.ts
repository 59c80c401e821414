/**
 * Reads a byte stream whole, but never more than `limit` bytes: past the limit the stream is cancelled
 * at once (the rest is not downloaded) and the answer is `undefined`. Shared by the response reader and
 * the webhook receiver, both of which face bodies whose size they cannot trust.
 */
export async function readCapped(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0];
  const all = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}
