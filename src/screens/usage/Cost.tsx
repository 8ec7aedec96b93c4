import { Badge } from '@radix-ui/themes';
import type { BudgetStatus } from '../../api/schemas/usage';
import { messages } from '../../messages';
import { reachedThreshold } from '../../state/usage';

const t = messages.usage;

/**
 * A cost as the console shows it: `€ 12,34`; with tokens of unknown price `€ 12,34 + onbekend` or Prijs
 * onbekend, never € 0,00, explained on hover and to screen readers.
 */
export function Cost({ eur, unpriced }: { eur: number; unpriced: number }) {
  const text = t.cost(eur, unpriced);
  if (unpriced === 0) return <>{text}</>;
  const explained = t.unpricedExplained(unpriced);
  return (
    <span title={explained}>
      {text}
      <span className="sr-only"> ({explained})</span>
    </span>
  );
}

/**
 * The mark of an organisation at or past a threshold of its budget this month: words, not only a colour
 * (Budget 80 % bereikt; red from 100 %).
 */
export function BudgetMark({ status }: { status: BudgetStatus | undefined }) {
  const threshold = status ? reachedThreshold(status) : null;
  if (threshold === null) return null;
  const over = threshold >= 100;
  return (
    <Badge color={over ? 'red' : 'orange'} variant="soft" highContrast className="whitespace-nowrap">
      <span aria-hidden="true">{over ? '▲' : '●'}</span> {t.mark(threshold)}
    </Badge>
  );
}
