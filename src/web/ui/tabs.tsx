import * as RadixTabs from '@radix-ui/react-tabs';
import {
  createContext,
  type FocusEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { cn } from '../lib/cn';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

const SelectedTab = createContext('');

/**
 * Tabs (Radix): a <TabList> and the <TabPanel> of the open tab. The caller keeps
 * `value` (in the URL or in state). Arrow keys, Home and End move between the tabs
 * and open them; the open tab is the list's one tab stop.
 */
export function Tabs<T extends string>({
  value,
  onValueChange,
  className,
  children,
}: {
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
  children: ReactNode;
}) {
  // Radix opens a clicked tab on mouse down and again as the tab takes focus: a
  // caller that keeps the tab in the URL would get two history entries.
  const asked = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reaction to the tab changing
  useEffect(() => {
    asked.current = null;
  }, [value]);
  const change = (next: string) => {
    if (next === value || next === asked.current) return;
    asked.current = next;
    onValueChange(next as T);
  };
  return (
    <SelectedTab.Provider value={value}>
      <RadixTabs.Root value={value} onValueChange={change} className={className}>
        {children}
      </RadixTabs.Root>
    </SelectedTab.Provider>
  );
}

const TRIGGER = {
  pill: 'rounded-lg px-4 py-2 data-[state=active]:bg-brand-800 data-[state=active]:text-white data-[state=inactive]:bg-white data-[state=inactive]:text-stone-700 data-[state=inactive]:ring-1 data-[state=inactive]:ring-stone-200 data-[state=inactive]:hover:bg-stone-100',
  underline:
    '-mb-px border-b-2 px-4 py-2 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 data-[state=inactive]:border-transparent data-[state=inactive]:text-stone-600 data-[state=inactive]:hover:text-stone-900',
} as const;

/** The tab list of <Tabs>: 'pill' for a page's main tabs, 'underline' for sub-tabs in a panel. */
export function TabList<T extends string>({
  label,
  tabs,
  variant = 'pill',
  className,
}: {
  /** Names the tab list for screen readers, e.g. 'Admin dashboard sections'. */
  label: string;
  tabs: readonly TabItem<T>[];
  variant?: keyof typeof TRIGGER;
  className?: string;
}) {
  const value = useContext(SelectedTab);
  const list = useRef<HTMLDivElement>(null);
  const anySelected = tabs.some((tab) => tab.id === value);

  // On a narrow screen the list scrolls sideways: bring the open tab into it
  // (only the list scrolls, never the page), again when labels grow (counts load).
  const labels = tabs.map((tab) => (typeof tab.label === 'string' ? tab.label : tab.id)).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reaction to the tab or its labels changing
  useEffect(() => {
    const bar = list.current;
    const tab = bar?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!bar || !tab) return;
    const left = tab.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + tab.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = Math.max(0, left - 16);
    }
  }, [value, labels]);

  // With no tab open (a section shown from elsewhere, the admin's More menu),
  // tabbing into the list only focuses its first tab; arrows and clicks open one.
  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    const from = event.relatedTarget;
    const fromTab = from instanceof Element && from.getAttribute('role') === 'tab';
    if (!anySelected && !(fromTab && list.current?.contains(from))) event.preventDefault();
  };

  return (
    <RadixTabs.List
      ref={list}
      aria-label={label}
      className={cn(
        'flex gap-2 overflow-x-auto',
        variant === 'underline' && 'gap-0 border-b border-stone-200',
        className,
      )}
    >
      {tabs.map((tab) => (
        <RadixTabs.Trigger
          key={tab.id}
          value={tab.id}
          onFocus={onFocus}
          className={cn(
            'shrink-0 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
            TRIGGER[variant],
          )}
        >
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}

/** The open tab's panel, labelled by its tab. */
export function TabPanel({
  value,
  children,
  className,
}: {
  value: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    // Not a tab stop of its own (Radix makes it one): every panel holds controls.
    <RadixTabs.Content value={value} tabIndex={undefined} className={cn('mt-4', className)}>
      {children}
    </RadixTabs.Content>
  );
}
