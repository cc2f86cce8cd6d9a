import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** A program on PATH, else in the sbin directories Debian installs daemons in (haproxy: /usr/sbin). */
export function findProgram(name: string): string | null {
  for (const directory of [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/local/sbin', '/usr/sbin']) {
    const candidate = join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
