// @ts-check
import fs from 'node:fs';

/*
 * `npm run soak -- --heap` preloads this into Fleet (NODE_OPTIONS=--import): every 2 seconds it
 * appends the time and the process's memory as V8 and Node.js see it (MB) to the file FLEET_HEAP_PROBE names, so
 * that resident memory can be told apart from what the heap holds. It does nothing without that
 * variable, and keeps no process alive.
 */
const file = process.env.FLEET_HEAP_PROBE;
if (file) {
  const mb = (/** @type {number} */ bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  setInterval(() => {
    const memory = process.memoryUsage();
    const line = {
      time: Date.now(),
      rssMb: mb(memory.rss),
      heapUsedMb: mb(memory.heapUsed),
      heapTotalMb: mb(memory.heapTotal),
      externalMb: mb(memory.external),
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 2_000).unref();
}
