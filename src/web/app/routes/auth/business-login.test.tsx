import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, aUser } from '#web/test/builders.js';
import { expectBusyButton } from '#web/test/busy-button.js';
import { CAPTCHA_PAYLOAD, solveCaptcha } from '#web/test/captcha.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { currentPath, fill, findToast, getField, renderWithProviders } from '#web/test/render.js';
import { apiError, deferred, serveApi } from '#web/test/serve-api.js';
import { expectToast } from '#web/test/toast.js';
import BusinessLoginPage from './business-login';

const SIGNED_OUT = { 'GET /api/account/session': aSession(null) };
const owner = aUser({ name: 'Olivia Owner' });

function renderLogin(path = '/business/login') {
  return renderWithProviders(<BusinessLoginPage />, { path, route: '/business/login' });
}

const button = (name: string) => screen.getByRole('button', { name });

describe('Business login page', () => {
  it('checks the e-mail and password before asking the server', async () => {
    const server = serveApi(SIGNED_OUT);
    const { user } = renderLogin();
    expect(screen.getByRole('heading', { name: 'Business Login', level: 1 })).toBeTruthy();

    await user.click(button('Sign In'));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@example');
    await user.type(getField('Password'), 'short');
    await user.click(button('Sign In'));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@example.com');
    await user.type(getField('Password'), '-and-long');
    await user.click(button('Sign In'));
    expect(await findToast('Please complete the verification.')).toBeTruthy();
    expect(server.requests.map((request) => request.path)).toEqual(['/api/account/session']);
  });

  it("signs in with the solved check and goes to the portal, reading 'Signing in...' meanwhile", async () => {
    const reply = deferred();
    const server = serveApi({ ...SIGNED_OUT, 'POST /api/account/sign-in': reply.handler });
    const { user, router } = renderLogin();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Owner@Example.com');
    await user.type(getField('Password'), 'Correct-horse1!');
    solveCaptcha();
    await user.click(button('Sign In'));

    await expectBusyButton('Signing in...');
    expect(server.lastCall('POST /api/account/sign-in').body).toEqual({
      email: 'owner@example.com',
      password: 'Correct-horse1!',
      captcha: CAPTCHA_PAYLOAD,
      portal: 'business',
    });
    reply.resolve({ status: 'signed_in', user: owner, message: 'Logged in successfully' });

    expect(await findToast('Logged in successfully')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/business/portal'));
  });

  it('goes back to the page that asked for the sign-in', async () => {
    serveApi({
      ...SIGNED_OUT,
      'POST /api/account/sign-in': { status: 'signed_in', user: owner, message: 'ok' },
    });
    const { user, router } = renderLogin(
      `/business/login?next=${encodeURIComponent('/pricing?plan=silver&billing=yearly')}`,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@example.com');
    await user.type(getField('Password'), 'Correct-horse1!');
    solveCaptcha();
    await user.click(button('Sign In'));

    await waitFor(() => expect(currentPath(router)).toBe('/pricing?plan=silver&billing=yearly'));
  });

  it("shows the server's reason for a refused sign-in, and the rate limit's own message", async () => {
    const server = serveApi({
      ...SIGNED_OUT,
      'POST /api/account/sign-in': apiError(401, 'unauthenticated', 'Invalid credentials'),
    });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@example.com');
    await user.type(getField('Password'), 'Wrong-horse1!');
    solveCaptcha();
    await user.click(button('Sign In'));

    await expectToast('Failed to sign in', 'Invalid credentials');

    server.use({
      'POST /api/account/sign-in': apiError(429, 'rate_limited', 'Slow down.'),
    });
    solveCaptcha();
    await user.click(button('Sign In'));
    expect(await findToast('Too many attempts. Please wait before trying again.')).toBeTruthy();
  });

  it('asks for the authenticator code when the account has two-factor on', async () => {
    const server = serveApi({
      ...SIGNED_OUT,
      'POST /api/account/sign-in': { status: 'two_factor_required' },
      'POST /api/account/sign-in/two-factor': { status: 'signed_in', user: owner, message: 'ok' },
    });
    const { user, router } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@example.com');
    await user.type(getField('Password'), 'Correct-horse1!');
    solveCaptcha();
    await user.click(button('Sign In'));

    expect(
      await screen.findByRole('heading', { name: 'Two-Factor Authentication', level: 1 }),
    ).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    await user.type(code, '12345');
    await user.click(button('Verify'));
    expect(
      screen.getByText('Please enter the 6-digit code from your authenticator app'),
    ).toBeTruthy();
    expect(server.calls('POST /api/account/sign-in/two-factor')).toEqual([]);

    await user.type(code, '6');
    await user.click(button('Verify'));
    await waitFor(() => expect(currentPath(router)).toBe('/business/portal'));
    expect(server.lastCall('POST /api/account/sign-in/two-factor').body).toEqual({
      method: 'totp',
      code: '123456',
    });
  });

  it('sends a password reset link, then goes back to the sign-in form', async () => {
    const server = serveApi({
      ...SIGNED_OUT,
      'POST /api/account/password/forgot': { message: 'sent' },
    });
    const { user } = renderLogin();

    await user.click(button('Forgot your password?'));
    expect(screen.getByRole('heading', { name: 'Reset Your Password', level: 1 })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@example.com');
    solveCaptcha();
    await user.click(button('Send Reset Link'));

    const outcome = await screen.findByRole('status');
    expect(
      within(outcome).getByText('Password reset instructions have been sent to your email'),
    ).toBeTruthy();
    expect(outcome.textContent).toContain('If owner@example.com belongs to an account');
    expect(server.lastCall('POST /api/account/password/forgot').body).toEqual({
      email: 'owner@example.com',
      captcha: CAPTCHA_PAYLOAD,
    });

    await user.click(button('Back to sign in'));
    expect(screen.getByRole('heading', { name: 'Business Login', level: 1 })).toBeTruthy();
  });

  it("checks the claim's passwords with the spec's messages, then sends the claim", async () => {
    const server = serveApi({ ...SIGNED_OUT, 'POST /api/account/claim': { message: 'ok' } });
    const { user } = renderLogin();
    await user.click(button('Claim My Business'));
    expect(screen.getByRole('heading', { name: 'Claim My Business', level: 1 })).toBeTruthy();

    const text = (name: string) => screen.getByRole('textbox', { name });
    await fill(user, text('Business Name'), 'Brazos Bikes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Shopping');
    await fill(user, text('City'), 'Bryan');
    await fill(user, text('ZIP Code'), '77803');
    await fill(user, text('Business Phone'), '(979) 555-0150');
    await fill(user, text('Business Email'), 'shop@brazosbikes.example');
    await fill(user, text('Full Name'), 'Chris Claimant');
    await fill(user, screen.getAllByRole('textbox', { name: 'Email' })[0], 'chris@example.com');
    await fill(user, text('Phone'), '(979) 555-0151');
    await user.type(getField('Password'), 'Short1!');
    await user.type(getField('Confirm Password'), 'Short2!');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();

    await user.click(button('Submit Claim'));
    expect(await findToast('Password must be at least 8 characters long.')).toBeTruthy();

    await user.clear(getField('Password'));
    await user.type(getField('Password'), 'Bikes-4-all!');
    await user.click(button('Submit Claim'));
    expect(await findToast('Passwords do not match.')).toBeTruthy();

    await user.clear(getField('Confirm Password'));
    await user.type(getField('Confirm Password'), 'Bikes-4-all!');
    solveCaptcha();
    await user.click(button('Submit Claim'));

    expect(
      await findToast(
        'Account created successfully! Please check your email to verify your account.',
      ),
    ).toBeTruthy();
    expect(server.lastCall('POST /api/account/claim').body).toMatchObject({
      businessName: 'Brazos Bikes',
      category: 'Shopping',
      city: 'Bryan',
      state: 'TX',
      zip: '77803',
      businessPhone: '(979) 555-0150',
      businessEmail: 'shop@brazosbikes.example',
      ownerName: 'Chris Claimant',
      ownerEmail: 'chris@example.com',
      ownerPhone: '(979) 555-0151',
      password: 'Bikes-4-all!',
      confirmPassword: 'Bikes-4-all!',
      captcha: CAPTCHA_PAYLOAD,
    });
  });

  it('sends a signed-in owner straight to the portal', async () => {
    serveApi({ 'GET /api/account/session': aSession(owner) });
    const { router } = renderLogin();

    await waitFor(() => expect(currentPath(router)).toBe('/business/portal'));
  });
});

describe('Business login page in Spanish', () => {
  it("signs in in Spanish: labels, the schema's messages and the server's refusal", async () => {
    await inSpanish();
    const server = serveApi({
      ...SIGNED_OUT,
      'POST /api/account/sign-in': apiError(401, 'unauthenticated', 'Credenciales no válidas'),
    });
    const { user } = renderLogin();
    expect(screen.getByRole('heading', { name: 'Acceso para negocios', level: 1 })).toBeTruthy();
    expect(button('¿Olvidó su contraseña?')).toBeTruthy();
    expect(screen.getByText('¿Es nuevo en BCS Local?')).toBeTruthy();

    await user.click(button('Iniciar sesión'));
    expect(await screen.findByText('El campo «Correo» es obligatorio')).toBeTruthy();
    expect(screen.getByText('El campo «Contraseña» es obligatorio')).toBeTruthy();

    const email = screen.getByRole('textbox', { name: 'Correo' });
    await user.type(email, 'owner@example');
    await user.type(getField('Contraseña'), 'short');
    await user.click(button('Iniciar sesión'));
    expect(await screen.findByText('Escriba una dirección de correo válida')).toBeTruthy();
    expect(screen.getByText('El campo «Contraseña» debe tener al menos 8 caracteres')).toBeTruthy();

    await user.type(email, '.com');
    await user.type(getField('Contraseña'), '-and-long');
    await user.click(button('Iniciar sesión'));
    expect(await findToast('Complete la verificación.')).toBeTruthy();

    solveCaptcha();
    await user.click(button('Iniciar sesión'));
    await expectToast('No se pudo iniciar sesión', 'Credenciales no válidas');
    expect(server.calls('POST /api/account/sign-in')).toHaveLength(1);
  });

  it('claims a business in Spanish, the categories named in Spanish and sent as stored', async () => {
    await inSpanish();
    const server = serveApi({
      ...SIGNED_OUT,
      'POST /api/account/claim': apiError(400, 'validation', 'Revise los datos del formulario.', {
        businessEmail: 'Escriba una dirección de correo válida',
      }),
    });
    const { user } = renderLogin();
    await user.click(button('Reclamar mi negocio'));
    expect(screen.getByRole('heading', { name: 'Reclamar mi negocio', level: 1 })).toBeTruthy();

    await user.click(button('Enviar solicitud'));
    expect(await screen.findByText('El campo «Nombre del negocio» es obligatorio')).toBeTruthy();
    expect(screen.getByText('El campo «Nombre completo» es obligatorio')).toBeTruthy();

    const text = (name: string) => screen.getByRole('textbox', { name });
    await fill(user, text('Nombre del negocio'), 'Brazos Bikes');
    const category = screen.getByRole('combobox', { name: 'Categoría' });
    expect(within(category).getByRole('option', { name: 'Elija una categoría' })).toBeTruthy();
    await user.selectOptions(category, 'Tiendas');
    await fill(user, text('Ciudad'), 'Bryan');
    await fill(user, text('Código postal'), '77803');
    await fill(user, text('Teléfono del negocio'), '(979) 555-0150');
    await fill(user, text('Correo del negocio'), 'shop@brazosbikes.example');
    await fill(user, text('Nombre completo'), 'Chris Claimant');
    await fill(user, text('Correo'), 'chris@example.com');
    await fill(user, text('Teléfono'), '(979) 555-0151');
    await user.type(getField('Contraseña'), 'Bikes-4-all!');
    await user.type(getField('Confirmar contraseña'), 'Bikes-4-all?');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    await user.clear(getField('Confirmar contraseña'));
    await user.type(getField('Confirmar contraseña'), 'Bikes-4-all!');
    solveCaptcha();
    await user.click(button('Enviar solicitud'));

    expect(
      await findToast(
        'No se pudo enviar su solicitud: Revise los datos del formulario. Inténtelo de nuevo.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Escriba una dirección de correo válida')).toBeTruthy();
    expect(server.lastCall('POST /api/account/claim').body).toMatchObject({
      businessName: 'Brazos Bikes',
      category: 'Shopping',
    });
  });
});
