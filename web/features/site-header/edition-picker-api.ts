import { z } from 'zod';
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

const editionOptionSchema = z.object({ editionConstant: z.string(), twoLetter: z.string(), fullName: z.string(), editionUrl: z.string() });

/** `GET /editions`; a malformed edition is dropped (no editions: no picker). */
export const editionChoicesSchema = z.object({
  edition: z.string().catch('US'),
  editions: z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const option = editionOptionSchema.safeParse(item);
      return option.success ? [option.data] : [];
    }),
  ),
}) satisfies z.ZodType<EditionChoices>;

export const httpEditionPickerApi: EditionPickerApi = {
  fetchEditions() {
    return getJson('/editions', editionChoicesSchema);
  },
  async selectEdition(editionConstant) {
    await postJson('/edition-picker/select', { editionConstant });
  },
};

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
