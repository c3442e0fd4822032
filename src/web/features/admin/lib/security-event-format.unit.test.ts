import { describe, expect, it } from 'vitest';
import type { SecurityEvent } from '../api/security-events';
import { actionLabel, eventDetails, valueChanges } from './security-event-format';

function event(overrides: Partial<SecurityEvent>): SecurityEvent {
  return {
    id: 1,
    action: 'admin_business_plan_changed',
    success: true,
    resourceType: 'business',
    resourceId: 'b1',
    errorMessage: null,
    metadata: {},
    ipAddress: '10.0.0.1',
    userAgent: null,
    actorEmail: 'admin@example.com',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('security log formatting', () => {
  it('names auth and admin actions in words', () => {
    expect(actionLabel('auth_login_failed')).toBe('Login failed');
    expect(actionLabel('admin_claim_approved')).toBe('Admin claim approved');
  });

  it("names the record an admin action touched, not an auth event's user", () => {
    expect(eventDetails(event({}))).toBe('business b1');
    expect(eventDetails(event({ resourceType: 'user', resourceId: 'u1' }))).toBe('');
  });

  it('lists each changed field with its old and new value, long values cut', () => {
    const notes = 'n'.repeat(500);
    const changes = valueChanges(
      event({
        metadata: {
          before: { plan: 'free', adminNotes: null },
          after: { plan: 'silver', adminNotes: notes, payment_method: 'cash' },
        },
      }),
    );
    expect(changes).toEqual([
      { field: 'plan', before: 'free', after: 'silver' },
      { field: 'admin notes', before: '(empty)', after: `${'n'.repeat(120)}…` },
      { field: 'payment method', before: '(empty)', after: 'cash' },
    ]);
  });

  it('shows nothing for events without before and after values', () => {
    expect(valueChanges(event({ metadata: { email: 'a@example.com' } }))).toEqual([]);
    expect(valueChanges(event({ metadata: { before: null, after: null } }))).toEqual([]);
  });
});
