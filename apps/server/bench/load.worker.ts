import { type LoadOptions, type LoadResult, runLoad } from './load-generator';

// Runs in a child process so the load generator's event loop does not compete with the server's.
// (A worker thread would be lighter, but on Node 20 workers do not get tsx's loader.) It serves one
// load after another, as the bench sends them, until the bench disconnects.
process.on('message', (options: LoadOptions) => {
  runLoad(options).then(
    (result: LoadResult) => process.send!(result),
    (e: unknown) => {
      process.stderr.write(`load worker failed: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(1);
    },
  );
});
process.on('disconnect', () => process.exit(0));
