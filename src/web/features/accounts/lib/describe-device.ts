import { t } from '../i18n';

/** 'Chrome on Windows' from a user agent string; good enough for a list of one's own devices. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return t('accounts.device.unknown');
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return t('accounts.device.browserOnSystem', { browser, system });
  return browser ?? system ?? userAgent.slice(0, 60);
}
