import { type Grid, parseGrid } from '@sudoku-lab/core';
import { type Level, levels } from '@sudoku-lab/generator';
import { useEffect, useId, useRef, useState } from 'react';
import type { GenerateReply, GenerateRequest } from '../generate.js';

interface GeneratePanelProps {
  /** The seed of the puzzle shown, when it was generated (from the link or here). */
  readonly seed: string | undefined;
  readonly onGenerated: (puzzle: Grid, seed: string) => void;
}

/** A new puzzle from @sudoku-lab/generator, made in a Web Worker: a level, a seed (empty: a fresh one). */
export function GeneratePanel({ seed, onGenerated }: GeneratePanelProps) {
  const id = useId();
  const [difficulty, setDifficulty] = useState<Level | ''>('easy');
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
      onGenerated(parseGrid(reply.line), reply.seed);
    };
    const request: GenerateRequest = { difficulty, seed: seedText };
    current.postMessage(request);
  };

  return (
    <fieldset className="generate">
      <legend>New puzzle</legend>
      <div className="row">
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
