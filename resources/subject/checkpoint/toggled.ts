/** The ids with `id` taken out when it was in, put in at the end when it was not (a ticked box). */
export const toggled = (ids: string[], id: string): string[] =>
  ids.includes(id) ? ids.filter((k) => k !== id) : [...ids, id];
