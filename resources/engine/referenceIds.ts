/** Blade keeps multi-valued references as comma-joined strings (`roleId: "1,2"`). */
export const splitIds = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);

export const joinIds = (ids: unknown): string => (Array.isArray(ids) ? ids.join(',') : String(ids ?? ''));
