import type { Answer, Client } from '../support/client';

/** A CSV file as the import takes it: multipart `file`, plus form fields such as dryRun and companyId. */
export function upload(client: Client, path: string, content: string | Buffer, fields: Record<string, string> = {}): Promise<Answer> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return client.multipart('POST', path, fields, { field: 'file', filename: 'fleet.csv', contentType: 'text/csv', content: bytes });
}

/** The dry run, then the real import; fails the test with the dry run's errors if there are any. */
export async function importFile(client: Client, path: string, content: string | Buffer, fields: Record<string, string> = {}) {
  const dryRun = await upload(client, path, content, { ...fields, dryRun: 'true' });
  if (dryRun.status !== 200 || dryRun.body.data.errors.length > 0) {
    throw new Error(`dry run of ${path} failed: ${dryRun.status} ${JSON.stringify(dryRun.body).slice(0, 2000)}`);
  }
  const done = await upload(client, path, content, fields);
  if (done.status !== 201) throw new Error(`import of ${path} failed: ${done.status} ${JSON.stringify(done.body).slice(0, 2000)}`);
  return { dryRun, done };
}

/** The text of an export as it was sent, byte order mark included. */
export function csvText(answer: Answer): string {
  return answer.raw.toString('utf8');
}

/** Written out here, not taken from the server, so that the tests check the server's. */
export const BOM = '\uFEFF';
