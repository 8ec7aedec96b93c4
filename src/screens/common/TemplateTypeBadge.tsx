import { Badge } from '@radix-ui/themes';
import type { TemplateType } from '../../api/schemas/templates';
import { messages } from '../../messages';

const colors = { personal: 'blue', organization: 'violet', default: 'gray' } as const;

/** The type badge of a template: Persoonlijk, Organisatie or Standaard. */
export function TemplateTypeBadge({ type }: { type: TemplateType }) {
  return (
    <Badge color={colors[type]} highContrast>
      {messages.templates.types[type]}
    </Badge>
  );
}
