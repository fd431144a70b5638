/** How long a test waits for work a queue does on its own time (pg-boss polls; a loaded machine is slow). */
const WAIT_MS = 60_000;

/** Asks `probe` every 200 ms until it answers something, and answers that; fails naming `what` after a minute. */
export async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
