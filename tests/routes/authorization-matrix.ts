/// <reference types="vite/client" />
import { basename } from 'node:path';
import { allFeatures } from '../../server/features/all-features';
import type { RouteRule } from './matrix-requests';

export { DEFAULT_FUZZ_RUNS, type RouteRule } from './matrix-requests';

// The authorization matrix: who may call each route. Each feature module of the
// one list (server/features/all-features.ts) has its matrix file,
// authorization-matrix/<module name>.ts, exporting `rules` for the routes that
// module mounts (docs/architecture.md "The route harness"). The matrix is
// composed from the module list, so a new feature is its matrix file and no
// other list; authorization-matrix.test.ts fails on a file no module of the list
// owns, a module with routes and no file, a route in two files or in the file of
// a module that does not mount it.

/** Route key `METHOD /path` (as registered on the Hono app) → its rule. */
export type MatrixRules = Record<string, RouteRule>;

const files = import.meta.glob<MatrixRules | undefined>('./authorization-matrix/*.ts', { eager: true, import: 'rules' });

/** Each matrix file's rules, by file name (without `.ts`): the name of the module whose routes they are. */
export const matrixFiles: ReadonlyMap<string, MatrixRules | undefined> = new Map(Object.entries(files).map(([path, rules]) => [basename(path, '.ts'), rules]));

/** The rules of the modules in the list, in list order: the matrix the route harness checks. */
export const authorizationMatrix: MatrixRules = Object.assign({}, ...allFeatures.map((feature) => matrixFiles.get(feature.name) ?? {})) as MatrixRules;
