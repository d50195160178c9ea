import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TestEnvironment } from 'jest-environment-node';

/**
 * Per jest worker, shared by the test files it runs: PGlite's WebAssembly compiled once, and what
 * src/testing/testProvider.ts keeps for the next file (a migrated database to copy), so each file
 * skips initdb and the migrations (docs/decisions/test-provider-per-worker.md).
 */
let runtime;
const kept = new Map();

async function loadRuntime() {
  const { PGlite } = await import('@electric-sql/pglite');
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const read = (name) => readFile(path.join(dist, name));
  const [pgliteWasm, initdbWasm, fsBundle] = await Promise.all([read('pglite.wasm'), read('initdb.wasm'), read('pglite.data')]);
  const modules = {
    pgliteWasmModule: await WebAssembly.compile(pgliteWasm),
    initdbWasmModule: await WebAssembly.compile(initdbWasm),
    fsBundle: new Blob([fsBundle]),
  };
  return { create: (options = {}) => PGlite.create({ ...modules, ...options }), kept };
}

/**
 * jest's module sandbox refuses dynamic import() unless node runs with --experimental-vm-modules,
 * and PGlite loads its WebAssembly runtime that way. This environment loads PGlite with Node's own
 * loader and hands the tests a way to create one (see src/testing/testProvider.ts).
 * Use it with `/** @jest-environment ./provider/jest-pglite-environment.mjs *\/`.
 */
export default class PgliteEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    runtime ??= loadRuntime();
    this.global.providerTestPGlite = await runtime;
  }
}
