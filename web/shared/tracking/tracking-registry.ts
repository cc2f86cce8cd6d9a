import type { TrackingGroup, TrackingGroupKind } from './tracking-groups';

/** The registered names of each kind, from a list of tracking constant groups. */
export interface TrackingRegistry {
  isRegistered(kind: TrackingGroupKind, name: string): boolean;
}

export function createTrackingRegistry(groups: readonly TrackingGroup[]): TrackingRegistry {
  const names: Record<TrackingGroupKind, Set<string>> = { feature: new Set(), module: new Set(), button: new Set() };
  for (const group of groups) for (const name of Object.values(group.names)) names[group.kind].add(name);
  return { isRegistered: (kind, name) => names[kind].has(name) };
}

export interface SharedTrackingKey {
  key: string;
  /** The groups that hold it, in order. */
  groups: string[];
}

/** Keys that two or more groups hold. */
export function findSharedKeys(groups: readonly TrackingGroup[]): SharedTrackingKey[] {
  const holders = new Map<string, string[]>();
  for (const group of groups) {
    for (const key of Object.keys(group.names)) holders.set(key, [...(holders.get(key) ?? []), group.name]);
  }
  return [...holders].filter(([, names]) => names.length > 1).map(([key, names]) => ({ key, groups: names }));
}

/** The developer-side check (spec §5): logs an error for every key two groups share. */
export function reportSharedKeys(groups: readonly TrackingGroup[], logError: (message: string) => void = console.error): void {
  for (const { key, groups: holders } of findSharedKeys(groups)) {
    logError(`Tracking constant groups share the key "${key}": ${holders.join(', ')}`);
  }
}
