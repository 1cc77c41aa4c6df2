#!/usr/bin/env node
import { runBin } from '@sudoku-lab/harness/node';
import { main } from './main.js';

// Stdout closed early (a pager, head): exit quietly; a closed stderr (the progress bar and the
// diagnostics) costs those lines only; an internal error: exit 3.
void runBin('sudoku-compare', process, main);
