/**
 * How long a component test's `findBy…` and `waitFor` keep looking before they fail: 10 s instead of
 * Testing Library's 1 s. A limit, not a timed assertion — a wait ends as soon as what it looks for is
 * there. A page's first render loads its lazy chunks (the home page, a dialog opened on demand):
 * on a loaded machine — the unit stage runs beside the client build, typecheck and lint — that took
 * over a second, and two tests of a clean-clone run failed at 1 s (the visitor's welcome in
 * app-root.test.tsx, the questions log in live-classroom-page.test.tsx). A setup file of the unit
 * projects (vitest.config.ts); files without a DOM skip it.
 */
export {}; // a module: its top-level await waits for the setting before the file's tests

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
