import { Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { statsPeriods } from '../../api/schemas/stats';
import { messages } from '../../messages';
import { selectClass } from '../common/FormField';

const t = messages.organizationStats;

/** The statistics period (7, 30, 90, 180 or 365 days), labelled Periode. */
export function PeriodSelect({ days, onChange }: { days: number; onChange(days: number): void }) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {t.periodLabel}
      </Text>
      <select
        id={id}
        className={selectClass}
        value={days}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {statsPeriods.map((n) => (
          <option key={n} value={n}>
            {t.lastDays(n)}
          </option>
        ))}
      </select>
    </Flex>
  );
}
