import { afterAll } from 'vitest';
import type { AppOptions } from '../../../server/app';
import { makeWorld, signInAll, type World } from './fixtures';
import { startTestApp, type TestApp } from './test-app';

interface WorldTest {
  t: TestApp;
  world: World;
  /** A signed-in client per person of the world. */
  as: Awaited<ReturnType<typeof signInAll>>;
}

/**
 * One call sets up an API test file: a Fleet on a database of its own, the world of two companies
 * (fixtures.ts makeWorld) and a signed-in client for each of its people; the app closes after the
 * file. Awaited at the top of the file, so its tests read `t`, `world` and `as` directly.
 */
export async function worldTest(options: Partial<Omit<AppOptions, 'pool'>> = {}): Promise<WorldTest> {
  const t = await startTestApp(options);
  afterAll(() => t.close());
  const world = await makeWorld(t.db);
  return { t, world, as: await signInAll(t.app, world) };
}
