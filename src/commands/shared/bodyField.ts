import { z } from 'zod';
import { formErrors, type FieldTexts } from '../../api/validation';

/**
 * A text field of an endpoint's body schema (`organizationName`, `groupWrite`) as a check and a command
 * argument: the server's rules, each problem worded by the catalogue's texts, so the dialogs and the palette
 * refuse exactly what the server would, in the contract's words.
 */
export function bodyTextField<F extends string, S extends z.ZodObject>(
  body: S,
  field: F & keyof S['shape'],
  texts: FieldTexts<F>,
) {
  const single = body.pick({ [field]: true } as never) as z.ZodObject;
  /** The message to show for `value`, or null when the server will take it. */
  const error = (value: unknown): string | null =>
    formErrors<F>(single, { [field]: value }, texts)[field] ?? null;
  const fieldSchema = body.shape[field] as z.ZodType<unknown, string>;
  /** The field as a command argument: the server's value (trimmed) or an issue with the contract's message. */
  const arg = z.string().transform((value, ctx) => {
    const parsed = fieldSchema.safeParse(value);
    if (parsed.success) return parsed.data as z.output<S['shape'][F]>;
    ctx.addIssue({ code: 'custom', message: error(value) ?? '', input: value });
    return z.NEVER;
  });
  return { error, arg };
}
