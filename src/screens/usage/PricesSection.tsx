import { Badge, Button, Flex, Heading } from '@radix-ui/themes';
import { useState } from 'react';
import type { ModelPrice, ModelPrices } from '../../api/schemas/usage';
import { addPrice } from '../../commands/usage/addPrice';
import { deletePrice } from '../../commands/usage/deletePrice';
import { editPrice } from '../../commands/usage/editPrice';
import { messages } from '../../messages';
import { formatCount, formatEuro } from '../../messages/format';
import { PRICE_DECIMALS } from '../../api/schemas/usage';
import { CommandButton } from '../common/CommandButton';
import { useCommand } from '../common/useCommand';
import { ScrollTable, Section, Td, Th, Tr } from '../retention/RetentionParts';
import { PriceDialog, type PriceDialogTarget } from './PriceDialog';

const t = messages.usage.prices;

const price = (n: number) => formatEuro(n, PRICE_DECIMALS);
const perMillion = (p: ModelPrice) =>
  t.perMillion(price(p.input_per_million), price(p.cached_per_million), price(p.output_per_million));

/**
 * Modelprijzen: every model known with its price today (flagged where it has none) and its tokens without a
 * price, then every price period with its dates; add, change and remove through the dialog and the commands.
 */
export function PricesSection({ prices }: { prices: ModelPrices }) {
  const add = useCommand(addPrice);
  const edit = useCommand(editPrice);
  const [dialog, setDialog] = useState<PriceDialogTarget | null>(null);
  const models = prices.models.map((model) => model.model);

  return (
    <Section
      heading={t.heading}
      intro={t.intro}
      actions={
        <Button disabled={!add.available} onClick={() => setDialog({ kind: 'new', model: '' })}>
          {t.add}
        </Button>
      }
    >
      <ScrollTable
        label={t.modelsLabel}
        head={
          <>
            <Th>{t.model}</Th>
            <Th>{t.current}</Th>
            <Th>{t.validFrom}</Th>
            <Th>{t.lastUsed}</Th>
            <Th numeric>{t.unpriced}</Th>
            <Th>
              <span className="sr-only">{t.actions}</span>
            </Th>
          </>
        }
      >
        {prices.models.map((model) => (
          <Tr key={model.model}>
            <Td>{model.model}</Td>
            <Td>
              {model.current ? (
                <span className="whitespace-nowrap">{perMillion(model.current)}</span>
              ) : (
                <Badge color="orange" variant="soft" highContrast title={t.noPriceHint(model.model)}>
                  {t.noPrice}
                </Badge>
              )}
            </Td>
            <Td>{model.current?.valid_from ?? '–'}</Td>
            <Td>{model.last_used ?? t.never}</Td>
            <Td numeric>{formatCount(model.unpriced_tokens)}</Td>
            <Td>
              <Button
                size="1"
                variant="soft"
                disabled={!add.available}
                aria-label={`${t.add}: ${model.model}`}
                onClick={() => setDialog({ kind: 'new', model: model.model })}
              >
                {t.add}
              </Button>
            </Td>
          </Tr>
        ))}
      </ScrollTable>
      <Heading as="h3" size="3">
        {t.historyHeading}
      </Heading>
      <ScrollTable
        label={t.historyLabel}
        head={
          <>
            <Th>{t.model}</Th>
            <Th>{t.validFrom}</Th>
            <Th>{t.validUntil}</Th>
            <Th numeric>{t.input}</Th>
            <Th numeric>{t.cached}</Th>
            <Th numeric>{t.output}</Th>
            <Th>{t.updatedBy}</Th>
            <Th>
              <span className="sr-only">{t.actions}</span>
            </Th>
          </>
        }
      >
        {prices.prices.length === 0 ? (
          <Tr>
            <td colSpan={8} className="px-3 py-2">
              {t.empty}
            </td>
          </Tr>
        ) : (
          prices.prices.map((p) => (
            <Tr key={p.id}>
              <Td>{p.model}</Td>
              <Td>{p.valid_from}</Td>
              <Td>{p.valid_until ?? t.stillValid}</Td>
              <Td numeric>{price(p.input_per_million)}</Td>
              <Td numeric>{price(p.cached_per_million)}</Td>
              <Td numeric>{price(p.output_per_million)}</Td>
              <Td>{p.updated_by ?? '–'}</Td>
              <Td>
                <Flex gap="2" wrap="nowrap">
                  <Button
                    size="1"
                    variant="soft"
                    disabled={!edit.available}
                    aria-label={t.editOf(p.model, p.valid_from)}
                    onClick={() => setDialog({ kind: 'edit', price: p })}
                  >
                    {t.edit}
                  </Button>
                  <CommandButton
                    command={deletePrice}
                    args={{ priceId: p.id }}
                    size="1"
                    variant="soft"
                    color="red"
                    aria-label={t.removeOf(p.model, p.valid_from)}
                  >
                    {t.remove}
                  </CommandButton>
                </Flex>
              </Td>
            </Tr>
          ))
        )}
      </ScrollTable>
      {dialog && <PriceDialog target={dialog} models={models} onClose={() => setDialog(null)} />}
    </Section>
  );
}
