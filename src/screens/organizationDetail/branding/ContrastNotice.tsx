import { Callout, Flex, Text } from '@radix-ui/themes';
import { primaryContrast } from '../../../api/rules/colorContrast';
import { messages } from '../../../messages';

const t = messages.organizationSettings.branding;

/**
 * The primary colour measured against WCAG AA (beyond the original product): a sample of the better text colour
 * on it, and a warning when text on it, or the colour itself as text on the white page, stays under 4.5:1.
 * Nothing for a colour that is not set or not valid.
 */
export function ContrastNotice({ primary }: { primary: string | null | undefined }) {
  const contrast = primaryContrast(primary);
  if (!contrast || !primary) return null;
  const { textOnPrimary, primaryOnWhite } = contrast;
  const textName = textOnPrimary.text === 'white' ? t.white : t.black;
  return (
    <Flex direction="column" gap="2">
      <Text as="p" size="2">
        <span
          className="mr-2 inline-block rounded-[var(--radius-2)] px-2 py-0.5 font-medium"
          style={{ backgroundColor: primary.trim(), color: textOnPrimary.text === 'white' ? '#fff' : '#000' }}
          aria-hidden="true"
        >
          Aa
        </span>
        {t.contrastSample(textName, textOnPrimary.ratio)}
      </Text>
      {!textOnPrimary.passesAA && (
        <Callout.Root color="amber" size="1" role="status" highContrast>
          <Callout.Text>{t.contrastOnPrimary(textOnPrimary.ratio)}</Callout.Text>
        </Callout.Root>
      )}
      {textOnPrimary.passesAA && primaryOnWhite < 4.5 && (
        <Callout.Root color="amber" size="1" role="status" highContrast>
          <Callout.Text>{t.contrastWarning(primaryOnWhite)}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
