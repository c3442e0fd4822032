/**
 * The human check (ALTCHA, DESIGN decision 8): a checkbox that, when ticked, fetches a
 * challenge from our server and solves its proof of work in a web worker. The solved
 * payload goes to `onChange`; the form sends it as `captcha` and the server verifies
 * it. See docs/decisions/003-captcha.md.
 *
 * The `altcha/external` build keeps the widget's styles and workers out of inline
 * code, so it runs under our CSP (script-src 'self', worker-src 'self' blob:).
 */
import 'altcha/external';
import 'altcha/altcha.css';
import type { AltchaWidgetElement } from 'altcha/external';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { AlertTriangle } from 'lucide-react';
import {
  type CSSProperties,
  type Ref,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { apiPaths } from '#domain/api-paths.js';
import { urlOf } from '../lib/api-client';
import { cn } from '../lib/cn';
import { t as common } from '../lib/common-i18n';
import { currentLanguage } from '../lib/i18n';
import { t } from './captcha-i18n';

export const CAPTCHA_CHALLENGE_URL = urlOf(apiPaths.captchaChallenge);

// The one algorithm our server issues (src/server/platform/captcha.ts).
const ALGORITHM = 'PBKDF2/SHA-256';
if (!globalThis.$altcha.algorithms.has(ALGORITHM)) {
  globalThis.$altcha.algorithms.set(ALGORITHM, () => new Pbkdf2Worker());
}

/**
 * The widget's own words in Spanish, from our catalogue (ALTCHA's Spanish says 'tú';
 * we say 'usted'), registered before a Spanish page's widget is drawn. The widget is
 * told the page's language, so a Spanish browser on an English page still reads English.
 */
function registerSpanishStrings(): void {
  const i18n = globalThis.$altcha.i18n;
  const officialSite = t('captcha.officialSite');
  i18n.set('es', {
    ...i18n.get('en'),
    ariaLinkLabel: officialSite,
    cancel: common('common.cancel'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
    footer: `${t('captcha.protectedBy')} <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${officialSite}">ALTCHA</a>`,
    label: t('captcha.label'),
    loading: t('captcha.loading'),
    reload: t('captcha.reload'),
    verificationRequired: t('captcha.verificationRequired'),
    verified: t('captcha.verified'),
    verify: t('captcha.verify'),
    verifying: t('captcha.verifying'),
    waitAlert: t('captcha.waitAlert'),
  });
}

/** The widget's fixed attributes: our challenge, a checkbox, solved only when ticked. */
const WIDGET_SETTINGS = {
  challenge: CAPTCHA_CHALLENGE_URL,
  type: 'checkbox',
  auto: 'off',
} as const;

export interface CaptchaWidgetHandle {
  /** Back to unticked (after a submit, whether it worked or not): a solution works once. */
  reset(): void;
}

export interface CaptchaWidgetProps {
  /** The solved payload, or null when not (or no longer) verified. */
  onChange: (payload: string | null) => void;
  ref?: Ref<CaptchaWidgetHandle>;
  className?: string;
}

type StateChange = CustomEvent<{ state: string; payload: string | null }>;

/**
 * The widget's CSS variables in our colours. The ones it defines with light-dark()
 * (and those derived from them on :root) are set outright (hex values of our palette, see styles.css): the CSS minifier rewrites light-dark() into a polyfill that only
 * works where a color-scheme rule sets its helper variables, and our site is light.
 */
const THEME = {
  '--altcha-color-base': '#ffffff',
  '--altcha-color-base-content': '#292524' /* stone-800 */,
  '--altcha-color-neutral': '#d6d3d1' /* stone-300 */,
  '--altcha-color-neutral-content': '#78716c' /* stone-500 */,
  '--altcha-checkbox-border-color': '#a8a29e' /* stone-400 */,
  // Defined on :root from the ones above, so they must be set here as well.
  '--altcha-border-color': '#d6d3d1' /* stone-300 */,
  '--altcha-input-background-color': '#ffffff',
  '--altcha-input-color': '#292524' /* stone-800 */,
  '--altcha-spinner-color': '#292524' /* stone-800 */,
  '--altcha-color-primary': '#6b1d1d' /* brand-800 */,
  '--altcha-color-success': '#6b1d1d' /* brand-800 */,
  '--altcha-checkbox-outline-color': '#a6382f' /* brand-600 */,
  '--altcha-border-radius': '0.75rem',
  '--altcha-max-width': '100%',
} as CSSProperties;

export function CaptchaWidget({ onChange, ref, className }: CaptchaWidgetProps) {
  const elementRef = useRef<AltchaWidgetElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const language = currentLanguage();
  if (language === 'es' && !globalThis.$altcha.i18n.get('es')) registerSpanishStrings();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useImperativeHandle(ref, () => ({
    reset() {
      setLoadFailed(false);
      elementRef.current?.reset?.();
      onChangeRef.current(null);
    },
  }));

  // Our fetch for the challenge, so a failure to load it is told apart from a
  // failure to solve it.
  const fetchChallenge = useCallback(async (input: RequestInfo | URL, init?: RequestInit) => {
    try {
      const response = await fetch(input, init);
      // A proxy's error page answers 200 with HTML: no challenge either.
      const isChallenge =
        response.ok && (response.headers.get('content-type') ?? '').includes('json');
      setLoadFailed(!isChallenge);
      return response;
    } catch (error) {
      setLoadFailed(true);
      throw error;
    }
  }, []);

  // A layout effect, so the listeners are in place before the element (upgraded in a
  // microtask after it is connected) announces 'load'.
  useLayoutEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const configure = () => {
      void element.configure({ fetch: fetchChallenge as typeof fetch, hideLogo: true });
    };
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    if (typeof element.configure === 'function') configure();
    element.addEventListener('load', configure);
    element.addEventListener('statechange', onStateChange);
    return () => {
      element.removeEventListener('load', configure);
      element.removeEventListener('statechange', onStateChange);
    };
  }, [fetchChallenge]);

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <altcha-widget
        ref={elementRef as Ref<HTMLElement>}
        {...WIDGET_SETTINGS}
        language={language}
        style={THEME}
      />
      {loadFailed ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-red-700">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('captcha.loadFailed')}
        </p>
      ) : null}
    </div>
  );
}
