// The retention forms' checks: the contract's periods and maximum, worded as the server words its refusals.
import { describe, expect, it } from 'vitest';
import {
  defaultBeyondMaximumMessage,
  exceedsMaximumMessage,
  KEEP_EVERYTHING,
  type RetentionPeriods,
} from '../../../src/api/schemas/retention';
import { formatBytes } from '../../../src/messages/format';
import {
  firstError,
  organizationDraftErrors,
  organizationDraftOf,
  organizationWriteOf,
  periodsDraftOf,
  platformDraftErrors,
  platformWriteOf,
} from '../../../src/state/retentionDrafts';

const periods = (
  audio: number | null,
  transcript: number | null,
  summary: number | null,
): RetentionPeriods => ({
  audio_days: audio,
  transcript_days: transcript,
  summary_days: summary,
});

describe("an organisation's form", () => {
  const maximum = periods(365, null, 30);

  it('starts from the policy, or from what applies when it follows the default', () => {
    const retention = {
      organization_id: 5,
      policy: null,
      default: periods(90, null, 30),
      maximum,
      effective: periods(90, null, 30),
      changes: [],
    };
    const draft = organizationDraftOf(retention);
    expect(draft.followDefault).toBe(true);
    expect(draft.policy.audio).toEqual({ keep: false, days: '90' });
    expect(draft.policy.transcript).toEqual({ keep: true, days: '' });
    expect(organizationWriteOf(draft)).toEqual({ policy: null });
    expect(organizationWriteOf({ ...draft, followDefault: false })).toEqual({
      policy: periods(90, null, 30),
    });
  });

  it('refuses beyond the maximum, keeping where a maximum is set, and days that are not whole or out of range', () => {
    const draft = (policy: RetentionPeriods) => ({ followDefault: false, policy: periodsDraftOf(policy) });
    expect(organizationDraftErrors(draft(periods(365, null, 30)), maximum)).toEqual({});
    expect(organizationDraftErrors(draft(periods(366, 10, null)), maximum)).toEqual({
      audio: exceedsMaximumMessage('audio', 365),
      summary: exceedsMaximumMessage('summary', 30),
    });
    const typed = {
      followDefault: false,
      policy: {
        audio: { keep: false, days: '' },
        transcript: { keep: false, days: '0' },
        summary: { keep: false, days: '2,5' },
      },
    };
    expect(organizationDraftErrors(typed, KEEP_EVERYTHING)).toEqual({
      audio: 'De bewaartermijn voor audio moet een heel aantal dagen zijn.',
      transcript: 'De bewaartermijn voor transcripties is minstens 1 dag.',
      summary: 'De bewaartermijn voor samenvattingen moet een heel aantal dagen zijn.',
    });
    expect(organizationDraftErrors({ ...typed, followDefault: true }, KEEP_EVERYTHING)).toEqual({});
  });
});

describe("the platform's form", () => {
  it('refuses a default beyond the maximum beside it, and checks the maximum itself', () => {
    const draft = {
      default: periodsDraftOf(periods(400, null, 10)),
      maximum: periodsDraftOf(periods(365, 30, null)),
    };
    const errors = platformDraftErrors(draft);
    expect(errors).toEqual({
      default: {
        audio: defaultBeyondMaximumMessage('audio', 365),
        transcript: defaultBeyondMaximumMessage('transcript', 30),
      },
      maximum: {},
    });
    expect(firstError(errors.default, errors.maximum)).toBe(defaultBeyondMaximumMessage('audio', 365));
    const badMaximum = { ...draft, maximum: { ...draft.maximum, audio: { keep: false, days: '40000' } } };
    expect(platformDraftErrors(badMaximum).maximum).toEqual({
      audio: 'De bewaartermijn voor audio is hoogstens 36500 dagen.',
    });
    expect(platformDraftErrors(badMaximum).default.audio).toBeUndefined();
    expect(platformWriteOf(draft)).toEqual({
      default: periods(400, null, 10),
      maximum: periods(365, 30, null),
    });
  });
});

describe('sizes', () => {
  it('read in nl-NL with one decimal in the largest unit reached', () => {
    expect([0, 512, 1_000, 1_234_567, 1_200_000_000, 3_500_000_000_000].map(formatBytes)).toEqual([
      '0 B',
      '512 B',
      '1 kB',
      '1,2 MB',
      '1,2 GB',
      '3,5 TB',
    ]);
  });
});
