#!/usr/bin/env node
import { runBin } from '@sudoku-lab/harness/node';
import { main } from './main.js';

// Stdout closed early (| head): exit quietly; a closed stderr: go on; an internal error: exit 3.
void runBin('sudoku-lab', process, main);
