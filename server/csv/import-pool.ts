import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError } from '../errors';
import { workerModule } from '../worker-module';
import type { ImportAnswer, ImportTask } from './import-task';
import type { CheckedSheet } from './sheet-check';

/**
 * The threads that read and check CSV imports (import-task.ts, run by the program server/import-worker.ts). On two cores one thread: the other
 * core stays with the event loop and PostgreSQL, and a second file waits its turn. A thread ends as
 * soon as no file waits for it: it holds 40–60 MB while it checks 20,000 rows, which an idle thread
 * would keep, and starting one for the next import costs a fraction of a second.
 */
let pool: Piscina<ImportTask, ImportAnswer> | undefined;

function importPool(): Piscina<ImportTask, ImportAnswer> {
  pool ??= new Piscina({
    // The thread's program stands above the CSV machinery it runs (it knows every resource): named by its file, not imported.
    ...workerModule(new URL('../import-worker.ts', import.meta.url)),
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 0,
  });
  return pool;
}

/** A file being read in a worker thread, which waits for what the database says about its keys. */
interface SheetInWorker<Keys, Lookups, Input> {
  /** What the file's rows need the database for (e.g. its plates). */
  keys: Keys;
  /** Every row checked with the database's answers. */
  check(lookups: Lookups): Promise<CheckedSheet<Input>>;
  /** Lets the thread go, checked or not (a failed lookup, a dropped request). Always called. */
  close(): void;
}

/**
 * Hands a file to a worker thread to read, and answers once it is read, with its keys. A file that
 * cannot be read is refused here with the answer the reader gave (400, what to do), as if it had been
 * read on this thread. `withInputs`: a real import needs the inputs that pass, a dry run only its answer.
 */
export async function readInWorker<Keys, Lookups, Input>(
  resource: string,
  content: Buffer,
  withInputs: boolean,
): Promise<SheetInWorker<Keys, Lookups, Input>> {
  const { port1, port2 } = new MessageChannel();
  const task = importPool().run({ resource, content, port: port2, withInputs }, { transferList: [port2] });
  // Its failure is for whoever awaits it; one nobody waits for any more must not end the process.
  task.catch(() => undefined);
  try {
    const [keys] = (await Promise.race([once(port1, 'message'), task.then(unexpected)])) as [Keys];
    return {
      keys,
      async check(lookups) {
        port1.postMessage(lookups);
        const answer = await task;
        if ('checked' in answer) return answer.checked as CheckedSheet<Input>;
        return unexpected(answer);
      },
      close: () => port1.close(),
    };
  } catch (error) {
    port1.close();
    throw error;
  }
}

/** A task that ended other than checked: refused (the file cannot be read), or abandoned, which only a closed port does. */
function unexpected(answer: ImportAnswer): never {
  if ('refused' in answer) throw new HttpError(answer.refused.statusCode, answer.refused.message, answer.refused.errors);
  throw new Error(`the import's worker answered ${JSON.stringify(answer)}`);
}
