import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface OverviewTab {
  key: string;
  label: string;
  panel: ReactNode;
}

const NEXT: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The overview's Invoices / Payments tabs: the WAI-ARIA tabs pattern (a tablist of tabs, arrow keys,
 * Home and End move and select, automatic activation like Spectrum's Tabs; one tabpanel, the
 * selected one), styled like Spectrum's. Not Spectrum `Tabs`: it imports Spectrum's `Picker` (and its
 * collections) for its collapsed mode, which the overview's two tabs never need (issue 9: the
 * overview's JavaScript budget).
 */
export function OverviewTabs({ labelledBy, tabs }: { labelledBy: string; tabs: readonly OverviewTab[] }) {
  const id = useId();
  const [selectedKey, setSelectedKey] = useState(tabs[0]?.key);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const selected = tabs.find((tab) => tab.key === selectedKey) ?? tabs[0];
  if (!selected) return null;

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = NEXT[event.key]?.(index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    setSelectedKey(tab.key);
    buttons.current.get(tab.key)?.focus();
  }

  return (
    <div className="overview-tabs">
      <div role="tablist" aria-labelledby={labelledBy} aria-orientation="horizontal" className="overview-tablist">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${id}-panel-${tab.key}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              className="overview-tab"
              onClick={() => setSelectedKey(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel-${selected.key}`} aria-labelledby={`${id}-tab-${selected.key}`} tabIndex={0} className="overview-tabpanel">
        {selected.panel}
      </div>
    </div>
  );
}
