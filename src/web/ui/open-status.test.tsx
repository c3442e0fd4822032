/**
 * The open status a card and a profile show (issue 29) at fixed College Station times,
 * in English and Spanish; nothing when the hours say nothing readable.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSpanish } from '../test/in-spanish';
import { OpenStatusBadge } from './open-status';

const HOURS = 'Mon-Fri: 8AM-5PM, Sat: 10AM-2PM, Sun: Closed, 2026-12-25: Closed (Christmas Day)';

function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

afterEach(() => vi.useRealTimers());

describe('OpenStatusBadge', () => {
  it.each([
    // Friday 27 November 2026, CST.
    ['2026-11-27T09:00:00-06:00', 'Open now · closes 5 PM'],
    ['2026-11-27T16:40:00-06:00', 'Closes soon · 5 PM'],
    ['2026-11-27T17:00:00-06:00', 'Closed · opens Sat 10 AM'],
    ['2026-11-30T06:00:00-06:00', 'Closed · opens at 8 AM'],
    // Christmas is a Friday: closed all day, next opening Saturday.
    ['2026-12-25T09:00:00-06:00', 'Closed · opens Sat 10 AM'],
  ])('at %s says %s', (instant, text) => {
    at(instant);
    render(<OpenStatusBadge hours={HOURS} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('says it in Spanish', async () => {
    await inSpanish();
    at('2026-11-27T17:00:00-06:00');
    render(<OpenStatusBadge hours={HOURS} />);
    expect(screen.getByText(/^Cerrado · abre el sáb\.? a las 10/)).toBeTruthy();
  });

  it('shows nothing for hours it cannot read, or none', () => {
    const { container } = render(
      <>
        <OpenStatusBadge hours="By appointment" />
        <OpenStatusBadge hours={null} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
