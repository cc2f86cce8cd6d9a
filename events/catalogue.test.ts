import { describe, expect, it } from 'vitest';
import { catalogue, catalogueStreams, type CatalogueEvent, type CatalogueSection } from './catalogue';
import { deciderSpecification } from './log/decider-specification';

const spec = deciderSpecification(catalogue);
const section = (contentHash: string): CatalogueSection => ({
  edition: 'US',
  subject: 'math',
  grade: 4,
  contentHash,
  levelName: 'Grade 4',
  skills: [{ skillId: 1, permacode: 'ABC12', code: 'C.12', name: 'Fractions', tags: ['fraction'], upcoming: false }],
  topics: [],
  lessons: [],
  games: [],
  takeoffPlans: [],
});
const published = (contentHash: string): CatalogueEvent => ({ type: 'CatalogueSectionPublished', data: section(contentHash) });
const publish = (contentHash: string) => ({ type: 'PublishCatalogueSection' as const, data: section(contentHash) });

describe('publishing a catalogue section', () => {
  it('publishes a new section', () => spec.given([]).when(publish('hash-0001')).then([published('hash-0001')]));

  it('publishing the same content again appends nothing', () => spec.given([published('hash-0001')]).when(publish('hash-0001')).then([]));

  it('changed content is published again, compared with the latest version', () => {
    spec.given([published('hash-0001')]).when(publish('hash-0002')).then([published('hash-0002')]);
    spec.given([published('hash-0001'), published('hash-0002')]).when(publish('hash-0001')).then([published('hash-0001')]);
  });

  it('one stream per edition, subject and grade', () => {
    expect(catalogueStreams.section('UK', 'sci', 0)).toBe('catalogue-section:UK-sci-0');
  });
});
