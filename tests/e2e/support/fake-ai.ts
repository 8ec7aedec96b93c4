// The stand-in language model of the end-to-end run: an OpenAI-compatible provider on loopback
// (server/test/support/fakeOpenAi.ts) on FAKE_AI_PORT, for the plain server's AI_BASE_URL. It answers every
// request well (FAKE_AI_MODE changes that: valid, malformed, wrong-shape, slow, error): an AI update gives the
// template the title "<old title> (bijgewerkt)", Test a summary starting with "Samenvatting:". One request can
// ask for its own failure with `#fake:<mode>` in its text (feedback "Korter #fake:error" answers a 500, so the
// console shows the server's 502), which keeps parallel tests apart.
import { fakeAiModes, startFakeOpenAi, type FakeAiMode } from '../../../server/test/support/fakeOpenAi';

// Started by playwright.config.ts, which sets FAKE_AI_PORT from tests/e2e/support/ports.ts.
const port = Number(process.env.FAKE_AI_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_AI_PORT ontbreekt.');
const mode = process.env.FAKE_AI_MODE ?? 'valid';
const isMode = (value: string): value is FakeAiMode => (fakeAiModes as readonly string[]).includes(value);
if (!isMode(mode)) throw new Error(`FAKE_AI_MODE moet een van ${fakeAiModes.join(', ')} zijn.`);

const fake = await startFakeOpenAi({ port, mode });
console.log(`Nep-taalmodel op ${fake.baseUrl} (${fake.mode})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
