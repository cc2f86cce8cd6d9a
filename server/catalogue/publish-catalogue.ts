import { catalogue, catalogueStreams } from '../../events/catalogue';
import { handleCommand } from '../../events/log/command-handler';
import type { FeatureLog } from '../features/feature-log';
import { generateCatalogue } from './generate-catalogue';

/**
 * Publishes the generated catalogue through the command handler, one section at
 * a time: a section whose content is unchanged appends nothing, so a restart
 * costs a read per section and a generator change appends only what changed.
 */
export async function publishCatalogue(log: FeatureLog): Promise<number> {
  let published = 0;
  const context = { actor: 'system:catalogue', correlationId: 'catalogue-publish' };
  for (const section of generateCatalogue()) {
    const stream = catalogueStreams.section(section.edition, section.subject, section.grade);
    published += (await handleCommand(log.store, catalogue, stream, { type: 'PublishCatalogueSection', data: section }, context)).events.length;
  }
  return published;
}
