import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useCallback, useRef } from 'react';
import { saveAllTaxonomiesForTemplate } from '../../commands/templateTaxonomies/saveAllForTemplate';
import { messages } from '../../messages';
import {
  changeTaxonomyDraft,
  discardTaxonomyDraft,
  startTaxonomyDraft,
  type ShownTaxonomy,
  type TaxonomyDraft,
} from '../../state/templateTaxonomies';
import { CommandButton } from '../common/CommandButton';
import { useCommandRuntime } from '../common/CommandRuntime';

const t = messages.templateTaxonomies;

/**
 * Which way the switches save, said above them, with the way to the other:
 * - one at a time (the default): each switch saves at once; "Meerdere tegelijk wijzigen" starts a draft;
 * - the batch draft: switches (and "Alles inschakelen" / "Alles uitschakelen") only change the draft, marked
 *   Gewijzigd; "Taxonomieën opslaan" saves the changes in one call, "Annuleren" drops them.
 * The focus moves with it: to the draft's first button on starting, back to "Meerdere tegelijk wijzigen" after.
 */
export function TaxonomyModeBar({
  templateId,
  rows,
  draft,
  toggleReason,
}: {
  templateId: number;
  rows: readonly ShownTaxonomy[];
  draft: TaxonomyDraft | null;
  /** Why the switches cannot save one at a time now, or null. */
  toggleReason: string | null;
}) {
  const { ctx } = useCommandRuntime();
  const store = ctx.store;
  const focusNext = useRef(false);
  const focusWhenShown = useCallback((element: HTMLButtonElement | null) => {
    if (element && focusNext.current) {
      focusNext.current = false;
      element.focus();
    }
  }, []);
  const startButton = useRef<HTMLButtonElement | null>(null);

  const setAll = (active: boolean) =>
    changeTaxonomyDraft(store, templateId, Object.fromEntries(rows.map((row) => [row.taxonomy.id, active])));
  const leave = () => {
    focusNext.current = true;
    discardTaxonomyDraft(store, templateId);
  };

  if (!draft) {
    return (
      <Flex align="center" gap="3" wrap="wrap">
        <Text size="2" color="gray" highContrast>
          {toggleReason ?? t.direct.hint}
        </Text>
        <Button
          variant="soft"
          ref={(element) => {
            startButton.current = element;
            focusWhenShown(element);
          }}
          onClick={() => {
            focusNext.current = true;
            startTaxonomyDraft(store, templateId);
          }}
        >
          {t.direct.batch}
        </Button>
      </Flex>
    );
  }

  const changed = Object.keys(draft.changes).length;
  return (
    <Flex direction="column" gap="2" role="group" aria-label={t.batch.toolbar}>
      <Callout.Root color="amber" highContrast size="1">
        <Callout.Text>
          {t.batch.hint}{' '}
          <span role="status" aria-live="polite">
            {t.batch.changedCount(changed)}
          </span>
        </Callout.Text>
      </Callout.Root>
      <Flex align="center" gap="2" wrap="wrap">
        <Button variant="soft" ref={focusWhenShown} onClick={() => setAll(true)}>
          {t.batch.allOn}
        </Button>
        <Button variant="soft" onClick={() => setAll(false)}>
          {t.batch.allOff}
        </Button>
        <CommandButton
          command={saveAllTaxonomiesForTemplate}
          args={{ templateId }}
          onDone={(result) => {
            if (result.status !== 'done') return;
            if (startButton.current?.isConnected) startButton.current.focus();
            else focusNext.current = true;
          }}
        >
          {t.batch.save}
        </CommandButton>
        <Button variant="soft" color="gray" onClick={leave}>
          {t.batch.cancel}
        </Button>
      </Flex>
    </Flex>
  );
}
