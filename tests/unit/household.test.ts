import { describe, expect, it } from 'vitest';
import { clampScore, creditLevelOf } from '../../resources/subject/subjectcredit/credit-rules';
import { subjectLink } from '../../resources/subject/links';
import { recordPageOf } from '../../resources/engine/representation';
import subject from '../../resources/subject/subject/schema';

describe('credit rules', () => {
  it('levels by the floors 90 / 75 / 60', () => {
    expect([120, 90, 89, 75, 74, 60, 59, 0].map(creditLevelOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
  it('keeps the score within 0..120', () => {
    expect([clampScore(-5), clampScore(0), clampScore(130), clampScore(88)]).toEqual([0, 0, 120, 88]);
  });
});

describe('subject links', () => {
  it('lead to the one-household page, with the tab when given', () => {
    expect(subjectLink('123')).toBe('/busdetail/123');
    expect(subjectLink(123, 'employee')).toBe('/busdetail/123/employee');
    // The declaration says where its records open; the engine's links and show route read it.
    expect(recordPageOf(subject)?.('9')).toBe(subjectLink('9'));
  });
});
