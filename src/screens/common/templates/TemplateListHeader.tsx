import { Button, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../messages';

const t = messages.templateLists;

/**
 * Above an owner's template list: how many there are (announced as it changes; `count` words it for the list),
 * Nieuw template and `children`.
 */
export function TemplateListHeader<T>({
  templates,
  count = (list) => t.count(list.length),
  newHref,
  children,
}: {
  templates: readonly T[] | null;
  count?: (templates: readonly T[]) => string;
  /** The new-template editor for the owner. */
  newHref: string;
  /** More buttons after Nieuw template. */
  children?: ReactNode;
}) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Text size="2" color="gray" highContrast aria-live="polite">
        {templates ? count(templates) : ''}
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button asChild>
          <Link to={newHref}>{t.newTemplate}</Link>
        </Button>
        {children}
      </Flex>
    </Flex>
  );
}
