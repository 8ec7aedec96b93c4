import { Dialog, Flex, TextField } from '@radix-ui/themes';
import { useId, useState, type FormEvent } from 'react';
import type { ModelPrice } from '../../api/schemas/usage';
import { addPrice } from '../../commands/usage/addPrice';
import { editPrice } from '../../commands/usage/editPrice';
import { messages } from '../../messages';
import { newPriceDraft, priceDraftErrors, priceDraftOf, type PriceDraft } from '../../state/usageForms';
import { DialogActions } from '../common/DialogActions';
import { focusFirstFieldOnOpen } from '../common/firstField';
import { FormField } from '../common/FormField';
import { useCommand } from '../common/useCommand';

const t = messages.usage.prices;

/** What the dialog edits: a new price (of a model, or any), or a stored one. */
export type PriceDialogTarget = { kind: 'new'; model: string } | { kind: 'edit'; price: ModelPrice };

/**
 * Adds or changes a model's price: the model (the known ones offered), the date from which it holds and the
 * three amounts per million tokens, each refused at its field in the contract's words once saving was tried.
 */
export function PriceDialog({
  target,
  models,
  onClose,
}: {
  target: PriceDialogTarget;
  models: readonly string[];
  onClose(): void;
}) {
  const add = useCommand(addPrice);
  const edit = useCommand(editPrice);
  const listId = useId();
  const [draft, setDraft] = useState<PriceDraft>(() =>
    target.kind === 'edit' ? priceDraftOf(target.price) : newPriceDraft(target.model),
  );
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = tried ? priceDraftErrors(draft) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(priceDraftErrors(draft)).length > 0) return;
    setBusy(true);
    const result =
      target.kind === 'edit'
        ? await edit.run({ priceId: target.price.id, ...draft })
        : await add.run({ ...draft });
    setBusy(false);
    if (result.status === 'done') onClose();
  }

  const field = (name: keyof PriceDraft, label: string, type: 'text' | 'date' = 'text') => (
    <FormField label={label} error={errors[name]}>
      {(props) => (
        <TextField.Root
          {...props}
          type={type}
          value={draft[name]}
          autoComplete="off"
          {...(type === 'text' && name !== 'model' ? { inputMode: 'decimal' as const } : {})}
          {...(name === 'model' ? { list: listId } : {})}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="480px">
        <Dialog.Title>{target.kind === 'edit' ? t.dialogEdit : t.dialogAdd}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.dialogDescription}
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            {field('model', t.modelLabel)}
            <datalist id={listId}>
              {models.map((model) => (
                <option key={model} value={model} />
              ))}
            </datalist>
            {field('validFrom', t.validFromLabel, 'date')}
            {field('input', t.inputLabel)}
            {field('cached', t.cachedLabel)}
            {field('output', t.outputLabel)}
          </Flex>
          <DialogActions cancel={t.cancel} disabled={busy} submit={t.save} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
