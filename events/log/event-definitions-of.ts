import type { EventDefinition } from './event-schemas';

/** The event definitions among a module's exports (its `<feature>Events` list and single definitions), each type once. */
export function eventDefinitionsOf(modules: readonly Record<string, unknown>[]): EventDefinition[] {
  const byType = new Map<string, EventDefinition>();
  const add = (value: unknown) => {
    if (isEventDefinition(value) && !byType.has(value.type)) byType.set(value.type, value);
  };
  for (const exports of modules) {
    for (const value of Object.values(exports)) {
      if (Array.isArray(value)) value.forEach(add);
      else add(value);
    }
  }
  return [...byType.values()];
}

function isEventDefinition(value: unknown): value is EventDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<EventDefinition>;
  return typeof candidate.type === 'string' && typeof candidate.schemaVersion === 'number' && typeof candidate.schema === 'object';
}
