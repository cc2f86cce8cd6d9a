import { Hono } from 'hono';
import { z } from 'zod';
import { grade as gradeField, subject as subjectField } from '../../events/curriculum';
import type { ListedStandard } from '../../events/standards';
import { currentEdition } from '../edition-picker/current-edition';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validated';

/** An empty query value (`?subject=`) is the same as none. */
const omittedWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const standardsQuery = z.object({
  subject: z.preprocess(omittedWhenEmpty, subjectField.optional()),
  grade: z.preprocess(omittedWhenEmpty, z.coerce.number().pipe(gradeField).optional()),
});

/**
 * `GET /standards?subject=&grade=` (issue 29, docs/standards.md): the standards
 * of a subject and grade, each with the skills of the caller's edition aligned
 * to it. Public catalogue data: anyone may call it, visitors too.
 */
export function standardsRoutes(log: FeatureLog<'standards' | 'editionPicker'>) {
  const app = new Hono<AppEnv>();

  app.get('/standards', validated('query', standardsQuery, 'catalogue.unknown_page'), (c) => {
    const { subject, grade } = c.req.valid('query');
    const edition = currentEdition(c, log);
    const standards: ListedStandard[] = log.queries.standards.list({ edition, ...(subject === undefined ? {} : { subject }), ...(grade === undefined ? {} : { grade }) });
    return c.json({ standards });
  });

  return app;
}
