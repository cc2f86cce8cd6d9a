import { getJson, postJson } from '../../shared/http/json-request';

/** One edition the picker offers (spec §2.7, §3 edition model). */
export interface EditionOption {
  editionConstant: string;
  twoLetter: string;
  fullName: string;
  editionUrl: string;
}

export interface EditionChoices {
  /** The edition the page is seen in. */
  edition: string;
  editions: EditionOption[];
}

export interface EditionPickerApi {
  fetchEditions(): Promise<EditionChoices>;
  /** Stores the choice (a signed-in user's as an event, a visitor's as a cookie). */
  selectEdition(editionConstant: string): Promise<void>;
}

export const httpEditionPickerApi: EditionPickerApi = {
  async fetchEditions() {
    return parseEditionChoices(await getJson('/editions'));
  },
  async selectEdition(editionConstant) {
    await postJson('/edition-picker/select', { editionConstant });
  },
};

/** Reads `GET /editions`; anything malformed is dropped (no editions: no picker). */
export function parseEditionChoices(body: unknown): EditionChoices {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const list = Array.isArray(record.editions) ? (record.editions as unknown[]) : [];
  const editions = list.flatMap((item): EditionOption[] => {
    const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const { editionConstant, twoLetter, fullName, editionUrl } = entry;
    if (typeof editionConstant !== 'string' || typeof twoLetter !== 'string') return [];
    if (typeof fullName !== 'string' || typeof editionUrl !== 'string') return [];
    return [{ editionConstant, twoLetter, fullName, editionUrl }];
  });
  return { edition: typeof record.edition === 'string' ? record.edition : 'US', editions };
}

/**
 * The picker's keyboard (spec §2.7): arrows and Tab move (wrapping), Home and
 * End jump. Returns the next active index, or null for a key it does not move on.
 */
export function nextEditionIndex(key: string, shiftKey: boolean, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Tab':
      return shiftKey ? (index - 1 + count) % count : (index + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
