import { Theme } from '@radix-ui/themes';
// With its extension: vite.config.ts imports this file (Vite's config loader wants them).
import { coreMessages as messages } from '../../messages/core.ts';

/** The theme root's settings, besides the appearance (light or dark, the user's choice). */
export const themeRootProps = {
  accentColor: 'indigo',
  grayColor: 'slate',
  radius: 'medium',
  className: 'min-h-screen',
} as const;

/** What the app shows while its first chunks load. */
export function LoadingText() {
  return (
    <p role="status" className="p-6 text-[var(--gray-11)]">
      {messages.shell.loading}
    </p>
  );
}

/**
 * The page as the app first draws it (a signed-in start shows the loading text until its chunks are there),
 * written into index.html at build time (vite.config.ts): a phone on a slow network paints it as soon as the
 * HTML and the stylesheet are there, rather than a blank page until the scripts have run. React replaces it
 * with its own first render. Light, the default appearance.
 */
export function FirstPaint() {
  return (
    <Theme appearance="light" {...themeRootProps}>
      <LoadingText />
    </Theme>
  );
}
