import type { z } from 'zod';
import type { NewEvent } from './event-store';

/**
 * One event type: its zod schema at the current schema version, and the
 * upcasters that lift stored data of older versions. `upcasters[n]` turns data
 * written at version n into version n + 1.
 */
export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  type: Type;
  schemaVersion: number;
  schema: Schema;
  upcasters?: Readonly<Record<number, (data: unknown) => unknown>>;
}

export type EventOf<Definition> =
  Definition extends EventDefinition<infer Type, infer Schema> ? NewEvent<Type, z.infer<Schema>> : never;

export function defineEvent<const Type extends string, Schema extends z.ZodType>(
  definition: EventDefinition<Type, Schema>,
): EventDefinition<Type, Schema> {
  return definition;
}

export class EventSchemaError extends Error {
  override readonly name = 'EventSchemaError';
}

/** Every event type the log may hold. Appends are validated; reads are upcast. */
export class EventRegistry {
  private readonly definitions = new Map<string, EventDefinition>();

  constructor(definitions: readonly EventDefinition[] = []) {
    for (const definition of definitions) this.add(definition);
  }

  add(definition: EventDefinition): this {
    if (this.definitions.has(definition.type)) {
      throw new EventSchemaError(`event type ${definition.type} is defined twice`);
    }
    this.definitions.set(definition.type, definition);
    return this;
  }

  types(): string[] {
    return [...this.definitions.keys()];
  }

  /** Validates an event about to be appended; returns its data as parsed and its schema version. */
  validate(event: NewEvent): { data: unknown; schemaVersion: number } {
    const definition = this.definitions.get(event.type);
    if (!definition) throw new EventSchemaError(`unknown event type ${event.type}`);
    const parsed = definition.schema.safeParse(event.data);
    if (!parsed.success) {
      throw new EventSchemaError(`invalid ${event.type}: ${parsed.error.message}`);
    }
    return { data: parsed.data, schemaVersion: definition.schemaVersion };
  }

  /** Lifts stored data to the current schema version. Unknown types pass through unchanged. */
  upcast(type: string, schemaVersion: number, data: unknown): { data: unknown; schemaVersion: number } {
    const definition = this.definitions.get(type);
    if (!definition) return { data, schemaVersion };
    let current = data;
    for (let version = schemaVersion; version < definition.schemaVersion; version++) {
      const upcaster = definition.upcasters?.[version];
      if (!upcaster) throw new EventSchemaError(`no upcaster for ${type} from schema version ${version}`);
      current = upcaster(current);
    }
    return { data: current, schemaVersion: Math.max(schemaVersion, definition.schemaVersion) };
  }
}
