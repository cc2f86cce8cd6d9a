import type { PageAudience } from '../../web/app/page-routes';

/** The demo account each audience of the page table is signed in as in e2e sweeps (password `classroom`); null: signed out. */
export const DEMO_ACCOUNTS: Readonly<Record<PageAudience, string | null>> = {
  visitor: null,
  student: 'ava.b',
  teacher: 'ms.rivera',
  administrator: 'admin.lee',
  parent: 'park.family',
  child: 'mina',
  engineer: 'ops.kim',
};

export const AUDIENCES = Object.keys(DEMO_ACCOUNTS) as PageAudience[];
