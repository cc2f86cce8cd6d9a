import { describe, expect, it } from 'vitest';
import { editionPicker, type EditionPickerCommand, type EditionPickerEvent } from './edition-picker';
import { deciderSpecification } from './log/decider-specification';

const spec = deciderSpecification(editionPicker);
const registered = { type: 'UserRegistered', data: { userId: 'u_ava_b', edition: 'US' } } as unknown as EditionPickerEvent;
const choose = (edition: 'US' | 'UK' | 'AU'): EditionPickerCommand => ({ type: 'ChooseEdition', data: { userId: 'u_ava_b', edition } });
const chosen = (edition: 'US' | 'UK' | 'AU', previous: 'US' | 'UK' | 'AU'): EditionPickerEvent => ({
  type: 'EditionChosen',
  data: { userId: 'u_ava_b', edition, previous },
});

describe('choosing an edition', () => {
  it('records the choice with the edition it replaces', () => spec.given([registered]).when(choose('UK')).then([chosen('UK', 'US')]));

  it('replaces the latest choice, not the registered edition', () =>
    spec.given([registered, chosen('UK', 'US')]).when(choose('AU')).then([chosen('AU', 'UK')]));

  it('choosing the edition already chosen appends nothing', () => {
    spec.given([registered]).when(choose('US')).then([]);
    spec.given([registered, chosen('UK', 'US')]).when(choose('UK')).then([]);
  });

  it('is refused for a user the log does not know', () => spec.given([]).when(choose('UK')).thenThrows('edition_picker.unknown_user', 404));

  it('other events on the user’s stream change nothing', () => {
    const other = { type: 'PasswordSet', data: { userId: 'u_ava_b', passwordHash: 'x' } } as unknown as EditionPickerEvent;
    expect([registered, other].reduce(editionPicker.evolve, editionPicker.initialState())).toEqual({ edition: 'US' });
  });
});
