/**
 * Polls `check` every 10 ms until it holds, failing after 10 s with what was awaited. For tests that wait
 * on another party over real sockets (the mock's feeds, Redis), where there is no event to await.
 */
export async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
