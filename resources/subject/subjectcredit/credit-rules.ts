/**
 * How a subject's credit score and level follow from its credit records (plain data, read by the
 * server's write hook and by the screens): the score starts at CREDIT_START, adds every record's
 * change, and stays within CREDIT_MIN..CREDIT_MAX; the level (dictionary `credit_level`) is the first
 * whose floor the score reaches.
 */
export const CREDIT_START = 100;
export const CREDIT_MIN = 0;
export const CREDIT_MAX = 120;
/** One record moves the score by at most this many points either way. */
export const CREDIT_CHANGE_LIMIT = 120;

/** [floor, level key]: 1 优秀 (≥90), 2 良好 (≥75), 3 一般 (≥60); below all floors 4 较差. */
export const CREDIT_LEVELS: ReadonlyArray<readonly [number, number]> = [
  [90, 1],
  [75, 2],
  [60, 3],
];
export const CREDIT_LOWEST_LEVEL = 4;

export const clampScore = (score: number) => Math.min(CREDIT_MAX, Math.max(CREDIT_MIN, score));

export function creditLevelOf(score: number): number {
  return CREDIT_LEVELS.find(([floor]) => score >= floor)?.[1] ?? CREDIT_LOWEST_LEVEL;
}
