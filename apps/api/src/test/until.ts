/** Polls `check` until it answers something other than undefined, or fails after `withinMs`. */
export async function until<T>(
  check: () => Promise<T | undefined> | T | undefined,
  withinMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
