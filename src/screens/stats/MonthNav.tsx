import { Button, Flex, Heading } from '@radix-ui/themes';
import { messages } from '../../messages';
import { formatMonth } from '../../messages/format';

const t = messages.organizationStats;

/** The month's heading with Vorige maand / Volgende maand (no next month after the current one). */
export function MonthNav({
  titleId,
  month,
  onPrevious,
  onNext,
  nextDisabled,
}: {
  titleId: string;
  month: string;
  onPrevious(): void;
  onNext(): void;
  nextDisabled: boolean;
}) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Heading as="h2" size="4" id={titleId}>
        {t.monthTitle}: {formatMonth(month)}
      </Heading>
      <Flex gap="2">
        <Button variant="soft" onClick={onPrevious}>
          <span aria-hidden="true">←</span> {t.previousMonth}
        </Button>
        <Button variant="soft" disabled={nextDisabled} onClick={onNext}>
          {t.nextMonth} <span aria-hidden="true">→</span>
        </Button>
      </Flex>
    </Flex>
  );
}
