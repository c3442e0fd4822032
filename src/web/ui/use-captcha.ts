import { useRef, useState } from 'react';
import type { CaptchaWidgetHandle } from './captcha-widget';

/**
 * The state a form keeps for its CaptchaWidget: the solved token, the props that wire
 * the widget, and `reset` for after each submit (a solution works once).
 */
export function useCaptcha() {
  const ref = useRef<CaptchaWidgetHandle>(null);
  const [token, setToken] = useState<string | null>(null);
  return {
    token,
    widgetProps: { ref, onChange: setToken },
    reset: () => ref.current?.reset(),
  };
}
