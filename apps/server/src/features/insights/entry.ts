/** The map's value for the key, made and stored on first use. */
export function entry<Key, Value>(map: Map<Key, Value>, key: Key, make: () => Value): Value {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}
