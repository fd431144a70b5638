/** Dates, money and distances read as one piece: never broken over two lines (headers may wrap). */
export const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/** Notes may be long: they wrap within a readable width instead of widening the table. */
export const NOTES = { minWidth: 160, maxWidth: 320, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
