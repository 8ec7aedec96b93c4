import { Button, Flex, Text } from '@radix-ui/themes';
import { STATS_PAGE_SIZE } from '../../api/schemas/statsSummary';
import { messages } from '../../messages';
import { formatCount } from '../../messages/format';

const t = messages.organizationStats;

/**
 * Below a table of `total` rows shown `STATS_PAGE_SIZE` at a time: which rows this page shows (`1–50 van
 * 20.123`) and Vorige / Volgende. Nothing when all rows fit on one page.
 */
export function Pager({
  label,
  offset,
  total,
  onOffsetChange,
}: {
  /** The table's name. */
  label: string;
  offset: number;
  total: number;
  onOffsetChange(offset: number): void;
}) {
  if (total <= STATS_PAGE_SIZE) return null;
  const last = Math.min(offset + STATS_PAGE_SIZE, total);
  return (
    <Flex role="group" aria-label={t.pagerLabel(label)} align="center" justify="end" gap="3" wrap="wrap">
      <Text size="2" color="gray" highContrast>
        {t.pageRange(formatCount(offset + 1), formatCount(last), formatCount(total))}
      </Text>
      <Flex gap="2">
        <Button
          variant="soft"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - STATS_PAGE_SIZE))}
        >
          <span aria-hidden="true">←</span> {t.previousPage}
        </Button>
        <Button
          variant="soft"
          disabled={last >= total}
          onClick={() => onOffsetChange(offset + STATS_PAGE_SIZE)}
        >
          {t.nextPage} <span aria-hidden="true">→</span>
        </Button>
      </Flex>
    </Flex>
  );
}
