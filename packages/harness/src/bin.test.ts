import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { type BinProcess, INTERNAL_ERROR_EXIT, runBin } from './bin.js';

/** A stream that keeps what is written and emits the errors a test raises. */
class FakeStream extends EventEmitter {
  text = '';
  write(text: string): boolean {
    this.text += text;
    return true;
  }
  fail(code: string): void {
    this.emit('error', Object.assign(new Error(`write ${code}`), { code }));
  }
}

/** A process whose exit is recorded, not taken. */
function fakeProcess() {
  const host = {
    argv: ['node', 'tool.js', 'solve', '-'],
    stdout: new FakeStream(),
    stderr: new FakeStream(),
    exitCode: undefined as BinProcess['exitCode'],
    exits: [] as BinProcess['exitCode'][],
    exit(code?: BinProcess['exitCode']) {
      host.exits.push(code);
    },
  };
  return host;
}

/** A main that resolves to `code` when `finish` is called, so a test can raise errors while it runs. */
function pending(code: number) {
  let finish = () => {};
  const main = () => new Promise<number>((resolve) => (finish = () => resolve(code)));
  return { main, finish: () => finish() };
}

describe('runBin', () => {
  it('runs main on the arguments after node and the script, with the process as its io', async () => {
    const host = fakeProcess();
    const seen: unknown[] = [];
    await runBin('tool', host, async (args, io) => {
      seen.push(args, io);
      return 2;
    });
    expect(seen).toEqual([['solve', '-'], host]);
  });

  it('sets the exit status to what main resolves to, and exits no sooner', async () => {
    const host = fakeProcess();
    await runBin('tool', host, async () => 2);
    expect(host.exitCode).toBe(2);
    expect(host.exits).toEqual([]);
    expect(host.stderr.text).toBe('');
  });

  it('ends the process at once, quietly, when stdout is closed early (EPIPE), with the status so far', async () => {
    const host = fakeProcess();
    const run = pending(0);
    const done = runBin('tool', host, run.main);
    host.stdout.fail('EPIPE');
    expect(host.exits).toEqual([0]);
    host.exitCode = 1;
    host.stdout.fail('EPIPE');
    expect(host.exits).toEqual([0, 1]);
    expect(host.stderr.text).toBe('');
    run.finish();
    await done;
  });

  it('goes on when stderr is closed (EPIPE): the run keeps its output and its exit status', async () => {
    const host = fakeProcess();
    const run = pending(1);
    const done = runBin('tool', host, run.main);
    host.stderr.fail('EPIPE');
    expect(host.exits).toEqual([]);
    run.finish();
    await done;
    expect(host.exitCode).toBe(1);
    expect(host.exits).toEqual([]);
  });

  it.each(['stdout', 'stderr'] as const)('throws any other error on %s, as Node would', (stream) => {
    const host = fakeProcess();
    void runBin('tool', host, pending(0).main);
    expect(() => host[stream].fail('EIO')).toThrow('write EIO');
    expect(host.exits).toEqual([]);
  });

  it.each([
    ['an Error, with its stack', new Error('boom'), /^tool: internal error: Error: boom\n {4}at /],
    ['anything else, as a string', 'odd', /^tool: internal error: odd\n$/],
  ])('reports an internal error (%s) on stderr with exit status 3', async (_, thrown, message) => {
    const host = fakeProcess();
    await runBin('tool', host, () => Promise.reject(thrown));
    expect(INTERNAL_ERROR_EXIT).toBe(3);
    expect(host.exitCode).toBe(3);
    expect(host.stderr.text).toMatch(message);
    expect(host.exits).toEqual([]);
  });
});
