import type { z } from 'zod';
import { pdfExportSettings } from './schemas/pdfSettings';

/**
 * The PDF settings schema (`pdfExportSettings`) read as a tree of shapes: which keys an object allows, which
 * choices an enumeration has, a number's bounds. The editor completes keys and choices from it, and an unknown
 * key's message names the keys allowed in its place.
 */

export type SchemaShape =
  | { kind: 'object'; keys: Readonly<Record<string, SchemaShape>> }
  | { kind: 'array'; element: SchemaShape }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'number'; min: number | null; max: number | null }
  | { kind: 'string' }
  | { kind: 'boolean' }
  | { kind: 'other' };

interface Def {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  entries?: Record<string, string | number>;
  checks?: readonly { _zod: { def: { check: string; value?: unknown; inclusive?: boolean } } }[];
}

const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

/** The bounds of a number schema (`z.number().min(a).max(b)`). */
function numberBounds(def: Def): { min: number | null; max: number | null } {
  let min: number | null = null;
  let max: number | null = null;
  for (const check of def.checks ?? []) {
    const { check: kind, value } = check._zod.def;
    if (kind === 'greater_than' && typeof value === 'number') min = value;
    if (kind === 'less_than' && typeof value === 'number') max = value;
  }
  return { min, max };
}

/** A zod schema as a shape (optional and nullable wrappers and pipes looked through). */
export function shapeOf(schema: z.core.$ZodType): SchemaShape {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return shapeOf(def.innerType!);
    case 'pipe':
      return shapeOf(def.in!);
    case 'object':
      return {
        kind: 'object',
        keys: Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, value]) => [key, shapeOf(value)]),
        ),
      };
    case 'array':
      return { kind: 'array', element: shapeOf(def.element!) };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries ?? {}).map(String) };
    case 'number':
      return { kind: 'number', ...numberBounds(def) };
    case 'string':
      return { kind: 'string' };
    case 'boolean':
      return { kind: 'boolean' };
    default:
      return { kind: 'other' };
  }
}

export const pdfSettingsShape = shapeOf(pdfExportSettings);

/** The shape at a path of the settings (array positions by number), or null where the schema has none. */
export function shapeAt(
  path: readonly PropertyKey[],
  root: SchemaShape = pdfSettingsShape,
): SchemaShape | null {
  let shape: SchemaShape | null = root;
  for (const key of path) {
    if (!shape) return null;
    if (shape.kind === 'object' && typeof key === 'string') shape = shape.keys[key] ?? null;
    else if (shape.kind === 'array' && typeof key === 'number') shape = shape.element;
    else return null;
  }
  return shape;
}

/** The keys the schema allows in the object at `path` (empty where there is no object). */
export function knownKeysAt(path: readonly PropertyKey[]): string[] {
  const shape = shapeAt(path);
  return shape?.kind === 'object' ? Object.keys(shape.keys) : [];
}
