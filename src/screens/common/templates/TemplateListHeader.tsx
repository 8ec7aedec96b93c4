import { Button, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../messages';

const t = messages.templateLists;

/** Above an owner's template list: how many there are (announced as it changes), Nieuw template and `children`. */
export function TemplateListHeader({
  templates,
  newHref,
  children,
}: {
  templates: readonly unknown[] | null;
  /** The new-template editor for the owner. */
  newHref: string;
  /** More buttons after Nieuw template. */
  children?: ReactNode;
}) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Text size="2" color="gray" highContrast aria-live="polite">
        {templates ? t.count(templates.length) : ''}
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
