import { Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useAtomValue, useStore } from 'jotai/react';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { servedApiBase } from '../../api/serverUrl';
import { messages } from '../../messages';
import { lastServerUrlAtom } from '../../state/session';
import { initialSignInState, signInReducer } from '../../state/signInMachine';

const t = messages.signIn;

function initialServerUrl(lastUsed: string): string {
  if (lastUsed) return lastUsed;
  if (typeof document === 'undefined') return '';
  return servedApiBase(document, window.location.href);
}

/** Sign-in (spec 2): server URL, username, password, and the 2FA code once the server asks for it. */
export function SignInScreen() {
  const store = useStore();
  const navigate = useNavigate();
  const lastServerUrl = useAtomValue(lastServerUrlAtom);
  const [state, dispatch] = useReducer(signInReducer, initialSignInState);
  const [serverUrl, setServerUrl] = useState(() => initialServerUrl(lastServerUrl));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const ids = { server: useId(), username: useId(), password: useId(), code: useId(), heading: useId() };
  const submitting = state.status === 'submitting';

  useEffect(() => {
    if (state.status === 'needsCode') codeRef.current?.focus();
  }, [state.status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    dispatch({ type: 'submit' });
    // Loaded on first submit: zod, ky and the token handling stay out of the sign-in screen's first load.
    const { signIn } = await import('../../state/signIn');
    const result = await signIn(store, { serverUrl, username, password, code: state.showCode ? code : '' });
    dispatch(result);
    if (result.type === 'succeeded') void navigate('/', { replace: true });
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card size="4" className="w-full max-w-md">
        <form onSubmit={onSubmit} aria-labelledby={ids.heading}>
          <Flex direction="column" gap="4">
            <Heading as="h1" size="6" id={ids.heading}>
              {t.title}
            </Heading>

            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={ids.server} size="2" weight="medium">
                {t.serverUrl}
              </Text>
              <TextField.Root
                id={ids.server}
                type="url"
                required
                autoComplete="url"
                placeholder={t.serverUrlPlaceholder}
                value={serverUrl}
                onChange={(e) => setServerUrl(e.target.value)}
              />
            </Flex>

            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={ids.username} size="2" weight="medium">
                {t.username}
              </Text>
              <TextField.Root
                id={ids.username}
                required
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </Flex>

            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={ids.password} size="2" weight="medium">
                {t.password}
              </Text>
              <TextField.Root
                id={ids.password}
                type="password"
                required
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Flex>

            {state.showCode && (
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor={ids.code} size="2" weight="medium">
                  {t.code}
                </Text>
                <TextField.Root
                  ref={codeRef}
                  id={ids.code}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </Flex>
            )}

            {state.notice && (
              <Callout.Root color="blue" role="status">
                <Callout.Text>{state.notice}</Callout.Text>
              </Callout.Root>
            )}
            {state.error && (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{state.error}</Callout.Text>
              </Callout.Root>
            )}

            <Button type="submit" size="3" disabled={submitting} aria-busy={submitting || undefined}>
              {t.submit}
            </Button>
          </Flex>
        </form>
      </Card>
    </main>
  );
}
