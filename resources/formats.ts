import type { FieldFormat } from './types';

/**
 * Value rules with fixed messages, shared by the server's validation and the web app's forms.
 * Pure functions: no React, no server code.
 */

/** GB 32100-2015 unified social credit code: 18 characters of this alphabet, the last a check digit. */
const CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a credit code, or undefined if one is not allowed. */
export function creditCheckChar(first17: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_ALPHABET.indexOf(first17[i]);
    if (v < 0) return undefined;
    sum += v * CREDIT_WEIGHTS[i];
  }
  return CREDIT_ALPHABET[(31 - (sum % 31)) % 31];
}

export function isCreditCode(code: string): boolean {
  return (
    /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code) && creditCheckChar(code.slice(0, 17)) === code[17]
  );
}

/** GB 11643 resident identity number: 17 digits and a check character (0-9 or X). */
export function isIdCard(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = w.reduce((s, wi, i) => s + wi * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

/**
 * An identity number as a list shows it: the region (first 6) and the last 4, the birth date and
 * sequence hidden (`330106********1234`). Forms and the show page keep the whole number.
 */
export function maskIdCard(id: string): string {
  return id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : id;
}

/** Spec §5 phone rules, in order: empty, length not 11, format (a mainland mobile number). */
export const PHONE_MESSAGES = {
  empty: '手机号码不能为空',
  length: '手机号码长度不为11位',
  format: '手机号码格式不正确',
} as const;

export const FORMAT_MESSAGES: Record<FieldFormat, string> = {
  creditCode: '统一社会信用代码格式不正确',
  phone: PHONE_MESSAGES.format,
  idCard: '身份证号码格式不正确',
};

/** The message for a non-empty value that breaks its format, or undefined when it is fine. */
export function formatProblem(format: FieldFormat, value: string): string | undefined {
  switch (format) {
    case 'creditCode':
      return isCreditCode(value) ? undefined : FORMAT_MESSAGES.creditCode;
    case 'idCard':
      return isIdCard(value) ? undefined : FORMAT_MESSAGES.idCard;
    case 'phone':
      if (value.length !== 11) return PHONE_MESSAGES.length;
      return /^1[3-9]\d{9}$/.test(value) ? undefined : PHONE_MESSAGES.format;
  }
}
