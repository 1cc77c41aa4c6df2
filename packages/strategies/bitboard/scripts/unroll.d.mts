export declare const begin: string;
export declare const end: string;
export declare function unrolledCount(): string;
export declare function withUnrolled(source: string): string;
