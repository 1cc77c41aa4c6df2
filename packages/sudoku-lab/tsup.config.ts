import { libraryBuild } from '../../tsup.base';

export const tsup = libraryBuild();
