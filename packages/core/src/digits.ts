import type { Shape } from './shape.js';

/** The candidates bitmask of one digit: bit d-1. */
export function digitBit(digit: number): number {
  return 1 << (digit - 1);
}

/** A mask holding every digit of a shape. */
export function allDigits(shape: Shape): number {
  return (1 << shape.size) - 1;
}

/**
 * How many bits of a 32-bit word are set (a popcount): the digits of a candidates mask, the cells of a
 * bitboard's band word.
 */
export function bitCount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The sum of the `count` smallest digits of a candidates mask, or -1 when it holds fewer: the least
 * that `count` cells whose digits differ can add up to from those candidates.
 */
export function smallestSum(mask: number, count: number): number {
  let total = 0;
  let rest = mask;
  for (let k = 0; k < count; k++) {
    if (rest === 0) return -1;
    total += 32 - Math.clz32(rest & -rest);
    rest &= rest - 1;
  }
  return total;
}

/** The sum of the `count` largest digits of a candidates mask, or -1 when it holds fewer: the most. */
export function largestSum(mask: number, count: number): number {
  let total = 0;
  let rest = mask;
  for (let k = 0; k < count; k++) {
    if (rest === 0) return -1;
    const top = 31 - Math.clz32(rest);
    total += top + 1;
    rest &= ~(1 << top);
  }
  return total;
}

const popcounts = new Map<number, Uint8Array>();

/**
 * bitCount as a table: the number of digits in each mask of `size` bits, made once a size, for loops
 * that count the digits of small masks at every step (core's propagation, logic's chaining).
 */
export function popcountTable(size: number): Uint8Array {
  let table = popcounts.get(size);
  if (table === undefined) {
    table = new Uint8Array(1 << size);
    for (let mask = 1; mask < table.length; mask++) table[mask] = table[mask >> 1]! + (mask & 1);
    popcounts.set(size, table);
  }
  return table;
}

/** The position (0..31) of the lowest set bit of a non-zero word: a cell of a bitboard's word. */
export function lowestBit(word: number): number {
  return 31 - Math.clz32(word & -word);
}

/** The smallest digit in a non-empty candidates mask (its lowest bit's position, plus one). */
export function lowestDigit(mask: number): number {
  return 32 - Math.clz32(mask & -mask);
}

/** The digits of a candidates mask, ascending. Not for hot paths. */
export function digitsOf(mask: number): number[] {
  const digits: number[] = [];
  for (let digit = 1; mask !== 0; digit++, mask >>>= 1) if (mask & 1) digits.push(digit);
  return digits;
}

/** The character a digit is written as: 1-9, then A-G for 10-16. */
export function digitChar(digit: number): string {
  return digit === 0 ? '.' : digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);
}

/** The digit a character stands for (0 for an empty cell), or -1 for a character that is no digit at all. */
export function charDigit(char: string): number {
  if (char === '.' || char === '0' || char === '_') return 0;
  const code = char.charCodeAt(0);
  if (char.length === 1 && code >= 49 && code <= 57) return code - 48; // '1'..'9'
  if (char.length === 1 && code >= 65 && code <= 71) return code - 55; // 'A'..'G'
  if (char.length === 1 && code >= 97 && code <= 103) return code - 87; // 'a'..'g'
  return -1;
}

/** How a shape's digits are written, for messages: "1-9", "1-9 and A-G". */
export function digitRange(shape: Shape): string {
  return shape.size <= 9 ? `1-${shape.size}` : `1-9 and A-${digitChar(shape.size)}`;
}
