import { useState } from 'react';
import { PlaceholderPanel } from '../../../ui/placeholder-panel';

const TABS = ['Profile', 'Photos', 'Jobs', 'Subscription', 'Support'] as const;
type Tab = (typeof TABS)[number];

/** The portal's tabs; each section arrives with its own issue. */
export function PortalTabs() {
  const [tab, setTab] = useState<Tab>('Profile');
  return (
    <div>
      <div role="tablist" aria-label="Business portal sections" className="flex flex-wrap gap-2">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`portal-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="portal-tab-panel"
            onClick={() => setTab(name)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
              tab === name
                ? 'bg-brand-800 text-white'
                : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100'
            }`}
          >
            {name}
          </button>
        ))}
      </div>
      <div
        id="portal-tab-panel"
        role="tabpanel"
        aria-labelledby={`portal-tab-${tab}`}
        className="mt-4"
      >
        <PlaceholderPanel title={tab}>
          {tab === 'Support' ? 'Support interface coming soon...' : 'This section is being built.'}
        </PlaceholderPanel>
      </div>
    </div>
  );
}
