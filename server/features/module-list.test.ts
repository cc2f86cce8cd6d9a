/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { eventDefinitionsOf } from '../../events/log/event-definitions-of';
import type { AnyProjection } from '../../projections/projection';
import { allEventDefinitions, allFeatures, allProjections } from './all-features';
import type { FeatureModule } from './feature-module';

// The module list is the only list (docs/architecture.md "Recipe: a feature
// module"): what the layers define is composed only through it, so a feature
// left out of it fails here — and its routes fail the route harness, which
// checks the authorization matrix against the routes the app registers.

const featureFiles = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./all-features.ts', '!./feature-*.ts'], { eager: true });
const eventFiles = import.meta.glob<Record<string, unknown>>(['../../events/**/*.ts', '!../../events/**/*.test.ts', '!../../events/log/**'], { eager: true });
const projectionFiles = import.meta.glob<Record<string, unknown>>(['../../projections/**/*.ts', '!../../projections/**/*.test.ts'], { eager: true });

const isFeatureModule = (value: unknown): value is FeatureModule =>
  typeof value === 'object' && value !== null && typeof (value as FeatureModule).name === 'string' && ['events', 'projections', 'queries', 'pushes', 'routes'].some((key) => key in value);
const isProjection = (value: unknown): value is AnyProjection =>
  typeof value === 'object' && value !== null && typeof (value as AnyProjection).name === 'string' && typeof (value as AnyProjection).handlers === 'function' && typeof (value as AnyProjection).create === 'function';

describe('the feature module list', () => {
  it('holds every module of server/features, once, each with its one name as its file name', () => {
    const modules = Object.entries(featureFiles).flatMap(([file, exports]) => Object.values(exports).filter(isFeatureModule).map((module) => ({ file, module })));
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter(({ module }) => !allFeatures.includes(module)).map(({ file }) => file), 'modules missing from all-features.ts').toEqual([]);
    expect(modules.map(({ file, module }) => [file, module.name]).filter(([file, name]) => file !== `./${name}.ts`), 'a module is named as its file').toEqual([]);
    expect(new Set(allFeatures.map((feature) => feature.name)).size).toBe(allFeatures.length);
  });

  it('registers every event type that events/ defines (a module left out loses its events)', () => {
    const defined = eventDefinitionsOf(Object.values(eventFiles)).map((definition) => definition.type);
    expect(defined.length).toBeGreaterThan(50);
    const registered = new Set(allEventDefinitions.map((definition) => definition.type));
    expect(defined.filter((type) => !registered.has(type)), 'event types no module declares').toEqual([]);
    expect(registered.size, 'an event type declared twice').toBe(allEventDefinitions.length);
  });

  it('applies every read model that projections/ defines (a module left out loses its projections)', () => {
    const defined = Object.values(projectionFiles).flatMap((exports) => Object.values(exports).filter(isProjection)).map((projection) => projection.name);
    expect(defined.length).toBeGreaterThan(20);
    const applied = new Set(allProjections.map((projection) => projection.name));
    expect(defined.filter((name) => !applied.has(name)), 'read models no module declares').toEqual([]);
    expect(applied.has('explorer-index')).toBe(true);
    expect(applied.size, 'a read model declared twice').toBe(allProjections.length);
  });
});
