/** docs/screens.md, Constants: form dates are yyyy-MM-dd; the API may answer a date or a timestamp. */
export function toFormDate(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 10) : '';
}

/** The form holds branches as a list of ids (docs/screens.md, Records); rows carry them as { id, name }. */
export function toBranchIds(value: unknown): string[] {
  return Array.isArray(value) ? value.map((branch: { id: string } | string) => (typeof branch === 'string' ? branch : branch.id)) : [];
}

/** An optional text as the form shows it: empty rather than null. */
export function toFormText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
