/** A message of core's, which starts in lower case to sit inside a sentence, as a sentence of its own. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
