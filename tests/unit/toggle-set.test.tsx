import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToggleSet } from '../../src/layout/useToggleSet';

describe('a set of open branches', () => {
  it('adds what it lacks, removes what it holds, and keeps one toggle across renders', () => {
    const { result, rerender } = renderHook(() => useToggleSet<string>());
    const [, toggle] = result.current;
    act(() => toggle('a'));
    act(() => toggle('b'));
    expect([...result.current[0]]).toEqual(['a', 'b']);
    act(() => toggle('a'));
    expect([...result.current[0]]).toEqual(['b']);
    rerender();
    expect(result.current[1]).toBe(toggle);
  });
});
