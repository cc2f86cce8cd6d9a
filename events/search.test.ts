import { describe, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { search, type SearchCommand, type SearchEvent } from './search';

const spec = deciderSpecification(search);

const click = (url: string): SearchCommand => ({
  type: 'RecordSearchClick',
  data: {
    trackingId: 'search-1',
    phrase: 'fractions',
    url,
    searchType: 'autocomplete-nav',
    resultType: 'skill',
    userId: null,
    edition: 'US',
  },
});
const clicked = (url: string): SearchEvent => ({ type: 'SearchResultClicked', data: click(url).data });

describe('search clicks', () => {
  it('records the first click on a result of a search', () => {
    spec.given([]).when(click('/math/grade-4/fractions')).then([clicked('/math/grade-4/fractions')]);
  });

  it('records nothing when the same result of the same search is clicked again', () => {
    spec.given([clicked('/math/grade-4/fractions')]).when(click('/math/grade-4/fractions')).then([]);
    spec.given([clicked('/math/grade-4/fractions'), clicked('/math/grade-5')]).when(click('/math/grade-4/fractions')).then([]);
  });

  it('records another result of the same search', () => {
    spec.given([clicked('/math/grade-4/fractions')]).when(click('/math/grade-5')).then([clicked('/math/grade-5')]);
  });
});
