import { creditCheckChar } from '../../resources/formats';

/**
 * Registration numbers of demo businesses. Credit codes are unique per row number (a bijection of
 * the number into the organisation code), so a run of a million rows, or a run appended to an earlier
 * one, never repeats a code.
 */

/** `n` written with `width` digits, zeros in front: the number part of a demo code (`0042`). */
export const pad = (n: number, width: number): string => String(n).padStart(width, '0');

const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** GB 11714 organisation code: 8 body characters (digits here) and its check character. */
export function orgCode(body8: string): string {
  const sum = [...body8].reduce((s, c, i) => s + Number.parseInt(c, 36) * ORG_WEIGHTS[i], 0);
  const c = 11 - (sum % 11);
  return body8 + (c === 10 ? 'X' : c === 11 ? '0' : String(c));
}

/** Multiplier coprime to 10: i ↦ (i·A + offset) mod 10⁸ is a bijection on [0, 10⁸). */
const A = 39916801n;
const MOD = 100000000n;

/**
 * GB 32100 unified social credit code of row `index`: registration authority 9 (market regulation),
 * kind 1 (company) or 2 (individual business), the district code, the organisation code, the check
 * character (resources/formats.ts).
 */
export function creditCode(index: number, offset: number, kind: '1' | '2', districtCode: string): string {
  const body = ((BigInt(index) * A + BigInt(offset)) % MOD).toString().padStart(8, '0');
  const first17 = `9${kind}${districtCode}${orgCode(body)}`;
  return first17 + creditCheckChar(first17);
}
