/**
 * A builder from its defaults: they are made again on every call (so every value
 * gets new ids) from the test's overrides, which then win over them. The defaults
 * read the overrides where one field follows from another (a plan's `featured`).
 */
export function builder<T>(defaults: (overrides: Partial<T>) => T) {
  return (overrides: Partial<T> = {}): T => ({ ...defaults(overrides), ...overrides });
}
