import type { Logger } from 'pino';
import type { EmbeddedDatabase } from './embedded';

/**
 * The embedded PostgreSQL is Fleet's own process to look after: nothing else restarts it when it is
 * killed (the OOM killer, an operator's kill -9) or crashes. Fleet starts it again on the same folder,
 * after a short wait that doubles with each start in the last minute; the pool then reconnects by
 * itself (server/db/client.ts). PostgreSQL may refuse the first attempts while the backends of the
 * old one are still ending; those count as attempts too. A PostgreSQL that will not stay up (a full
 * disk, a damaged folder) is given up after a few starts a minute, with a clear message.
 */
const RESTART_POLICY = {
  /** The wait before the first start again; each start within the window doubles it. */
  firstDelayMs: 1_000,
  maxDelayMs: 16_000,
  attempts: 5,
  windowMs: 60_000,
};

interface KeepRunningOptions {
  log: Logger;
  /** True once Fleet is stopping: an exit then is the stop's own. */
  stopping: () => boolean;
  /** Called when the attempts are spent; Fleet cannot serve without its database. */
  giveUp: (message: string) => void;
}

export function keepEmbeddedRunning(database: EmbeddedDatabase, options: KeepRunningOptions) {
  const { log, stopping, giveUp } = options;
  const policy = RESTART_POLICY;
  /** When each recent start again began. */
  const attempts: number[] = [];
  let pending = false;

  const schedule = () => {
    if (stopping() || pending) return;
    const now = Date.now();
    while (attempts.length > 0 && attempts[0]! <= now - policy.windowMs) attempts.shift();
    if (attempts.length >= policy.attempts) {
      giveUp(
        `the embedded PostgreSQL does not stay up: it was started again ${attempts.length} times within ${policy.windowMs / 1000} s (the log says why each start failed).`,
      );
      return;
    }
    const delayMs = Math.min(policy.firstDelayMs * 2 ** attempts.length, policy.maxDelayMs);
    pending = true;
    setTimeout(() => void attempt(), delayMs).unref();
    log.warn({ delayMs }, 'starting the embedded PostgreSQL again');
  };

  const attempt = async () => {
    pending = false;
    if (stopping()) return;
    attempts.push(Date.now());
    try {
      await database.restart();
      log.warn('the embedded PostgreSQL is running again');
    } catch (error) {
      log.error({ err: error }, 'the embedded PostgreSQL did not start again');
      schedule();
    }
  };

  database.onUnexpectedExit((exit) => {
    if (stopping()) return;
    log.error({ code: exit.code, signal: exit.signal }, 'the embedded PostgreSQL stopped while Fleet was running');
    schedule();
  });
}
