import { describe, expect, it } from 'vitest';
import { headersFile, headersFor, isolationHeaders } from '../isolation.js';

describe('the cross-origin isolation headers', () => {
  it('are the pair that isolates a page: COOP same-origin and COEP require-corp', () => {
    expect(isolationHeaders).toEqual({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    });
  });

  it('are written for every path of a static host, and read back from that file for any path', () => {
    const file = headersFile(isolationHeaders);
    expect(file).toBe(
      '/*\n  Cross-Origin-Opener-Policy: same-origin\n  Cross-Origin-Embedder-Policy: require-corp\n',
    );
    for (const path of ['/', '/index.html', '/assets/compare.worker-1.js']) {
      expect(headersFor(file, path)).toEqual(isolationHeaders);
    }
  });

  it.each([
    ['/assets/a.js', { A: '1', B: '3' }],
    ['/index.html', { A: '1', C: '4' }],
    ['/other', { A: '1' }],
  ])('reads the rules of a _headers file that apply to %s, a later value winning', (path, expected) => {
    const file = [
      '# comment',
      '/*',
      '  A: 1',
      '/assets/*',
      '  B: 2',
      '  B: 3',
      '/index.html',
      '  C: 4',
      '',
    ].join('\n');
    expect(headersFor(file, path)).toEqual(expected);
  });
});
