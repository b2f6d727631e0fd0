import { useCallback, useState } from 'react';

/**
 * A set held as state (the open branches of a tree, the hidden layers of a map) with the toggle of one
 * member: it adds what the set lacks and removes what it holds. `toggle` keeps its identity across
 * renders; the setter is there for whole changes (unfolding a trail).
 */
export function useToggleSet<T>() {
  const [members, setMembers] = useState<ReadonlySet<T>>(() => new Set());
  const toggle = useCallback(
    (member: T) =>
      setMembers((current) => {
        const next = new Set(current);
        if (next.has(member)) next.delete(member);
        else next.add(member);
        return next;
      }),
    [],
  );
  return [members, toggle, setMembers] as const;
}
