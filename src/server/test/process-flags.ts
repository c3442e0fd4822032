/**
 * Node's options for the server and CLI processes the tests start (scripts/start.mjs).
 *
 * `--liftoff-only`: V8 compiles WebAssembly with its baseline compiler alone. By
 * default it also recompiles the hot functions of PGlite's Postgres (the executor's
 * large ones among them) with its optimizing compiler, on background threads: work
 * that pays back in a server running for days, never in one a test runs for seconds.
 * The same code runs either way. The pglite files' processes took 93 s of CPU without
 * it and 71 s with it (the first start on an empty directory 23.7 s and 18.0 s).
 *
 * `--max-opt=1`: the same for JavaScript: V8 stops at its baseline compiler
 * (Sparkplug) and never optimizes with TurboFan, whose compiling outweighs what it saves
 * in processes that live seconds. The pglite project (these processes and its own
 * workers) 66.3 s of CPU without it, 61.7 with it (averages of four runs each); the API
 * files that start servers under load (crash, several servers, backups) about the same
 * either way (31.3 and 33.3 s, one run each). Not for
 * the API files' workers: they run for minutes and hot code (the word index, the
 * fuzzing) took 8-16% more CPU without TurboFan.
 *
 * A newcomer's `npm start` keeps V8's defaults.
 */
export const TEST_PROCESS_NODE_FLAGS = ['--liftoff-only', '--max-opt=1'];
