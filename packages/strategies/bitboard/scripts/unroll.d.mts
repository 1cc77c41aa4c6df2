export declare const begin: string;
export declare const end: string;
export declare function unrolledCount(): string;
export declare function withUnrolled(source: string): string;
export declare function rolledCount(
  m: ArrayLike<number>,
  at: number,
): { total: number; pick: number; mays: number; musts: number; must4: number };
