import type { Command } from '../types';
import { aiUpdate } from './aiUpdate';
import { generateTemplate } from './generate';
import { testTemplate } from './test';

/** The template generator (a language model behind the server): AI Update, Test, and generating a new template. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templateGeneratorCommands: Command<any>[] = [aiUpdate, testTemplate, generateTemplate];
