import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where `npm run dev` says which address its API listens on, for `npm run dev:web` (vite.config.ts),
 * whose proxy follows it to whatever PORT the API was given.
 */
export const DEV_API_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build', 'dev-api.json');

/** Says where the API listens, when it runs as `npm run dev`. */
export async function announceDevApi(url: string): Promise<void> {
  if (process.env.npm_lifecycle_event !== 'dev') return;
  await fs.mkdir(path.dirname(DEV_API_FILE), { recursive: true });
  await fs.writeFile(DEV_API_FILE, JSON.stringify({ url }) + '\n');
}
