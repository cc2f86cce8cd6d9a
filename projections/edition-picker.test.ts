import { describe, expect, it } from 'vitest';
import type { EditionPickerEvent } from '../events/edition-picker';
import { editionPickerProjection, editionPickerQueries } from './edition-picker';
import { projectionSpecification } from './projection-specification';

const spec = projectionSpecification(editionPickerProjection, editionPickerQueries);

const chosen = (userId: string, edition: 'US' | 'CA' | 'UK', previous: 'US' | 'CA' | 'UK'): EditionPickerEvent => ({
  type: 'EditionChosen',
  data: { userId, edition, previous },
});

describe('the chosen edition', () => {
  it('is the user’s latest choice, or none', () =>
    spec.given([chosen('u_ava', 'CA', 'US'), chosen('u_noah', 'UK', 'US'), chosen('u_ava', 'UK', 'CA')]).then((queries) => {
      expect(queries.chosenEdition('u_ava')).toBe('UK');
      expect(queries.chosenEdition('u_noah')).toBe('UK');
      expect(queries.chosenEdition('u_zoe')).toBeNull();
    }));
});
