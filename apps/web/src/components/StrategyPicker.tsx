import { useId } from 'react';
import { strategyList as strategies } from '../strategy-list.js';

interface StrategyPickerProps {
  readonly legend: string;
  readonly selected: readonly string[];
  readonly onChange: (selected: readonly string[]) => void;
  /** Names only, in columns, each description kept for screen readers and as the name's tooltip. */
  readonly brief?: boolean;
}

/** A checkbox for each strategy of the registry, in the registry's order. */
export function StrategyPicker({ legend, selected, onChange, brief = false }: StrategyPickerProps) {
  const id = useId();
  const toggle = (strategyId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(strategyId);
    else next.delete(strategyId);
    onChange(strategies.map((solver) => solver.id).filter((candidate) => next.has(candidate)));
  };
  return (
    <fieldset className={brief ? 'strategies brief' : 'strategies'}>
      <legend>{legend}</legend>
      {strategies.map((solver) => (
        <div key={solver.id} className="check">
          <input
            type="checkbox"
            id={`${id}-${solver.id}`}
            checked={selected.includes(solver.id)}
            onChange={(event) => toggle(solver.id, event.target.checked)}
            aria-describedby={`${id}-${solver.id}-about`}
          />
          <label htmlFor={`${id}-${solver.id}`} title={brief ? solver.description : undefined}>
            {solver.name}
          </label>
          <span className="hint" id={`${id}-${solver.id}-about`} hidden={brief}>
            {solver.description}
          </span>
        </div>
      ))}
    </fieldset>
  );
}
