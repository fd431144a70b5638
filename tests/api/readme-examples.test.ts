import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLEANUP_TIMEOUT_MS, newDataDir, startFleet, stopAllFleets } from './support/fleet-process';

/*
 * README.md, Using the API: its examples, run as written (in bash, with curl) against a Fleet with the
 * demo, as someone who copies them would. The overview example once answered "Client Error", since
 * it sent a literal "…" for the branch.
 */

const README = path.resolve(import.meta.dirname, '../../README.md');
const TEST_TIMEOUT_MS = 180_000;

afterAll(stopAllFleets, CLEANUP_TIMEOUT_MS);

/** The shell blocks of one section of the README, in order. */
async function shellBlocks(section: string): Promise<string[]> {
  const text = await fs.readFile(README, 'utf8');
  const start = text.indexOf(`## ${section}\n`);
  expect(start, `README section "${section}"`).toBeGreaterThanOrEqual(0);
  const end = text.indexOf('\n## ', start + 1);
  const body = text.slice(start, end === -1 ? undefined : end);
  return [...body.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

describe('README, Using the API', () => {
  it(
    'every example works as written: each curl answers 2xx',
    async () => {
      const blocks = await shellBlocks('Using the API');
      expect(blocks.length).toBeGreaterThanOrEqual(2);
      const fleet = await startFleet(await newDataDir());
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-readme-'));
      try {
        // A failing answer (4xx, 5xx) fails the script, with what the server said.
        const script = [
          'set -euo pipefail',
          'curl() { command curl --silent --show-error --fail-with-body "$@"; }',
          ...blocks.map((block) => block.replaceAll('http://localhost:3000', fleet.url)),
        ].join('\n');
        const run = spawnSync('bash', ['-c', script], { cwd: folder, encoding: 'utf8', timeout: 120_000 });
        expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
        // What the examples say they do, they did.
        expect(run.stdout).toContain('"username":"admin"');
        expect(run.stdout).toMatch(/"vehicles":\{"total":\d+/);
        expect(await fs.readFile(path.join(folder, 'vehicles.csv'), 'utf8')).toContain('Kennzeichen;Modell');
        expect(run.stdout).toMatch(/"dry_run":true/);
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },
    TEST_TIMEOUT_MS,
  );
});
