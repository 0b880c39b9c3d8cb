import type { z } from 'zod';

interface ZodDefLike {
  shape?: Record<string, unknown>;
  [key: string]: unknown;
}

const defOf = (value: unknown): ZodDefLike | undefined =>
  typeof value === 'object' && value !== null && '_zod' in value ? (value as { _zod: { def: ZodDefLike } })._zod.def : undefined;

/** Every object key named anywhere in the schemas (through arrays, unions, pipes, optionals): the fuzzer's vocabulary. */
export function schemaFieldNames(schemas: readonly z.ZodType[]): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    const def = defOf(value);
    if (!def || seen.has(def)) return;
    seen.add(def);
    for (const [key, inner] of Object.entries(def)) {
      if (key === 'shape' && def.shape) {
        for (const [field, fieldSchema] of Object.entries(def.shape)) {
          names.add(field);
          walk(fieldSchema);
        }
      } else if (Array.isArray(inner)) inner.forEach(walk);
      else walk(inner);
    }
  };
  schemas.forEach(walk);
  return [...names].sort();
}
