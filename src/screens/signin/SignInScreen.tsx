import { Button, Callout, Card, Flex, Heading, TextField } from '@radix-ui/themes';
import { useAtomValue, useStore } from 'jotai/react';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { servedApiBase } from '../../api/serverUrl';
import { coreMessages as messages } from '../../messages/core';
import { lastServerUrlAtom } from '../../state/session';
import { initialSignInState, signInReducer } from '../../state/signInMachine';
import { FormField } from '../common/FormField';
import { ErrorCallout } from '../common/LoadState';

const t = messages.signIn;

function initialServerUrl(lastUsed: string): string {
  if (lastUsed) return lastUsed;
  if (typeof document === 'undefined') return '';
  return servedApiBase(document, window.location.href);
}

/** Sign-in: server URL, username, password, and the 2FA code once the server asks for it. */
export function SignInScreen() {
  const store = useStore();
  const lastServerUrl = useAtomValue(lastServerUrlAtom);
  const [state, dispatch] = useReducer(signInReducer, initialSignInState);
  const [serverUrl, setServerUrl] = useState(() => initialServerUrl(lastServerUrl));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const submitting = state.status === 'submitting';

  useEffect(() => {
    if (state.status === 'needsCode') codeRef.current?.focus();
  }, [state.status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    dispatch({ type: 'submit' });
    // Loaded on first submit: zod (with the typed routes), ky and the token handling stay out of the sign-in
    // screen's first load.
    const { signIn, firstScreenPath } = await import('../../state/signIn');
    const result = await signIn(store, { serverUrl, username, password, code: state.showCode ? code : '' });
    dispatch(result);
    // The shell's router starts at the address it finds: a sign-in always leads to the dashboard.
    if (result.type === 'succeeded') window.history.replaceState(null, '', firstScreenPath());
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card size="4" className="w-full max-w-md">
        <form onSubmit={onSubmit} aria-labelledby={headingId}>
          <Flex direction="column" gap="4">
            <Heading as="h1" size="6" id={headingId}>
              {t.title}
            </Heading>

            <FormField label={t.serverUrl}>
              {(field) => (
                <TextField.Root
                  {...field}
                  type="url"
                  required
                  autoComplete="url"
                  placeholder={t.serverUrlPlaceholder}
                  value={serverUrl}
                  onChange={(e) => setServerUrl(e.target.value)}
                />
              )}
            </FormField>

            <FormField label={t.username}>
              {(field) => (
                <TextField.Root
                  {...field}
                  required
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
              )}
            </FormField>

            <FormField label={t.password}>
              {(field) => (
                <TextField.Root
                  {...field}
                  type="password"
                  required
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </FormField>

            {state.showCode && (
              <FormField label={t.code}>
                {(field) => (
                  <TextField.Root
                    {...field}
                    ref={codeRef}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                )}
              </FormField>
            )}

            {state.notice && (
              <Callout.Root color="blue" role="status">
                <Callout.Text>{state.notice}</Callout.Text>
              </Callout.Root>
            )}
            <ErrorCallout message={state.error} />

            <Button type="submit" size="3" disabled={submitting} aria-busy={submitting || undefined}>
              {t.submit}
            </Button>
          </Flex>
        </form>
      </Card>
    </main>
  );
}
