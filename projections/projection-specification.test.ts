import { describe, expect, it } from 'vitest';
import { EventSchemaError } from '../events/log/event-schemas';
import { editionPickerProjection, editionPickerQueries } from './edition-picker';
import { projectionSpecification, recordGivenEvents } from './projection-specification';

const chosen = (userId: string) => ({ type: 'EditionChosen', data: { userId, edition: 'CA', previous: 'US' } });

describe('the events a projection specification gives', () => {
  it('have dense positions, versions per stream, and times a second apart unless given', () => {
    const recorded = recordGivenEvents(
      [chosen('u_ava'), { ...chosen('u_noah'), metadata: { streamId: 'user:u_noah' } }, chosen('u_zoe'), { ...chosen('u_mia'), metadata: { at: '2026-01-01T12:00:00.000Z', actor: 'u_mia' } }, chosen('u_leo')],
      { startAt: '2026-01-01T08:00:00.000Z' },
    );
    expect(recorded.map(({ metadata }) => [metadata.position, metadata.streamId, metadata.version, metadata.at, metadata.eventId])).toEqual([
      [1, 'spec', 1, '2026-01-01T08:00:00.000Z', 'event-1'],
      [2, 'user:u_noah', 1, '2026-01-01T08:00:01.000Z', 'event-2'],
      [3, 'spec', 2, '2026-01-01T08:00:02.000Z', 'event-3'],
      [4, 'spec', 3, '2026-01-01T12:00:00.000Z', 'event-4'],
      [5, 'spec', 4, '2026-01-01T12:00:01.000Z', 'event-5'],
    ]);
    expect(recorded[3]!.metadata).toMatchObject({ actor: 'u_mia', correlationId: 'event-4', causationId: null, schemaVersion: 1 });
    expect(recordGivenEvents([chosen('u_ava')])).toEqual(recordGivenEvents([chosen('u_ava')]));
  });

  it('are validated as the log validates an append', () =>
    expect(() => recordGivenEvents([{ type: 'EditionChosen', data: { userId: 'u_ava', edition: 'XX', previous: 'US' } }])).toThrow(EventSchemaError));

  it('reach the projection through the runner, each check on a fresh database', () => {
    const spec = projectionSpecification(editionPickerProjection, editionPickerQueries);
    expect(spec.given([{ type: 'EditionChosen', data: { userId: 'u_ava', edition: 'CA', previous: 'US' } }]).query((queries) => queries.chosenEdition('u_ava'))).toBe('CA');
    expect(spec.given([]).query((queries) => queries.chosenEdition('u_ava'))).toBeNull();
  });
});
