import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_PAYLOAD, solveCaptcha } from '#web/test/captcha.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { findToast, renderWithProviders } from '#web/test/render.js';
import { apiError, deferred, serveApi } from '#web/test/serve-api.js';
import { ContactForm } from './contact-form';

function field(name: string) {
  return screen.getByRole('textbox', { name });
}

async function fillRequired(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(field('Name'), 'Ana Lopez');
  await user.type(field('Email'), 'Ana@Example.com');
  await user.type(field('Message'), 'Is the listing for my bakery correct?');
}

describe('ContactForm', () => {
  it('names each field and marks the optional ones', () => {
    renderWithProviders(<ContactForm />);
    expect(field('Name')).toHaveProperty('required', false);
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Phone (optional)')).toBeTruthy();
    expect(field('Subject (optional)')).toBeTruthy();
    expect(field('Message').getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it("answers an empty submit with the spec's 'Missing Information' and sends nothing", async () => {
    const server = serveApi({ 'POST /api/contact': { id: 'c1' } });
    const { user } = renderWithProviders(<ContactForm />);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toast = await findToast('Missing Information');
    expect(within(toast).getByText('Please fill in all required fields.')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(server.requests).toEqual([]);
  });

  it('refuses a malformed e-mail and phone under their fields', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await fillRequired(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ana@example');
    await user.type(field('Phone (optional)'), '12');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
  });

  it('asks for the verification before sending', async () => {
    const server = serveApi({ 'POST /api/contact': { id: 'c1' } });
    const { user } = renderWithProviders(<ContactForm />);
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toast = await findToast('Verification Required');
    expect(within(toast).getByText('Please complete the verification.')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it("sends the message with the solved check, reads 'Sending...' meanwhile, then clears the form", async () => {
    const reply = deferred();
    const server = serveApi({ 'POST /api/contact': reply.handler });
    const { user } = renderWithProviders(<ContactForm />);
    await fillRequired(user);
    await user.type(field('Subject (optional)'), '  ');
    solveCaptcha();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toHaveProperty('disabled', true);
    expect(server.lastCall('POST /api/contact').body).toEqual({
      name: 'Ana Lopez',
      email: 'Ana@Example.com',
      phone: null,
      subject: null,
      message: 'Is the listing for my bakery correct?',
      captcha: CAPTCHA_PAYLOAD,
    });

    reply.resolve({ id: 'c1' });
    const toast = await findToast('Message Sent!');
    expect(
      within(toast).getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeTruthy();
    await waitFor(() => expect(field('Name')).toHaveProperty('value', ''));
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it("shows the server's reason for a refusal, and the spec's message for a failure", async () => {
    const server = serveApi({
      'POST /api/contact': apiError(429, 'rate_limited', 'Too many messages. Please try later.'),
    });
    const { user } = renderWithProviders(<ContactForm />);
    await fillRequired(user);
    solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      within(await findToast('Error')).getByText('Too many messages. Please try later.'),
    ).toBeTruthy();
    // The form keeps what was typed.
    expect(field('Name')).toHaveProperty('value', 'Ana Lopez');

    server.use({ 'POST /api/contact': apiError(500, 'internal', 'Something went wrong.') });
    solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
  });

  it('says when the verification cannot be loaded', async () => {
    // The widget refuses to run outside a secure context; happy-dom does not say it is one.
    vi.stubGlobal('isSecureContext', true);
    // The widget logs its own failure (console.log); expected here.
    vi.spyOn(console, 'log').mockImplementation(() => {});
    serveApi({ 'GET /api/captcha/challenge': apiError(503, 'unavailable', 'Try again later.') });
    const { user } = renderWithProviders(<ContactForm />);

    await user.click(await screen.findByRole('checkbox'));

    expect(
      await screen.findByText('Failed to load the verification. Please try refreshing the page.'),
    ).toBeTruthy();
  });

  it('reads in Spanish on a Spanish page: labels, the hint, and what a missing field says', async () => {
    await inSpanish();
    const server = serveApi({ 'POST /api/contact': { id: 'c1' } });
    const { user } = renderWithProviders(<ContactForm />);

    expect(field('Correo').getAttribute('type')).toBe('email');
    expect(screen.getByText('Hasta 5,000 caracteres.')).toBeTruthy();
    expect(screen.getByRole('group', { name: /^Verificación/ })).toBeTruthy();
    expect(screen.getByText('Campos obligatorios')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const toast = await findToast('Falta información');
    expect(within(toast).getByText('Complete todos los campos obligatorios.')).toBeTruthy();
    expect(screen.getByText('El campo «Nombre» es obligatorio')).toBeTruthy();
    expect(screen.getByText('El campo «Mensaje» es obligatorio')).toBeTruthy();

    await user.type(field('Nombre'), 'Ana López');
    await user.type(field('Correo'), 'ana@example');
    await user.type(field('Mensaje'), '¿Está bien la ficha de mi panadería?');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Escriba una dirección de correo válida')).toBeTruthy();

    await user.clear(field('Correo'));
    await user.type(field('Correo'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const verification = await findToast('Falta la verificación');
    expect(within(verification).getByText('Complete la verificación.')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });
});
