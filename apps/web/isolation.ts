/**
 * The response headers that make the page cross-origin isolated (`crossOriginIsolated` true), which
 * gives its clock 5 µs steps where a page without them gets 100 µs (Chromium's figures): the
 * comparison times solves of a few microseconds. They require every resource the page loads to be
 * its own or to opt in (CORP or CORS), which holds: the page loads nothing from elsewhere.
 *
 * The dev server and the preview send them (vite.config.ts), the build writes them for static hosts
 * as `dist/_headers` (Netlify's and Cloudflare Pages' format), and the end-to-end server serves dist
 * by that file, as such a host does.
 */
export const isolationHeaders: Readonly<Record<string, string>> = Object.freeze({
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
});

/** `headers` for every path, in the `_headers` file format of Netlify and Cloudflare Pages. */
export function headersFile(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
}

/**
 * The headers a `_headers` file gives `path`: the rules whose pattern is the path itself or ends in
 * `*` and starts as the path does, in the file's order (a later rule's value for the same name wins).
 */
export function headersFor(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of file.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      applies = pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
      continue;
    }
    const colon = line.indexOf(':');
    if (applies && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}
