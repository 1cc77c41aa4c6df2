import { type Grid, parsePuzzle } from '@sudoku-lab/core';
import type { Level, Variant } from '@sudoku-lab/generator';
import { useEffect, useId, useRef, useState } from 'react';
import type { GenerateReply, GenerateRequest } from '../generate.js';
import { levels, variants } from '../generate-menus.js';

interface GeneratePanelProps {
  /** The seed of the puzzle shown, when it was generated (from the link or here). */
  readonly seed: string | undefined;
  readonly onGenerated: (puzzle: Grid, seed: string) => void;
}

/**
 * The generator's variants as the menu names them, the constraint families' under the names the
 * project fixed for them; a variant the generator adds later shows under its own name until it is here.
 */
const VARIANT_WORDS: Readonly<Record<string, string>> = {
  x: 'Sudoku X',
  windoku: 'windoku',
  jigsaw: 'jigsaw',
  antiknight: 'anti-knight',
  antiking: 'anti-king',
  killer: 'killer',
  kropki: 'kropki dots',
  thermo: 'thermometers',
  arrow: 'arrows',
  whispers: 'German whispers',
  littlekiller: 'little killers',
  renban: 'renban lines',
  sandwich: 'sandwich sums',
  xv: 'XV',
  palindrome: 'palindromes',
  between: 'between lines',
  oddeven: 'odd and even cells',
  quadruple: 'quadruples',
  nonconsecutive: 'nonconsecutive',
};

/** A new puzzle from @sudoku-lab/generator, made in a Web Worker: a level, a seed (empty: a fresh one). */
export function GeneratePanel({ seed, onGenerated }: GeneratePanelProps) {
  const id = useId();
  const [difficulty, setDifficulty] = useState<Level | ''>('easy');
  const [variant, setVariant] = useState<Variant | ''>('');
  const [seedText, setSeedText] = useState(seed ?? '');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);

  const run = () => {
    worker.current?.terminate();
    const current = new Worker(new URL('../generate.worker.ts', import.meta.url), { type: 'module' });
    worker.current = current;
    setBusy(true);
    setStatus('Generating in a worker…');
    current.onmessage = (message: MessageEvent<GenerateReply>) => {
      const reply = message.data;
      current.terminate();
      setBusy(false);
      if (reply.kind === 'failed') {
        setStatus(`Could not generate: ${reply.message}`);
        return;
      }
      setSeedText(reply.seed);
      setStatus(`Generated from seed ${reply.seed}${reply.level ? `, rated ${reply.level}` : ''}.`);
      onGenerated(parsePuzzle(reply.line), reply.seed);
    };
    const request: GenerateRequest = { difficulty, variant, seed: seedText };
    current.postMessage(request);
  };

  return (
    <fieldset className="generate">
      <legend>New puzzle</legend>
      <div className="row">
        <label htmlFor={`${id}-variant`}>Variant</label>
        <select
          id={`${id}-variant`}
          value={variant}
          onChange={(event) => {
            const next = event.target.value as Variant | '';
            setVariant(next);
            // A variant at any level is minimal, as setters publish; a level keeps clues to stay at it.
            if (next !== '') setDifficulty('');
          }}
        >
          <option value="">classic</option>
          {variants.map((name) => (
            <option key={name} value={name}>
              {VARIANT_WORDS[name] ?? name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-difficulty`}>Difficulty</label>
        <select
          id={`${id}-difficulty`}
          value={difficulty}
          onChange={(event) => setDifficulty(event.target.value as Level | '')}
        >
          <option value="">any</option>
          {levels.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-seed`}>Seed</label>
        <input
          id={`${id}-seed`}
          size={10}
          value={seedText}
          placeholder="random"
          onChange={(event) => setSeedText(event.target.value)}
        />
        <button type="button" onClick={run} disabled={busy}>
          Generate
        </button>
      </div>
      <p className="hint" role="status" data-testid="generate-status">
        {status}
      </p>
    </fieldset>
  );
}
