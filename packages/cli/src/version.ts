import { readFileSync } from 'node:fs';

/**
 * The version in the package's own package.json, one folder up from src/ and from dist/ alike, so
 * --version cannot disagree with what npm installed.
 */
export function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
