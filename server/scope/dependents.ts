/**
 * "3 branches, 1 employee and 12 vehicles", leaving out what is zero; empty when nothing depends.
 * Used by the 409 answers that say why a company or branch cannot be deleted.
 */
export function describeCounts(counts: Array<[count: number, one: string, many: string]>): string {
  const parts = counts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
