import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDocument } from '../server/api-document';

/*
 * `npm run lint:api` (docs/api.md, Lint): /api/docs/json as Fleet serves it, written to a temporary
 * file, then linted by Redocly (redocly.yaml: its recommended rules, warnings counted as errors) and
 * by Spectral with the OpenAPI rules and OWASP's API security rules (.spectral.yaml, failing on
 * warnings too). Needs no database and no port. Fails when either linter does.
 */

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const folder = await mkdtemp(path.join(os.tmpdir(), 'fleet-openapi-'));
let failed = false;
try {
  const file = path.join(folder, 'openapi.json');
  await writeFile(file, `${JSON.stringify(await apiDocument(), null, 2)}\n`);
  const linters: Array<[string, string[]]> = [
    ['Redocly', [bin('redocly'), 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish']],
    [
      'Spectral',
      [bin('spectral'), 'lint', file, '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'warn', '--format', 'text'],
    ],
  ];
  for (const [name, [command, ...args]] of linters) {
    process.stdout.write(`== ${name}\n`);
    const run = spawnSync(command!, args, { stdio: 'inherit', cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } });
    if (run.status !== 0) {
      process.stderr.write(`\n${name} failed on /api/docs/json (${run.error?.message ?? `exit ${run.status}`})\n`);
      failed = true;
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
