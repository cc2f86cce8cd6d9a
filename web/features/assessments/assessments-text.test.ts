import { describe, expect, it } from 'vitest';
import { assessmentsMessages, assessmentsSpanishMessages } from '../../shared/i18n/assessments-messages';
import { ASSESSMENT_SITTING_STATUSES, ASSESSMENT_TAKE_KINDS } from '../../../events/assessments/assessment-contract';

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('the assessment pages’ text', () => {
  it('Spanish has every English key, and no other', () => {
    expect(keysOf(assessmentsSpanishMessages).sort()).toEqual(keysOf(assessmentsMessages).sort());
  });

  it('names every kind and every sitting status of the contract', () => {
    expect(Object.keys(assessmentsMessages.assessmentsWeb.kind).sort()).toEqual([...ASSESSMENT_TAKE_KINDS].sort());
    expect(Object.keys(assessmentsMessages.assessmentsWeb.progress.counts).sort()).toEqual([...ASSESSMENT_SITTING_STATUSES].sort());
    expect(Object.keys(assessmentsMessages.assessmentsWeb.progress.announce).sort()).toEqual([...ASSESSMENT_SITTING_STATUSES].sort());
  });
});
