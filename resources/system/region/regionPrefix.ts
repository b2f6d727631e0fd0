/**
 * The code prefix a region's records share (GB/T 2260: a province's two digits, a city's four, a
 * district's six, a town's nine, a village's twelve): 330000 浙江省 is `33`, 330100 杭州市 `3301`. The
 * statistics take a region as this prefix (`regionCode`, server/domains/statistics/stat-query.ts) and the
 * lists as `regionCode_likeright`, so a province counts every record under it.
 */
const PREFIX_DIGITS: Record<number, number> = { 1: 2, 2: 4, 3: 6, 4: 9, 5: 12 };

export function regionPrefix(region: { code: string; regionLevel?: unknown }): string {
  const digits = PREFIX_DIGITS[Number(region.regionLevel)];
  return digits && region.code.length >= digits ? region.code.slice(0, digits) : region.code;
}
