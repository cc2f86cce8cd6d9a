import { describe, expect, it } from 'vitest';
import { defaultProfileValues, type ProfileOwnEvent } from '../events/profile';
import { profileProjection, profileQueries } from './profile';
import { projectionSpecification } from './projection-specification';

const spec = projectionSpecification(profileProjection, profileQueries);
const edited = (userId: string, field: string, value: unknown) => ({ type: 'ProfileFieldEdited', data: { userId, edit: { field, value } } }) as ProfileOwnEvent;

describe('profile read model', () => {
  it("answers a user's saved fields over the defaults, the last save winning", () => {
    spec.given([edited('u1', 'hideTimer', true), edited('u1', 'firstName', 'Rosa'), edited('u1', 'firstName', 'Rose'), edited('u2', 'hideTimer', false)]).then((q) => {
      expect(q.valuesOf('u1')).toEqual({ ...defaultProfileValues, hideTimer: true, firstName: 'Rose' });
      expect(q.valuesOf('u3')).toEqual(defaultProfileValues);
      expect(q.preferencesOf('u1')).toEqual({ hideTimer: true, hideScratchpad: false, hideGames: false, hideGradeLevels: false, enableAudio: true, editLanguage: 'en' });
    });
  });

  it('says which mail the e-mail preference flags let out', () => {
    spec.given([edited('u1', 'emailSummary', false), edited('u1', 'emailPromo', true)]).then((q) => {
      expect(q.wantsMail('u1', 'summary')).toBe(false);
      expect(q.wantsMail('u1', 'promo')).toBe(true);
      expect(q.wantsMail('u2', 'promo')).toBe(false);
      expect(q.wantsMail('u2', 'certificate')).toBe(true);
    });
  });

  it('records who changed a secret word, and when, without the word', () => {
    spec.given([{ type: 'ProfileSecretWordChanged', data: { userId: 'u_mina', changedByUserId: 'u_park' }, at: '2026-11-02T09:00:00.000Z' } as never]).then((q) =>
      expect(q.lastSecretWordChange('u_mina')?.changedByUserId).toBe('u_park'),
    );
  });
});
