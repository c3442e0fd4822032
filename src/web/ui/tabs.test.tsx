import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSearchParamTab } from '../lib/use-search-param-tab';
import { currentPath, renderWithProviders } from '../test/render';
import { TabList, TabPanel, Tabs } from './tabs';

const IDS = ['one', 'two', 'three'] as const;
type Id = (typeof IDS)[number] | 'elsewhere';
const TABS = IDS.map((id) => ({ id, label: `Tab ${id}` }));

/** Tabs kept in ?tab=, as the dashboards keep theirs; 'elsewhere' opens no tab. */
function UrlTabs() {
  const [tab, setTab] = useSearchParamTab<Id>('tab', [...IDS, 'elsewhere'], 'one');
  return (
    <>
      <button type="button">Before</button>
      <Tabs value={tab} onValueChange={setTab}>
        <TabList label="Sections" tabs={TABS} />
        {tab === 'elsewhere' ? null : <TabPanel value={tab}>Panel {tab}</TabPanel>}
      </Tabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('opens a clicked tab with one history entry, its panel labelled by the tab', async () => {
    const { user, router } = renderWithProviders(<UrlTabs />, { path: '/page' });
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(tab('Tab one').getAttribute('aria-selected')).toBe('true');

    await user.click(tab('Tab two'));
    expect(currentPath(router)).toBe('/page?tab=two');
    expect(screen.getByRole('tabpanel', { name: 'Tab two' }).textContent).toBe('Panel two');
    expect(tab('Tab two').getAttribute('aria-selected')).toBe('true');

    await router.navigate(-1);
    expect(currentPath(router)).toBe('/page');
    await waitFor(() => expect(tab('Tab one').getAttribute('aria-selected')).toBe('true'));
  });

  it('moves with the arrow keys, Home and End, opening each tab it reaches', async () => {
    const { user, router } = renderWithProviders(<UrlTabs />, { path: '/page' });
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(tab('Tab one'));

    // Each key once the last one's tab is open, focused and drawn, as a person presses
    // the next key after seeing where the last one went.
    const opened = (name: string, path: string) =>
      waitFor(() => {
        expect(currentPath(router)).toBe(path);
        expect(tab(name).getAttribute('aria-selected')).toBe('true');
        expect(document.activeElement).toBe(tab(name));
      });
    await user.keyboard('{ArrowRight}');
    await opened('Tab two', '/page?tab=two');
    await user.keyboard('{End}');
    await opened('Tab three', '/page?tab=three');
    await user.keyboard('{ArrowRight}');
    await opened('Tab one', '/page');
    await user.keyboard('{ArrowLeft}');
    await opened('Tab three', '/page?tab=three');
    await user.keyboard('{Home}');
    await opened('Tab one', '/page');
  });

  it('with no tab open, tabbing in only focuses the first tab', async () => {
    const { user, router } = renderWithProviders(<UrlTabs />, { path: '/page?tab=elsewhere' });
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();

    expect(document.activeElement).toBe(tab('Tab one'));
    expect(currentPath(router)).toBe('/page?tab=elsewhere');
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });
});
