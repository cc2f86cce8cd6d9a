// The seeds a practice stream has answered (events/practice.ts: a question is
// answered once), as a persistent set: `add` returns a new set and never
// changes the one it was called on, so a decider state holding it stays what it
// was — yet adding to the newest set costs O(1), not a copy of every seed.
//
// Every version shares one append-only log of seeds and sees its first `size`
// entries. Adding to the newest version appends to the log; adding to an older
// one (a fold that branched: two states evolved from the same state) shares the
// log when the other branch added the same seed next (the same events folded
// twice), and otherwise copies its prefix into a log of its own first, so
// neither branch sees the other's seed.

interface SeedLog {
  seeds: string[];
  /** seed → its first index in `seeds`. */
  index: Map<string, number>;
}

export class AnsweredSeeds {
  private constructor(
    private readonly log: SeedLog,
    /** How many of the log's seeds this version holds. */
    readonly size: number,
  ) {}

  static empty(): AnsweredSeeds {
    return new AnsweredSeeds({ seeds: [], index: new Map() }, 0);
  }

  has(seed: string): boolean {
    const at = this.log.index.get(seed);
    return at !== undefined && at < this.size;
  }

  /** This set and `seed` (this one is left as it was). */
  add(seed: string): AnsweredSeeds {
    if (this.has(seed)) return this;
    let log = this.log;
    // Another version went on from this one with the same seed (two folds of the same events): share it.
    if (log.seeds.length > this.size && log.seeds[this.size] === seed) return new AnsweredSeeds(log, this.size + 1);
    if (log.seeds.length !== this.size) {
      // Not the newest version: continue from a copy of what this one holds.
      const seeds = log.seeds.slice(0, this.size);
      log = { seeds, index: new Map(seeds.map((known, at) => [known, at])) };
    }
    log.index.set(seed, log.seeds.length);
    log.seeds.push(seed);
    return new AnsweredSeeds(log, this.size + 1);
  }

  *[Symbol.iterator](): IterableIterator<string> {
    for (let at = 0; at < this.size; at++) yield this.log.seeds[at]!;
  }
}
