/** The settings of a run, declared once: every app, worker and report reads them from here. */
export interface RunSettings {
  /** 1 stops at the first solution; 2 proves uniqueness. */
  readonly maxSolutions: number;
  /** A solve's deadline, this long after its start. */
  readonly timeoutMs: number;
  /** Timed solves of each puzzle; the median counts. */
  readonly repeat: number;
  /** Untimed solves, once a thread and contender, before its first timed solve. */
  readonly warmupMs: number;
}

/** The settings of a run where the caller gives none. */
export const defaultSettings: RunSettings = Object.freeze({
  maxSolutions: 1,
  timeoutMs: 5000,
  repeat: 1,
  warmupMs: 100,
});

/** What each setting may be, for the apps' checks and messages: whole numbers, or times in ms. */
export const settingLimits: Readonly<
  Record<keyof RunSettings, { readonly least: number; readonly most: number }>
> = Object.freeze({
  maxSolutions: { least: 1, most: 1_000_000 },
  timeoutMs: { least: 1, most: 3_600_000 },
  repeat: { least: 1, most: 1000 },
  warmupMs: { least: 0, most: 600_000 },
});
