// A TypeDoc plugin: each entry module is named for what a user imports ('@sudoku-lab/testkit/puzzles')
// rather than for its path ('testkit/src/puzzles'). typedoc.config.mjs hands it the file of each entry.
import { Converter, ReflectionKind } from 'typedoc';

/** Called by TypeDoc with the application; `entryNames` is set by typedoc.config.mjs (file -> specifier). */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    const name = file && entryNames.get(file.replaceAll('\\', '/'));
    if (name) reflection.name = name;
  });
}

/** The specifier of each entry file, absolute path -> '@sudoku-lab/core'. */
export const entryNames = new Map();
