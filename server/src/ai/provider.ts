import OpenAI from 'openai';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  ContentFilterFinishReasonError,
  LengthFinishReasonError,
} from 'openai/core/error';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { AiModel } from '../../../src/api/schemas/ai';
import type { AiConfig } from '../config';
import { ApiError } from '../http/errors';
import type { Logger } from '../logger';
import { messages } from '../messages';

/*
 * The language model behind the template generator: an OpenAI-compatible chat-completions API (AI_BASE_URL),
 * asked for structured answers (`response_format` with a strict JSON schema made from a zod object) and read
 * back through the same zod object. An answer that is not JSON or not of that shape is an error, never half
 * used. Calls run in the request (see README "Background work": a user waits for each of them, so a queued
 * job would add no durability, only a second wait). Neither the key nor a prompt or answer is ever logged.
 */

/** One structured call: the messages, and the name and shape of the answer. */
export interface AiCall<S extends z.ZodObject> {
  /** What the call is for, for the log (`templates.aiUpdate`). */
  task: string;
  model: AiModel;
  answerName: string;
  answer: S;
  messages: { role: 'system' | 'user'; content: string }[];
}

export interface AiProvider {
  /** The provider's model id for a console model name (AI_MODELS, else the name itself). */
  modelId(model: AiModel): string;
  /**
   * The parsed answer; an ApiError when the provider fails: 504 when it does not answer in time (AI_TIMEOUT_SECONDS,
   * one retry included), 503 when it is overloaded, 502 for every other failure and for an unusable answer.
   */
  complete<S extends z.ZodObject>(call: AiCall<S>): Promise<z.output<S>>;
}

/** Retries of a failed call (5xx, 429, a dropped connection) within the one deadline. */
const MAX_RETRIES = 1;

/** The SDK insists on a key; without AI_API_KEY its Authorization header is removed again (`defaultHeaders`). */
const NO_KEY = 'not-configured';

/** The provider of AI_BASE_URL, or undefined when none is configured. */
export function createAiProvider(config: AiConfig | undefined, log: Logger): AiProvider | undefined {
  if (!config) return undefined;
  const timeoutMs = config.timeoutSeconds * 1000;
  const client = new OpenAI({
    apiKey: config.apiKey ?? NO_KEY,
    baseURL: config.baseUrl,
    timeout: timeoutMs,
    maxRetries: MAX_RETRIES,
    // Not OPENAI_ORG_ID, OPENAI_PROJECT_ID or OPENAI_LOG from the environment: this server's settings only,
    // and the SDK's own logging (which can print request bodies) stays off.
    organization: null,
    project: null,
    logLevel: 'off',
    ...(config.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
  });
  const modelId = (model: AiModel) => config.models[model] ?? model;

  return {
    modelId,
    async complete(call) {
      const model = modelId(call.model);
      // One deadline for the whole call, its retry included: the user waits for it.
      const deadline = AbortSignal.timeout(timeoutMs);
      let completion;
      try {
        completion = await client.chat.completions.parse(
          {
            model,
            messages: call.messages,
            response_format: zodResponseFormat(call.answer, call.answerName),
          },
          { signal: deadline },
        );
      } catch (error) {
        const failure = providerFailure(error, deadline, model);
        if (!failure) throw error;
        log.warn(messages.ai.failedLog(call.task, model, failure.logged));
        throw failure.error;
      }
      const message = completion.choices[0]?.message;
      const parsed = message?.parsed;
      if (parsed === null || parsed === undefined) {
        const refused = Boolean(message?.refusal);
        log.warn(messages.ai.failedLog(call.task, model, refused ? 'weigering' : 'leeg antwoord'));
        throw new ApiError(502, refused ? messages.ai.refused : messages.ai.unusableAnswer);
      }
      return parsed as z.output<typeof call.answer>;
    },
  };
}

/** 503 when no provider is configured. */
export function requireAi(ai: AiProvider | undefined): AiProvider {
  if (!ai) throw new ApiError(503, messages.ai.notConfigured);
  return ai;
}

/**
 * The answer of a failed call, and what the log may say about it (a class of failure and a status, never the
 * provider's message, which may quote the prompt); undefined for an error that is not the provider's (a bug).
 */
function providerFailure(
  error: unknown,
  deadline: AbortSignal,
  model: string,
): { error: ApiError; logged: string } | undefined {
  if (deadline.aborted || error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError)
    return { error: new ApiError(504, messages.ai.timeout), logged: 'geen antwoord op tijd' };
  if (error instanceof APIConnectionError)
    return { error: new ApiError(502, messages.ai.unreachable), logged: 'niet bereikbaar' };
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    const logged = `HTTP ${status}`;
    if (status === 401 || status === 403)
      return { error: new ApiError(502, messages.ai.rejectedKey), logged };
    if (status === 404) return { error: new ApiError(502, messages.ai.unknownModel(model)), logged };
    if (status === 429)
      return { error: new ApiError(503, messages.ai.busy, { 'Retry-After': '60' }), logged };
    return { error: new ApiError(502, messages.ai.providerError(status)), logged };
  }
  if (error instanceof LengthFinishReasonError)
    return { error: new ApiError(502, messages.ai.truncatedAnswer), logged: 'antwoord afgebroken (lengte)' };
  if (error instanceof ContentFilterFinishReasonError)
    return { error: new ApiError(502, messages.ai.refused), logged: 'inhoudsfilter' };
  // The answer's content is not JSON, or not of the asked shape.
  if (error instanceof SyntaxError || error instanceof z.ZodError)
    return { error: new ApiError(502, messages.ai.unusableAnswer), logged: 'onbruikbaar antwoord' };
  return undefined;
}
