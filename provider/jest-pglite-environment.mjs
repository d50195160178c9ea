import { TestEnvironment } from 'jest-environment-node';

/**
 * jest's module sandbox refuses dynamic import() unless node runs with --experimental-vm-modules,
 * and PGlite loads its WebAssembly runtime that way. This environment loads PGlite with Node's own
 * loader and hands the class to the tests (see src/testing/testProvider.ts).
 * Use it with `/** @jest-environment ./provider/jest-pglite-environment.mjs *\/`.
 */
export default class PgliteEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.providerTestPGlite = (await import('@electric-sql/pglite')).PGlite;
  }
}
