/** A message of core's, which starts in lower case to sit inside a sentence, as a sentence of its own. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A time in ms as a person reads it, to three significant figures: 12.3 ms, 4.56 µs, 310 ns. */
export function formatMs(ms: number): string {
  if (ms === 0) return '0 ms';
  const [value, unit] = ms >= 1 ? [ms, 'ms'] : ms >= 0.001 ? [ms * 1000, 'µs'] : [ms * 1_000_000, 'ns'];
  const figures =
    value >= 100
      ? { maximumFractionDigits: 0 }
      : { maximumSignificantDigits: 3, minimumSignificantDigits: 3 };
  return `${value.toLocaleString('en-US', figures)} ${unit}`;
}
