// @ts-check
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A hash of everything a build is made from: the name and content of every file under `inputs`
 * (files, or folders taken whole, relative to `root`), plus any other strings that shape the output.
 * A change, an added, removed or renamed file changes it; touching a file without changing it does
 * not, so switching git branches back and forth rebuilds nothing. Reading the few hundred source
 * files of Fleet takes a few milliseconds, far less than a build.
 *
 * @param {string} root
 * @param {readonly string[]} inputs
 * @param {readonly string[]} [also]
 * @returns {Promise<string>}
 */
export async function fingerprint(root, inputs, also = []) {
  const files = [...new Set((await Promise.all(inputs.map((input) => filesUnder(root, input)))).flat())].sort();
  const contents = await Promise.all(files.map((file) => fs.readFile(path.join(root, file))));
  const hash = createHash('sha256');
  for (const value of also) hash.update(`${value}\0`);
  for (const [index, file] of files.entries()) {
    hash.update(`${file}\0`);
    hash.update(/** @type {Buffer} */ (contents[index]));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The files at `input` (a file, or every file in a folder and its subfolders), relative to root; none
 * when it does not exist.
 *
 * @param {string} root
 * @param {string} input
 * @returns {Promise<string[]>}
 */
async function filesUnder(root, input) {
  const full = path.join(root, input);
  const stat = await fs.stat(full).catch(() => undefined);
  if (!stat) return [];
  if (!stat.isDirectory()) return [input];
  const entries = await fs.readdir(full, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}
