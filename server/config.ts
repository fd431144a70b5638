import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Everything the process reads from its environment, read once at start (README lists them). */
export interface Config {
  port: number;
  host: string;
  /** Unset: Fleet starts its own embedded PostgreSQL in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  /** Seed the demo companies on the first start of an empty database. */
  demoData: boolean;
  logLevel: string;
  /** Where people reach the app, for invitation links; unset: taken from the request. */
  publicUrl: string | undefined;
  trustProxy: boolean;
  /** The built browser app to serve; unset: dist/ of the project. */
  staticDir: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.FLEET_DATA_DIR ?? './data'),
    jwtSecret: env.JWT_SECRET || undefined,
    // Demo data is on for the embedded database and off for a real one, unless said otherwise.
    demoData: env.FLEET_DEMO_DATA === undefined ? !databaseUrl : env.FLEET_DEMO_DATA === '1' || env.FLEET_DEMO_DATA === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    staticDir: env.FLEET_STATIC_DIR ? path.resolve(env.FLEET_STATIC_DIR) : undefined,
  };
}

/** The embedded mode keeps its generated JWT secret in the data folder, so sessions survive restarts. */
export async function jwtSecretFromDataDir(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
}
