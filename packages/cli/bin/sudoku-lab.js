#!/usr/bin/env node
// The command's entry point. It is a file of its own, present before any build, so that pnpm can link
// the command into the workspace's packages on a fresh install; what runs is the built command.
try {
  await import('../dist/cli.js');
} catch (error) {
  // The build itself missing, not a module the built command imports.
  const unbuilt =
    error?.code === 'ERR_MODULE_NOT_FOUND' && /find module '[^']*dist\/cli\.js'/.test(error.message);
  if (!unbuilt) throw error;
  console.error('sudoku-lab: the command is not built yet: run `pnpm build` in the repository first');
  process.exitCode = 1;
}
