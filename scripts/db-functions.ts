import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { APPLIED_RECORD, appliedRecord, functionFiles, recordOf, unappliedChanges } from '../server/db/function-files';
import { MIGRATIONS_FOLDER } from '../server/db/migrate';

/*
 * `npm run db:functions [-- --name <name>]` (docs/adding-a-resource.md): the files of server/db/functions
 * that changed since the latest migration that carried them become a new migration, which holds their
 * whole contents (every function as CREATE OR REPLACE FUNCTION, every trigger as CREATE OR REPLACE
 * TRIGGER, so a file may be applied again). drizzle-kit makes the migration (`generate --custom`), so
 * that its journal and snapshot stay right; this fills in its SQL, then records the files' hashes in
 * server/db/functions/applied.json. The migrations already made are history and stay as they are.
 */

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const journalPath = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
const journalTags = async () =>
  (JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> }).entries.map((entry) => entry.tag);

const { values } = parseArgs({ options: { name: { type: 'string' } } });
const files = await functionFiles();
const { changed, removed } = unappliedChanges(files, await appliedRecord());

if (removed.length > 0) {
  // What a file defined stays in the database until a migration drops it, and that is written by hand.
  process.stdout.write(
    `Gone from server/db/functions: ${removed.join(', ')}. Drop what they defined in a migration of your own ` +
      `(npx drizzle-kit generate --custom --name <name>, then DROP FUNCTION or DROP TRIGGER in its SQL).\n`,
  );
}
if (changed.length === 0) {
  await writeFile(APPLIED_RECORD, `${JSON.stringify(recordOf(files), null, 2)}\n`);
  process.stdout.write('Every file of server/db/functions is in the migrations as it is: no migration to make.\n');
  process.exit(0);
}

const name = values.name ?? changed.map((file) => path.basename(file.name, '.sql').replaceAll('-', '_')).join('_');
const before = new Set(await journalTags());
const generate = spawnSync(path.join(root, 'node_modules', '.bin', 'drizzle-kit'), ['generate', '--custom', '--name', name], {
  stdio: 'inherit',
  cwd: root,
});
const made = (await journalTags()).filter((tag) => !before.has(tag));
if (generate.status !== 0 || made.length !== 1) {
  process.stderr.write(
    `drizzle-kit generate --custom did not make one migration (${generate.error?.message ?? `exit ${generate.status}`})\n`,
  );
  process.exit(1);
}

const migration = path.join(MIGRATIONS_FOLDER, `${made[0]}.sql`);
const header =
  `-- Written by npm run db:functions: the current definitions of ${changed.map((file) => file.name).join(', ')}\n` +
  `-- (server/db/functions, where they are changed; not here).\n\n`;
// drizzle runs each part between breakpoints as one query; a file's statements may share one.
const body = changed.map((file) => `-- server/db/functions/${file.name}\n${file.sql.trimEnd()}\n`).join('--> statement-breakpoint\n');
await writeFile(migration, header + body);
await writeFile(APPLIED_RECORD, `${JSON.stringify(recordOf(files), null, 2)}\n`);
process.stdout.write(`${path.relative(root, migration)} holds ${changed.map((file) => file.name).join(', ')}.\n`);
