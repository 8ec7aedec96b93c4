import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { toCsv } from '../src/http/csv';

describe('configuration', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      environment: 'development',
      admin: { username: 'admin', email: 'admin@example.com', password: undefined },
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Werkbank <no-reply@localhost>',
      twoFactor: 'off',
      corsOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'],
      seedDemo: true,
      staticDir: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('allows no CORS origin and no demo outside development unless asked', () => {
    expect(loadConfig({ ENVIRONMENT: 'production' })).toMatchObject({ corsOrigins: [], seedDemo: false });
    expect(
      loadConfig({
        ENVIRONMENT: 'production',
        CORS_ORIGINS: 'https://a.example, https://b.example',
        SEED_DEMO: 'yes',
      }),
    ).toMatchObject({ corsOrigins: ['https://a.example', 'https://b.example'], seedDemo: true });
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/werkbank' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/werkbank' })).toThrow(
      /JWT_SECRET is verplicht/,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db.example/werkbank', JWT_SECRET: 'x'.repeat(32) }).databaseUrl,
    ).toBe('postgres://db.example/werkbank');
  });

  it('names every bad variable', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'negentig', TWO_FACTOR: 'sms', JWT_SECRET: 'kort', SEED_DEMO: 'misschien' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'TWO_FACTOR', 'JWT_SECRET', 'SEED_DEMO']) expect(message).toContain(name);
  });

  it('reads the language model settings, none without AI_BASE_URL', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig({ AI_BASE_URL: '  ', AI_API_KEY: 'sk-1' }).ai).toBeUndefined();
    expect(
      loadConfig({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        AI_API_KEY: ' sk-geheim ',
        AI_MODELS: 'claude=anthropic/claude-sonnet-4, qwen=qwen2.5:14b,',
        AI_TIMEOUT_SECONDS: '90',
      }).ai,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-geheim',
      models: { claude: 'anthropic/claude-sonnet-4', qwen: 'qwen2.5:14b' },
      timeoutSeconds: 90,
    });
    expect(loadConfig({ AI_BASE_URL: 'https://ai.example/v1' }).ai).toEqual({
      baseUrl: 'https://ai.example/v1',
      apiKey: undefined,
      models: {},
      timeoutSeconds: 60,
    });
  });

  it('names a bad language model setting, never the key', () => {
    for (const [env, name] of [
      [{ AI_BASE_URL: 'ftp://ai.example' }, 'AI_BASE_URL'],
      [{ AI_BASE_URL: 'geen adres' }, 'AI_BASE_URL'],
      [{ AI_MODELS: 'gpt=gpt-5' }, 'AI_MODELS'],
      [{ AI_MODELS: 'claude' }, 'AI_MODELS'],
      [{ AI_MODELS: 'claude=a,claude=b' }, 'AI_MODELS'],
      [{ AI_TIMEOUT_SECONDS: '0' }, 'AI_TIMEOUT_SECONDS'],
      [{ AI_TIMEOUT_SECONDS: '601' }, 'AI_TIMEOUT_SECONDS'],
    ] as const) {
      let message = '';
      try {
        loadConfig({ ...env, AI_API_KEY: 'sk-nooit-tonen' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, JSON.stringify(env)).toContain(name);
      expect(message).not.toContain('sk-nooit-tonen');
    }
  });
});

describe('CSV', () => {
  it('quotes where needed and neutralises formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'zeg "hoi"'],
          ['=1+1', null],
          ['-2', '@x'],
          [' spatie', 'regel\nnieuw'],
        ],
      ),
    ).toBe('a,b\r\n"x, y","zeg ""hoi"""\r\n\'=1+1,\r\n\'-2,\'@x\r\n" spatie","regel\nnieuw"\r\n');
  });
});
