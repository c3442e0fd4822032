/**
 * Node's options for the server and CLI processes the tests start (scripts/start.mjs).
 *
 * `--liftoff-only`: V8 compiles WebAssembly with its baseline compiler alone. By
 * default it also recompiles the hot functions of PGlite's Postgres (the executor's
 * large ones among them) with its optimizing compiler, on background threads: work
 * that pays back in a server running for days, never in one a test runs for seconds.
 * The same code runs either way. The pglite files' processes took 93 s of CPU without
 * it and 71 s with it (the first start on an empty directory 23.7 s and 18.0 s).
 * A newcomer's `npm start` keeps V8's defaults.
 */
export const TEST_PROCESS_NODE_FLAGS = ['--liftoff-only'];
