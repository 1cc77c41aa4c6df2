#!/usr/bin/env node
// `npm i sudoku-lab`, then `npx sudoku-lab ...`: the sudoku-lab command of @sudoku-lab/cli, which this
// package depends on, so that the one package a person installs gives them the command too.
import { runSudokuLab } from '@sudoku-lab/cli';

void runSudokuLab();
