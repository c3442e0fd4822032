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
