#!/usr/bin/env node
import { runSudokuLab } from './main.js';

// Stdout closed early (| head): exit quietly; a closed stderr: go on; an internal error: exit 3.
void runSudokuLab();
