// Finds the system programs the project needs and installs missing ones through
// the system package manager (Debian/Ubuntu apt-get), or says exactly what to
// install where it cannot. Only Node's built-ins: this runs before `npm install`.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { spawnSync } from 'node:child_process';

const sbin = ['/usr/local/sbin', '/usr/sbin'];

export function findProgram(name) {
  for (const directory of [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...sbin]) {
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

/** `packages`: [{ program, debianPackage }]. Installs what is missing; exits with advice if it cannot. */
export function ensureSystemPackages(packages) {
  const missing = packages.filter(({ program }) => !findProgram(program));
  if (missing.length === 0) return;
  const names = missing.map(({ debianPackage }) => debianPackage);
  const aptGet = findProgram('apt-get');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !isRoot && findProgram('sudo') && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!aptGet || (!isRoot && !sudo)) {
    console.error(
      `Missing: ${missing.map(({ program }) => program).join(', ')}.\n` +
        `Install with: sudo apt-get install -y ${names.join(' ')}   (Debian/Ubuntu)\n` +
        'nats-server elsewhere: https://docs.nats.io/running-a-nats-service/introduction/installation',
    );
    process.exit(1);
  }
  const run = (args) => {
    const command = isRoot ? args : ['sudo', '-n', ...args];
    console.log(`[setup] ${command.join(' ')}`);
    const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`[setup] failed: ${command.join(' ')}`);
      process.exit(1);
    }
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', ...names]);
}
