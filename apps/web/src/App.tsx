import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { WatchView } from './components/WatchView.js';

// The comparison (and chart.js with it) is fetched the first time its tab opens, keeping the first load light.
const CompareView = lazy(() =>
  import('./components/CompareView.js').then((module) => ({ default: module.CompareView })),
);

const TABS = [
  { id: 'watch', title: 'Watch them solve' },
  { id: 'compare', title: 'Compare speed' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Two views under tabs; once opened, both stay mounted, so a comparison runs on while the other tab is shown. */
export function App() {
  const [tab, setTab] = useState<TabId>('watch');
  const [compareOpened, setCompareOpened] = useState(false);
  if (tab === 'compare' && !compareOpened) setCompareOpened(true);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // The tab list is one tab stop; Left/Right (and Home/End) move between the tabs, as WAI-ARIA describes.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.findIndex((entry) => entry.id === tab);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (at + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    if (to === -1) return;
    event.preventDefault();
    setTab(TABS[to]!.id);
    buttons.current[to]?.focus();
  };

  return (
    <>
      <header>
        <h1>sudoku-lab</h1>
        <p>Every strategy on the same puzzle, side by side: watch them solve, then compare their speed.</p>
      </header>
      <main>
        <div role="tablist" aria-label="Views" className="tabs" onKeyDown={onKeyDown}>
          {TABS.map((entry, index) => (
            <button
              key={entry.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${entry.id}`}
              aria-controls={`view-${entry.id}`}
              aria-selected={tab === entry.id}
              tabIndex={tab === entry.id ? 0 : -1}
              onClick={() => setTab(entry.id)}
            >
              {entry.title}
            </button>
          ))}
        </div>
        <section role="tabpanel" id="view-watch" aria-labelledby="tab-watch" hidden={tab !== 'watch'}>
          <WatchView />
        </section>
        <section role="tabpanel" id="view-compare" aria-labelledby="tab-compare" hidden={tab !== 'compare'}>
          {compareOpened && (
            <Suspense fallback={<p className="empty">Loading the comparison…</p>}>
              <CompareView />
            </Suspense>
          )}
        </section>
      </main>
    </>
  );
}
