import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../lib/cn';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

export interface TabBarProps<T extends string> {
  /** Names the tab list for screen readers, e.g. 'Admin dashboard sections'. */
  label: string;
  /** Prefix of the tab and panel ids; unique on the page. */
  idPrefix: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** 'pill' for a page's main tabs, 'underline' for sub-tabs inside a panel. */
  variant?: 'pill' | 'underline';
  className?: string;
}

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const tabPanelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * A WAI-ARIA tab list: the selected tab is the one tab stop, arrow keys, Home
 * and End move between tabs and select them. Pair with <TabPanel>.
 */
export function TabBar<T extends string>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
  variant = 'pill',
  className,
}: TabBarProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // With no tab selected (a section shown from elsewhere) the first tab keeps the tab stop.
  const anySelected = tabs.some((tab) => tab.id === value);
  const list = useRef<HTMLDivElement>(null);
  const selectedIndex = tabs.findIndex((tab) => tab.id === value);

  // On a narrow screen the bar scrolls sideways: bring the selected tab into it
  // (only the bar scrolls, never the page).
  useEffect(() => {
    const bar = list.current;
    const tab = buttons.current[selectedIndex];
    if (!bar || !tab) return;
    const left = tab.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + tab.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = Math.max(0, left - 16);
    }
  }, [selectedIndex]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = Math.max(
      0,
      tabs.findIndex((tab) => tab.id === value),
    );
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next].id);
    buttons.current[next]?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn(
        'flex gap-2 overflow-x-auto',
        variant === 'underline' && 'gap-0 border-b border-stone-200',
        className,
      )}
    >
      {tabs.map((tab, index) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={tabPanelId(idPrefix)}
            tabIndex={selected || (!anySelected && index === 0) ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cn(
              'shrink-0 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
              variant === 'pill' &&
                (selected
                  ? 'rounded-lg bg-brand-800 px-4 py-2 text-white'
                  : 'rounded-lg bg-white px-4 py-2 text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100'),
              variant === 'underline' &&
                (selected
                  ? '-mb-px border-b-2 border-brand-700 px-4 py-2 text-brand-800'
                  : '-mb-px border-b-2 border-transparent px-4 py-2 text-stone-600 hover:text-stone-900'),
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab of the <TabBar> with the same idPrefix. */
export function TabPanel({
  idPrefix,
  value,
  children,
  className,
}: {
  idPrefix: string;
  value: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      id={tabPanelId(idPrefix)}
      role="tabpanel"
      aria-labelledby={tabId(idPrefix, value)}
      className={cn('mt-4', className)}
    >
      {children}
    </div>
  );
}
