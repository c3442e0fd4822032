/**
 * The range the server draws a challenge's counter from (captcha.ts), the number of
 * attempts the widget must make to find it, counting from 0. In a module of its own
 * so that the tests' solver (test/captcha.ts) reads it without loading the server.
 */
export const CAPTCHA_COUNTER_MIN = 150;
export const CAPTCHA_COUNTER_MAX = 400;
