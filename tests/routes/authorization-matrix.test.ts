import { describe, expect, it } from 'vitest';
import { allFeatures } from '../../server/features/all-features';
import { matrixFiles } from './authorization-matrix';
import { registeredRoutes } from './registered-routes';

// The authorization matrix is composed from the module list
// (server/features/all-features.ts): one file per module with routes,
// tests/routes/authorization-matrix/<module name>.ts, holding the rules of the
// routes that module mounts. A file no module of the list owns is a module left
// out of the list (its routes then go unchecked), so it fails here; the route
// harness (route-harness.test.ts) checks the composed matrix against every route
// the app registers, both ways.

const moduleNames = allFeatures.map((feature) => feature.name);
const modulesWithRoutes = allFeatures.filter((feature) => feature.routes).map((feature) => feature.name);
const fileNames = [...matrixFiles.keys()];
const { byModule } = registeredRoutes();

describe('the authorization matrix files', () => {
  it('each belongs to a module of the list', () => {
    expect(
      fileNames.filter((name) => !moduleNames.includes(name)),
      'matrix files named after no module of server/features/all-features.ts (a module left out of the list, or a file misnamed)',
    ).toEqual([]);
  });

  it('exist for every module of the list that mounts routes', () => {
    expect(
      modulesWithRoutes.filter((name) => !matrixFiles.has(name)),
      'modules with routes and no tests/routes/authorization-matrix/<module name>.ts',
    ).toEqual([]);
  });

  it('each export their rules as `rules`', () => {
    expect(fileNames.filter((name) => typeof matrixFiles.get(name) !== 'object'), 'matrix files without `export const rules`').toEqual([]);
  });

  it('declare each route in one file only', () => {
    const filesOf = new Map<string, string[]>();
    for (const [name, rules] of matrixFiles) for (const key of Object.keys(rules ?? {})) filesOf.set(key, [...(filesOf.get(key) ?? []), name]);
    expect(Object.fromEntries([...filesOf].filter(([, names]) => names.length > 1)), 'routes declared in more than one matrix file').toEqual({});
  });

  it('declare, each, exactly the routes their module mounts', () => {
    const misplaced = modulesWithRoutes.flatMap((name) => {
      const mounted = byModule.get(name) ?? [];
      const declared = Object.keys(matrixFiles.get(name) ?? {});
      const missing = mounted.filter((key) => !declared.includes(key));
      const notMounted = declared.filter((key) => !mounted.includes(key));
      return missing.length + notMounted.length > 0 ? [{ module: name, missing, notMounted }] : [];
    });
    expect(misplaced, 'routes missing from their module’s matrix file, or declared in the file of a module that does not mount them').toEqual([]);
  });
});
