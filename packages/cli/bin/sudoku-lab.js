#!/usr/bin/env node
// The sudoku-lab command. A file of the package rather than of its build, so that installing the
// workspace (before anything is built) finds the bin it links, and warns of none missing.
import { runSudokuLab } from '../dist/index.js';

void runSudokuLab();
