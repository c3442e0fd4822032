import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { A_DATE, aSubscriptionCheck } from '#web/test/builders.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { findToast, renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { PaymentStatus } from './payment-status';
import { SubscriptionTab } from './subscription-tab';

function stubNewTab() {
  const tab = { location: { href: 'about:blank' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

function currentPlan() {
  return screen.getByRole('region', { name: 'Current Plan' });
}

describe('SubscriptionTab', () => {
  it('shows a free plan with its upgrades, priced by the chosen billing, and starts a checkout', async () => {
    const tab = stubNewTab();
    const server = serveApi({
      'GET /api/payments/subscription': aSubscriptionCheck({ planType: 'free' }),
      'POST /api/payments/checkout': { url: 'https://checkout.example/s/1', sessionId: 's1' },
    });
    const { user } = renderWithProviders(<SubscriptionTab />);

    expect(screen.getByText('Loading your subscription...')).toBeTruthy();
    expect(await screen.findByText('Texas Basic')).toBeTruthy();
    expect(within(currentPlan()).getByText('active')).toBeTruthy();
    expect(screen.getByText('No plan changes yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Silver – $99/year' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Texas Gold – $40/month' }));

    await waitFor(() => expect(tab.location.href).toBe('https://checkout.example/s/1'));
    expect(server.lastCall('POST /api/payments/checkout').body).toEqual({
      plan: 'texas_gold',
      billingCycle: 'monthly',
    });
  });

  it('sends an online subscriber to the customer portal and refuses downgrades here', async () => {
    const tab = stubNewTab();
    const server = serveApi({
      'GET /api/payments/subscription': aSubscriptionCheck({
        planType: 'silver',
        subscribed: true,
        status: 'active',
        billingCycle: 'yearly',
        subscriptionEnd: '2026-03-14T15:00:00.000Z',
        cancelAtPeriodEnd: true,
        paymentMethod: 'stripe',
        manageable: true,
        recentChanges: [
          {
            id: 'change-1',
            oldPlan: 'free',
            newPlan: 'silver',
            changeType: 'upgrade',
            status: 'approved',
            createdAt: A_DATE,
          },
        ],
      }),
      'POST /api/payments/portal': { url: 'https://billing.example/p/1' },
    });
    const { user } = renderWithProviders(<SubscriptionTab />);

    expect(await screen.findByText('Silver')).toBeTruthy();
    expect(within(currentPlan()).getByText('Ends on')).toBeTruthy();
    expect(within(currentPlan()).getByRole('status').textContent).toContain(
      'Your subscription is cancelled and will not renew. Silver stays on your listing until March 14, 2026.',
    );
    const requests = screen.getByRole('list', { name: 'Recent subscription requests' });
    expect(within(requests).getByText(/Texas Basic → Silver/)).toBeTruthy();
    expect(within(requests).getByText('approved')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Downgrade to Texas Basic' }));
    expect(
      within(await findToast('Cannot Downgrade Here')).getByText(
        'Use Manage Subscription to move to a lower plan.',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(tab.location.href).toBe('https://billing.example/p/1'));
    expect(server.calls('POST /api/payments/portal')).toHaveLength(1);
  });

  it('says who set a plan by hand, and offers no checkout for it', async () => {
    serveApi({
      'GET /api/payments/subscription': aSubscriptionCheck({
        planType: 'texas_gold',
        subscribed: true,
        status: 'active',
        paymentMethod: 'cash',
      }),
    });
    renderWithProviders(<SubscriptionTab />);

    expect(await screen.findByText(/Your plan was set by BCS Local \(cash payment\)/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Change Plan' })).toBeNull();
  });

  it("says 'Failed to fetch subscription information' and why a plan change or the portal failed", async () => {
    const tab = stubNewTab();
    const server = serveApi({
      'GET /api/payments/subscription': apiError(500, 'internal', 'Something went wrong.'),
      'POST /api/payments/checkout': apiError(500, 'internal', 'Something went wrong.'),
    });
    const { user } = renderWithProviders(<SubscriptionTab />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch subscription information')).toBeTruthy();

    server.use({ 'GET /api/payments/subscription': aSubscriptionCheck({ planType: 'free' }) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Silver – $99/year' }));
    expect(
      within(await findToast('Error')).getByText('Failed to initiate plan change.'),
    ).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('PaymentStatus', () => {
  it("confirms the paid plan from the server's records, not the address", async () => {
    const server = serveApi({
      'GET /api/payments/subscription': aSubscriptionCheck({
        planType: 'silver',
        subscribed: true,
      }),
      'GET /api/payments/checkout/:sessionId': {
        sessionId: 'cs_1',
        status: 'completed',
        plan: 'silver',
        billingCycle: 'yearly',
      },
    });
    renderWithProviders(<PaymentStatus sessionId="cs_1" />);

    expect(screen.getByText('Confirming your payment...')).toBeTruthy();
    expect(await screen.findByText('Your listing is now on the Silver plan.')).toBeTruthy();
    expect(server.calls('GET /api/payments/checkout/:sessionId')[0].params.sessionId).toBe('cs_1');
  });

  it('says the payment could not be verified when the server cannot tell', async () => {
    serveApi({
      'GET /api/payments/subscription': aSubscriptionCheck({ planType: 'free' }),
      'GET /api/payments/checkout/:sessionId': apiError(
        404,
        'not_found',
        'Checkout session not found',
      ),
    });
    renderWithProviders(<PaymentStatus sessionId="cs_missing" />);

    expect(
      await screen.findByText(
        "Payment was successful, but we couldn't verify your subscription. Please contact support.",
      ),
    ).toBeTruthy();
  });
});

describe('SubscriptionTab in Spanish', () => {
  it('reads the plan, its end date, its changes and its upgrades in Spanish', async () => {
    await inSpanish();
    serveApi({
      'GET /api/payments/subscription': aSubscriptionCheck({
        planType: 'silver',
        subscribed: true,
        status: 'past_due',
        billingCycle: 'yearly',
        subscriptionEnd: '2026-03-14T15:00:00.000Z',
        cancelAtPeriodEnd: true,
        paymentMethod: 'stripe',
        manageable: false,
        recentChanges: [
          {
            id: 'change-1',
            oldPlan: null,
            newPlan: 'silver',
            changeType: 'upgrade',
            status: 'pending',
            createdAt: A_DATE,
          },
        ],
      }),
    });
    renderWithProviders(<SubscriptionTab />);

    const plan = await screen.findByRole('region', { name: 'Plan actual' });
    expect(within(plan).getByText('pago vencido')).toBeTruthy();
    expect(within(plan).getByText('Termina el')).toBeTruthy();
    expect(within(plan).getByText('14 mar 2026')).toBeTruthy();
    expect(within(plan).getByRole('status').textContent).toBe(
      'Su suscripción está cancelada y no se renovará. Su ficha conserva el plan Silver hasta el 14 de marzo de 2026.',
    );
    const requests = screen.getByRole('list', { name: 'Solicitudes recientes de suscripción' });
    expect(within(requests).getByText(/Nuevo → Silver/)).toBeTruthy();
    expect(within(requests).getByText('(mejora)')).toBeTruthy();
    expect(within(requests).getByText('pendiente')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mejorar a Texas Gold – $240/año' })).toBeTruthy();
  });
});
