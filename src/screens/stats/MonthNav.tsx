import { Button, Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { formatMonth } from '../../messages/format';

const t = messages.organizationStats;

/**
 * The month's heading with Vorige maand / Volgende maand (no next month after the current one); `children`
 * (the download's progress) between them.
 */
export function MonthNav({
  titleId,
  month,
  onPrevious,
  onNext,
  nextDisabled,
  children,
}: {
  titleId: string;
  month: string;
  onPrevious(): void;
  onNext(): void;
  nextDisabled: boolean;
  children?: ReactNode;
}) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Heading as="h2" size="4" id={titleId}>
        {t.monthTitle}: {formatMonth(month)}
      </Heading>
      {children}
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
