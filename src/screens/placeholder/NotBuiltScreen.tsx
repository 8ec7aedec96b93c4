import { Heading, Text } from '@radix-ui/themes';
import { useParams } from 'react-router-dom';
import { messages } from '../../messages';
import type { ScreenId } from '../../state/screen';
import { useScreen } from '../common/useScreen';

/** An honest placeholder for a screen of the route table that is not built yet. Nothing pretends to work. */
export function NotBuiltScreen({ screen, title }: { screen: ScreenId; title: string }) {
  const params = useParams();
  useScreen(screen, params);
  return (
    <section className="flex flex-col gap-3">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Text as="p" color="gray" highContrast>
        {messages.shell.notBuilt}
      </Text>
    </section>
  );
}
