/** A Map or WeakMap: what keptIn reads and fills. */
interface Keeper<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value `map` keeps under `key`, made by `make` and kept there the first time it is asked for. */
export function keptIn<K, V>(map: Keeper<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * Puts `value` under `key` as the most recent of `map` (a Map keeps keys in the order set),
 * and drops the least recent once it holds more than `most`: a cache of the last `most`
 * keys asked for, when each read of a kept key puts it back too.
 */
export function keptRecent<K, V>(map: Map<K, V>, key: K, value: V, most: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > most) map.delete(map.keys().next().value as K);
}
