/**
 * Every Spanish catalogue of the web, one chunk: imported by `loadLanguage('es')` only,
 * so English pages never download it. `messages.json` (the domain's messages, keyed by
 * their English text) is here too, with its matcher for `translated()`.
 */
import type { Messages } from '@lingui/core';
import { messageMatcher } from '#domain/message-patterns.js';
import domainMessages from '#locales/es/messages.json';

const areas = import.meta.glob<Messages>(
  ['../../locales/es/*.json', '!../../locales/es/emails.json', '!../../locales/es/messages.json'],
  { eager: true, import: 'default' },
);

export const messages: Messages = Object.assign(
  {},
  domainMessages as Messages,
  ...Object.values(areas),
);

export const domainMatch = messageMatcher(Object.keys(domainMessages));
