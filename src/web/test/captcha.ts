/**
 * The human check in tests. The ALTCHA widget does run in happy-dom (it renders its
 * checkbox), but it solves its proof of work in a web worker, which happy-dom has not.
 * So a test does what the widget does once solved: it fires the widget's own
 * `statechange` event with the verified payload, which CaptchaWidget
 * (src/web/ui/captcha-widget.tsx) passes to the form. The payload is opaque to the
 * browser; the server verifies it.
 */
import { act } from '@testing-library/react';

export const CAPTCHA_PAYLOAD = 'solved-captcha-payload';

export function solveCaptcha(payload = CAPTCHA_PAYLOAD): void {
  const widgets = document.querySelectorAll('altcha-widget');
  if (widgets.length !== 1) throw new Error(`Expected one captcha widget, found ${widgets.length}`);
  act(() => {
    widgets[0].dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload } }),
    );
  });
}
