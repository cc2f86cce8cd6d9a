import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventDefinitionsOf } from './event-definitions-of';

const definition = (type: string, schemaVersion = 1) => ({ type, schemaVersion, schema: z.object({}) });

describe('the event definitions among modules’ exports', () => {
  it('takes single definitions and lists of them, each type once (the first seen), in order', () => {
    const sent = definition('Sent');
    const read = definition('Read');
    const readAgain = definition('Read', 2);
    const found = eventDefinitionsOf([{ sent, helper: () => 1 }, { feedEvents: [read, sent, readAgain], name: 'feed' }]);
    expect(found).toEqual([sent, read]);
    expect(found[1]).toBe(read);
  });

  it('skips what is not a definition: missing or mistyped type, version or schema, null, primitives', () => {
    const found = eventDefinitionsOf([
      {
        nothing: null,
        text: 'Sent',
        count: 3,
        noType: { schemaVersion: 1, schema: z.object({}) },
        numberType: { type: 7, schemaVersion: 1, schema: z.object({}) },
        noVersion: { type: 'A', schema: z.object({}) },
        textVersion: { type: 'B', schemaVersion: '1', schema: z.object({}) },
        noSchema: { type: 'C', schemaVersion: 1 },
        textSchema: { type: 'D', schemaVersion: 1, schema: 'z.object' },
        list: [null, 'E', { type: 'F', schemaVersion: 1 }],
      },
    ]);
    expect(found).toEqual([]);
  });

  it('finds nothing in no modules', () => {
    expect(eventDefinitionsOf([])).toEqual([]);
    expect(eventDefinitionsOf([{}])).toEqual([]);
  });
});
