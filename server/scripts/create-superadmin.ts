import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { employeeCreateInput } from '../../contract/schemas/employee';
import { hashPassword } from '../auth/passwords';
import { readConfig } from '../config';
import { MIN_PASSWORD_LENGTH } from '../../contract/schemas/auth';
import { createDatabase, createPool } from '../db/client';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { EmbeddedDatabaseRefusal } from '../db/postgres-account';
import { employees } from '../db/schema';

/*
 * Bootstraps a production install with its first superadmin, who then creates the companies and
 * invites their admins:
 *
 *   FLEET_SUPERADMIN_PASSWORD=… npm run create-superadmin -- --username ops --email ops@example.com
 *
 * Without FLEET_SUPERADMIN_PASSWORD it asks for the password (hidden) on a terminal, or reads the
 * first line of standard input. It uses DATABASE_URL, or else the embedded database in
 * FLEET_DATA_DIR (which must not be in use by a running Fleet at the same time).
 */

const USAGE = `Usage: npm run create-superadmin -- --username NAME --email ADDRESS

Creates a superadmin, the platform operator who manages companies.
The password comes from FLEET_SUPERADMIN_PASSWORD, else it is asked for
(hidden) on a terminal, else read from the first line of standard input.
Uses DATABASE_URL, or the embedded database in FLEET_DATA_DIR (default ./data).`;

class UsageError extends Error {}

function readArguments() {
  let values: { username?: string; email?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  if (values.help) {
    process.stdout.write(USAGE + '\n');
    process.exit(0);
  }
  // The very rules of the employee form, so that this superadmin could have been created there.
  const parsed = employeeCreateInput.pick({ username: true, email: true }).safeParse({ username: values.username, email: values.email });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new UsageError(`${problems}\n\n${USAGE}`);
  }
  return parsed.data;
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  const output = process.stderr;
  return new Promise((resolve, reject) => {
    let value = '';
    output.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new UsageError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) {
    text += chunk;
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  const fromEnvironment = process.env.FLEET_SUPERADMIN_PASSWORD;
  let password: string;
  if (fromEnvironment !== undefined && fromEnvironment !== '') {
    password = fromEnvironment;
  } else if (process.stdin.isTTY) {
    password = await promptHidden('Password for the new superadmin: ');
    const again = await promptHidden('The same password again: ');
    if (password !== again) throw new UsageError('The two passwords do not match.');
  } else {
    password = await readStdinLine();
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  return password;
}

async function main() {
  const { username, email } = readArguments();
  const password = await readPassword();
  const config = readConfig();

  let embedded: EmbeddedDatabase | undefined;
  let pool: pg.Pool | undefined;
  try {
    if (!config.databaseUrl) {
      try {
        embedded = await startEmbeddedDatabase(config.dataDir, () => undefined);
      } catch (error) {
        // A refusal says what to do, another Fleet on this data folder among them; anything else is
        // not blamed on one.
        if (error instanceof EmbeddedDatabaseRefusal) throw new UsageError(error.message);
        throw new UsageError(
          `The embedded PostgreSQL in ${config.dataDir} did not start.` + (error instanceof Error ? `\n  ${error.message}` : ''),
        );
      }
    }
    pool = createPool(config.databaseUrl ?? embedded!.url, 2);
    await runMigrations(pool);
    const db = createDatabase(pool);

    const taken = await db.execute<{ username: string; email: string }>(sql`
      select username, email from employees where lower(username) = lower(${username}) or lower(email) = lower(${email}) limit 1`);
    const existing = taken.rows[0];
    if (existing) {
      const which = existing.username.toLowerCase() === username.toLowerCase() ? `the username "${username}"` : `the email ${email}`;
      throw new UsageError(`An employee with ${which} already exists. Nothing was created.`);
    }

    const passwordHash = await hashPassword(password);
    try {
      await db.insert(employees).values({
        username,
        email,
        passwordHash,
        role: 'superadmin',
        companyId: null,
        createdBy: null,
        firstName: null,
        lastName: null,
        phoneNumber: null,
        position: 'Platform operator',
      });
    } catch (error) {
      // Someone took the name between the check and the insert.
      if ((error as { code?: string }).code === '23505')
        throw new UsageError(`The username "${username}" or the email ${email} already exists. Nothing was created.`);
      throw error;
    }
    process.stdout.write(`Superadmin "${username}" <${email}> created. Sign in with this username or email.\n`);
  } finally {
    await pool?.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError) process.stderr.write(`create-superadmin: ${error.message}\n`);
    else process.stderr.write(`create-superadmin failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
