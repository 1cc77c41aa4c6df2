import type { Shape } from './shape.js';

/** The candidates bitmask of one digit: bit d-1. */
export function digitBit(digit: number): number {
  return 1 << (digit - 1);
}

/** A mask holding every digit of a shape. */
export function allDigits(shape: Shape): number {
  return (1 << shape.size) - 1;
}

/** How many digits a candidates mask holds (a popcount; masks are at most 16 bits). */
export function bitCount(mask: number): number {
  mask -= (mask >>> 1) & 0x5555;
  mask = (mask & 0x3333) + ((mask >>> 2) & 0x3333);
  mask = (mask + (mask >>> 4)) & 0x0f0f;
  return (mask + (mask >>> 8)) & 0x1f;
}

/** The smallest digit in a non-empty candidates mask. */
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
